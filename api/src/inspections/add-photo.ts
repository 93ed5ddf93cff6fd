import { PHOTO_LIMITS } from "@aql-portal/shared";
import { READ_LINK_MINUTES } from "../data/blobs";
import type { UserDocument } from "../data/users-repository";
import { conflict, HttpError } from "../lib/errors";
import type { Upload } from "../lib/read-upload";
import type { Services } from "../lib/services";
import { assertMayRecord } from "./execution";
import { checkJpeg } from "./jpeg";
import { loadInspection } from "./scope";
import { photoBlobName, uploadedPhotos } from "./work";

/**
 * An inspector adds a defect photo to a lot they are recording, reduced on the tablet first. The id is the
 * tablet's own (a UUID), so a retried upload replaces itself instead of adding a copy. A whole JPEG only (its
 * structure is checked: the bytes decide, not the name or the declared type), at most PHOTO_LIMITS.maxBytes and
 * maxEdge pixels, and at most PHOTO_LIMITS.perInspection photos per lot. The upload is read (`read`) only once
 * the lot may take it. Answers a short-lived link to the stored photo.
 */
export async function addPhoto(
  services: Pick<Services, "inspections" | "blobs">,
  user: UserDocument,
  { inspectionId, photoId, read }: { inspectionId: string; photoId: string; read: () => Promise<Upload> },
): Promise<{ photoId: string; url: string }> {
  const inspection = await loadInspection(services, user.tenantId, user, inspectionId);
  assertMayRecord(user, inspection);
  const uploaded = await uploadedPhotos(services, inspection);
  if (uploaded.size >= PHOTO_LIMITS.perInspection && !uploaded.has(photoId)) {
    throw conflict(
      `This inspection has ${PHOTO_LIMITS.perInspection} photos already, the most one report carries: remove photos you do not need before adding more.`,
    );
  }
  const upload = await read();
  const jpeg = checkJpeg(upload.bytes);
  if (!jpeg.ok) {
    throw new HttpError(
      415,
      `A photo must be a JPEG image, and this is not one (${jpeg.problem}): take it again with the tablet's camera.`,
    );
  }
  if (Math.max(jpeg.width, jpeg.height) > PHOTO_LIMITS.maxEdge) {
    throw new HttpError(
      422,
      `This photo is ${jpeg.width} × ${jpeg.height} pixels; the app sends photos of at most ${PHOTO_LIMITS.maxEdge} pixels on the longer side: take it again with the tablet's camera.`,
    );
  }
  const blobName = photoBlobName(inspection, photoId);
  await services.blobs
    .container("photos")
    .getBlockBlobClient(blobName)
    .uploadData(upload.bytes, { blobHTTPHeaders: { blobContentType: PHOTO_LIMITS.types[0] } });
  return { photoId, url: await services.blobs.readLink("photos", blobName, READ_LINK_MINUTES) };
}
