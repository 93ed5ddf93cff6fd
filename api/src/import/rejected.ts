import type { ImportProblem } from "@aql-portal/shared";
import type { HttpError } from "../lib/errors";
import { rejectedWithProblems } from "../spreadsheets/rejections";

/** An import refused for its rows: every problem listed, nothing written. */
export function importRejected(problems: readonly ImportProblem[], lead?: string): HttpError {
  return rejectedWithProblems(problems, lead, "nothing was imported");
}
