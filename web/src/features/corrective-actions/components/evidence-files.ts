import { t } from "@lingui/core/macro";
import { CAR_EVIDENCE_LIMITS, formatFileSize, type CarEvidenceType } from "@aql-portal/shared";

/*
 * The supplier's evidence files, checked in the browser against the API's limits (CAR_EVIDENCE_LIMITS) before
 * anything is sent: JPEG, PNG or PDF, at most 10 MB each, at most 10 to a request. The server checks the bytes
 * again; its refusal is shown on the file.
 */

const EXTENSIONS: Readonly<Record<string, CarEvidenceType>> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".pdf": "application/pdf",
};

/** What the file input offers. */
export const EVIDENCE_ACCEPT = [...Object.keys(CAR_EVIDENCE_LIMITS.types), ...Object.keys(EXTENSIONS)].join(
  ",",
);

const isEvidenceType = (type: string): type is CarEvidenceType =>
  Object.hasOwn(CAR_EVIDENCE_LIMITS.types, type);

/** The file's type as the limits name it: its own, or its extension's when the browser gives none. */
export function evidenceTypeOf(file: Pick<File, "name" | "type">): CarEvidenceType | null {
  if (isEvidenceType(file.type)) return file.type;
  if (file.type !== "" && file.type !== "application/octet-stream") return null;
  const dot = file.name.lastIndexOf(".");
  return dot < 0 ? null : (EXTENSIONS[file.name.slice(dot).toLowerCase()] ?? null);
}

/** The limits in a sentence, under the file picker. */
export function evidenceLimitsText(): string {
  const maxSize = formatFileSize(CAR_EVIDENCE_LIMITS.maxBytes);
  const maxFiles = CAR_EVIDENCE_LIMITS.perCar;
  return t`Photos (JPEG or PNG) and PDF documents, at most ${maxSize} each and ${maxFiles} files to a request.`;
}

/** Why one file cannot be sent, or null. */
export function evidenceProblem(file: Pick<File, "name" | "type" | "size">): string | null {
  const fileName = file.name;
  if (evidenceTypeOf(file) === null) return t`${fileName} is not a JPEG, PNG or PDF file.`;
  if (file.size === 0) return t`${fileName} is empty.`;
  if (file.size > CAR_EVIDENCE_LIMITS.maxBytes) {
    const size = formatFileSize(file.size);
    const maxSize = formatFileSize(CAR_EVIDENCE_LIMITS.maxBytes);
    return t`${fileName} is ${size}, more than the ${maxSize} allowed.`;
  }
  return null;
}

/**
 * The files chosen, sorted into those to send and those refused (each with why): a file must pass
 * `evidenceProblem`, and no more are taken than the request has room for beside the `kept` ones.
 */
export function takeEvidence<F extends Pick<File, "name" | "type" | "size">>(
  files: readonly F[],
  kept: number,
): { accepted: F[]; refused: { name: string; message: string }[] } {
  const accepted: F[] = [];
  const refused: { name: string; message: string }[] = [];
  for (const file of files) {
    const problem = evidenceProblem(file);
    if (problem) refused.push({ name: file.name, message: problem });
    else if (kept + accepted.length >= CAR_EVIDENCE_LIMITS.perCar) {
      const fileName = file.name;
      const maxFiles = CAR_EVIDENCE_LIMITS.perCar;
      refused.push({
        name: file.name,
        message: t`${fileName} is not sent: a request takes at most ${maxFiles} files.`,
      });
    } else accepted.push(file);
  }
  return { accepted, refused };
}

/** Photos show as thumbnails; documents as links. */
export const isImageEvidence = (evidence: { contentType: string }): boolean =>
  evidence.contentType.startsWith("image/");
