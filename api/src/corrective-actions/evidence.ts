import {
  CAR_EVIDENCE_LIMITS,
  carReference,
  canMoveFrom,
  formatFileSize,
  mayMove,
  type CarEvidenceType,
} from "@aql-portal/shared";
import { READ_LINK_MINUTES } from "../data/blobs";
import type { CarDocument, CarEvidence } from "../data/corrective-actions-repository";
import { isStorageError } from "../data/storage-errors";
import type { UserDocument } from "../data/users-repository";
import { conflict, fileRejected, forbidden, notFound } from "../lib/errors";
import type { Upload } from "../lib/read-upload";
import type { Services } from "../lib/services";
import { checkJpeg } from "../inspections/jpeg";
import { photoBlobName } from "../inspections/work";
import { loadCar, refOf, type CarLinks } from "./cars";

/*
 * The supplier's evidence for its answer to a CAR (docs/decisions/corrective-actions.md): photos and documents,
 * uploaded one by one while the supplier owes an answer, stored in the private `car-evidence` blob container and
 * named on the CAR, then chosen in the answer. Its type is decided by its bytes, not its name.
 */

type Stores = Pick<Services, "correctiveActions" | "blobs">;

const evidenceBlobName = (car: Pick<CarDocument, "tenantId" | "id">, evidenceId: string) =>
  `${car.tenantId}/${car.id}/${evidenceId}`;

const TYPES = Object.keys(CAR_EVIDENCE_LIMITS.types) as CarEvidenceType[];
const WHAT_IS_TAKEN = Object.values(CAR_EVIDENCE_LIMITS.types).join(", ");

/** What the bytes are (JPEG, PNG or PDF, each whole), or null. */
export function evidenceTypeOf(bytes: Uint8Array): CarEvidenceType | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return checkJpeg(bytes).ok ? "image/jpeg" : null;
  if (startsWith(bytes, PNG_SIGNATURE)) return endsWith(bytes, PNG_END) ? "image/png" : null;
  if (startsWith(bytes, PDF_HEADER)) return endsWithin(bytes, PDF_END, 1024) ? "application/pdf" : null;
  return null;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The IEND chunk and its CRC: a PNG cut short lacks it. */
const PNG_END = [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
const PDF_HEADER = [...Buffer.from("%PDF-")];
const PDF_END = [...Buffer.from("%%EOF")];

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((b, i) => bytes[i] === b);
const endsWith = (bytes: Uint8Array, suffix: readonly number[]) =>
  suffix.every((b, i) => bytes[bytes.length - suffix.length + i] === b);
const endsWithin = (bytes: Uint8Array, marker: readonly number[], window: number) =>
  Buffer.from(bytes.subarray(Math.max(0, bytes.length - window))).includes(Buffer.from(marker));

/** The CAR, if `user` may add or remove evidence on it now: its supplier, while it owes an answer. */
async function loadForEvidence(services: Stores, user: UserDocument, carId: string): Promise<CarDocument> {
  const car = await loadCar(services, user, carId);
  if (!mayMove("answer", user, car)) {
    throw forbidden("Only the supplier's own users add evidence to its answer.");
  }
  if (!canMoveFrom("answer", car.status)) {
    throw conflict(
      `${carReference(car.number)} is ${car.status}: evidence is added while the supplier owes an answer.`,
    );
  }
  return car;
}

/**
 * Keeps one evidence file on the CAR: checked (size, type by its bytes), stored, then named on the CAR under its
 * ETag (taken again if someone changed the CAR meanwhile). The id is the browser's, so a retried upload replaces
 * itself. Answers the file as the API shows it, with a short-lived link.
 */
export async function addEvidence(
  services: Stores,
  user: UserDocument,
  { carId, evidenceId, read }: { carId: string; evidenceId: string; read: () => Promise<Upload> },
  now = new Date(),
): Promise<CarEvidence & { url: string }> {
  const car = await loadForEvidence(services, user, carId);
  if (car.evidence.length >= CAR_EVIDENCE_LIMITS.perCar && !car.evidence.some((e) => e.id === evidenceId)) {
    throw conflict(
      `${carReference(car.number)} has ${CAR_EVIDENCE_LIMITS.perCar} files already, the most one answer carries: remove one you do not need first.`,
    );
  }
  const upload = await read();
  const contentType = evidenceTypeOf(upload.bytes);
  if (!contentType || !TYPES.includes(contentType)) {
    throw fileRejected(
      415,
      `${upload.fileName || "This file"} is not a whole ${WHAT_IS_TAKEN}: send photos as JPEG or PNG and documents as PDF.`,
    );
  }
  const evidence: CarEvidence = {
    id: evidenceId,
    fileName: upload.fileName.slice(0, 200) || `evidence-${evidenceId.slice(0, 8)}`,
    contentType,
    size: upload.bytes.byteLength,
    blobName: evidenceBlobName(car, evidenceId),
    uploadedBy: refOf(user),
    uploadedOn: now.toISOString(),
  };
  await services.blobs
    .container("carEvidence")
    .getBlockBlobClient(evidence.blobName)
    .uploadData(upload.bytes, { blobHTTPHeaders: { blobContentType: contentType } });
  await changeEvidence(services, user, car, (files) => [
    ...files.filter((e) => e.id !== evidenceId),
    evidence,
  ]);
  return {
    ...evidence,
    url: await services.blobs.readLink(
      "carEvidence",
      evidence.blobName,
      READ_LINK_MINUTES,
      evidence.fileName,
    ),
  };
}

/** Removes a file not yet part of an answer (one an answer named stays: it is what was reviewed). */
export async function removeEvidence(
  services: Stores,
  user: UserDocument,
  { carId, evidenceId }: { carId: string; evidenceId: string },
): Promise<void> {
  const car = await loadForEvidence(services, user, carId);
  const file = car.evidence.find((e) => e.id === evidenceId);
  if (!file) throw notFound("This request has no evidence file with this id.");
  if (car.answer?.evidenceIds.includes(evidenceId)) {
    throw conflict(`${file.fileName} is part of the answer already reviewed, and stays with it.`);
  }
  await changeEvidence(services, user, car, (files) => files.filter((e) => e.id !== evidenceId));
  await services.blobs.container("carEvidence").getBlobClient(file.blobName).deleteIfExists();
}

/** Writes the CAR's evidence list changed by `change`, reading the CAR again if it changed since. */
async function changeEvidence(
  services: Stores,
  user: UserDocument,
  first: CarDocument,
  change: (files: CarEvidence[]) => CarEvidence[],
): Promise<void> {
  let car = first;
  for (let attempt = 1; ; attempt++) {
    try {
      await services.correctiveActions.replace({ ...car, evidence: change(car.evidence) }, car._etag ?? "");
      return;
    } catch (error) {
      if (attempt >= 3 || !isStorageError(error, "stale")) throw error;
      car = await loadForEvidence(services, user, car.id);
    }
  }
}

/** Short-lived links to a CAR's evidence files and its defects' photos. */
export async function carLinks(services: Pick<Services, "blobs">, car: CarDocument): Promise<CarLinks> {
  const link = (name: "carEvidence" | "photos", blobName: string, fileName?: string) =>
    services.blobs.readLink(name, blobName, READ_LINK_MINUTES, fileName);
  const [evidence, photos] = await Promise.all([
    Promise.all(
      car.evidence.map(async (e) => [e.id, await link("carEvidence", e.blobName, e.fileName)] as const),
    ),
    Promise.all(
      car.defects.flatMap((defect) =>
        defect.photoIds.map(
          async (photoId) =>
            [
              photoId,
              await link(
                "photos",
                photoBlobName({ tenantId: car.tenantId, id: defect.inspectionId }, photoId),
              ),
            ] as const,
        ),
      ),
    ),
  ]);
  return { evidence: new Map(evidence), photos: Object.fromEntries(photos) };
}

/** Evidence a file upload route reads: the limit and what to say past it. */
export const EVIDENCE_TOO_LARGE = `An evidence file may be at most ${formatFileSize(CAR_EVIDENCE_LIMITS.maxBytes)}: reduce the photo, or split the document.`;
