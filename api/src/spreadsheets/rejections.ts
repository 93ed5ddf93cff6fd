import type { ImportProblem } from "@aql-portal/shared";
import { HttpError } from "../lib/errors";

/** The most problems one answer lists; the message still counts them all. */
export const MAX_PROBLEMS_LISTED = 1000;

/**
 * The 422 answer (ImportRejectionSchema): every problem found, where it is and what is wrong; nothing was
 * written. `lead` replaces the standard first sentence when the problem is with the file as a whole.
 */
export function rejectedWithProblems(
  problems: readonly ImportProblem[],
  lead?: string,
  outcome = "nothing was saved",
): HttpError {
  const count = problems.length;
  const listed = problems.slice(0, MAX_PROBLEMS_LISTED);
  const summary = lead ?? `The file has ${count} ${count === 1 ? "problem" : "problems"}; ${outcome}.`;
  const more =
    count > listed.length ? ` The first ${listed.length} are listed; fix them and upload it again.` : "";
  return new HttpError(422, `${summary}${more}`, undefined, { problems: listed });
}
