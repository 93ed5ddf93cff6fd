import { runAnalyticsBench } from "./analytics";
import { runApiOverheadBench } from "./api-overhead";
import { runDownloadsBench } from "./downloads";
import { runE2eSuiteBench } from "./e2e-suite";
import { runFoundationBench } from "./foundation";
import { runImportBench } from "./import";
import { runInspectionsListBench } from "./inspections-list";
import { runLanguagesBench } from "./languages";
import { runLighthouseBench } from "./lighthouse";
import { runOfflineSyncBench } from "./offline-sync";
import { runPackagingBench } from "./packaging";
import { runReportPdfBench } from "./report-pdf";
import { runResetBench } from "./reset";
import { runSlowNetworkBench } from "./slow-network";
import { runUsersListBench } from "./users-list";

/** `npm run bench [-- foundation users-list]`: runs the named benchmarks, or all of them. */
const BENCHES = {
  foundation: runFoundationBench,
  "users-list": runUsersListBench,
  import: runImportBench,
  "inspections-list": runInspectionsListBench,
  "report-pdf": runReportPdfBench,
  analytics: runAnalyticsBench,
  reset: runResetBench,
  downloads: runDownloadsBench,
  packaging: runPackagingBench,
  "api-overhead": runApiOverheadBench,
  "offline-sync": runOfflineSyncBench,
  "slow-network": runSlowNetworkBench,
  lighthouse: runLighthouseBench,
  "e2e-suite": runE2eSuiteBench,
  languages: runLanguagesBench,
} as const;
type Name = keyof typeof BENCHES;
const asked = process.argv.slice(2).filter((a): a is Name => a in BENCHES);
for (const name of asked.length > 0 ? asked : (Object.keys(BENCHES) as Name[])) {
  console.log(`\n# ${name}`);
  await BENCHES[name]();
}
process.exit(0);
