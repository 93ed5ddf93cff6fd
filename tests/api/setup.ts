import { forgetCallers } from "../support/callers";
import { forgetSignIns } from "../support/demo";

/*
 * Before each API test file. The files share one process and the modules it loaded (\`isolate: false\` in
 * vitest.config.ts: loading the API's code again for each file took two to three minutes of a run), so sessions the
 * support modules keep would outlive their file; each file signs the demo accounts in for itself, as before, since
 * a file may end them (the access matrix's logout cells end every session of a demo account).
 */
forgetSignIns();
forgetCallers();
