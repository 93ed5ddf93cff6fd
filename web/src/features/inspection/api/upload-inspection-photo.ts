import { apiPath, apiRoutes, UploadedPhotoSchema } from "@aql-portal/shared";
import { apiUpload } from "../../../lib/api-client";
import { unlessStalled } from "./stalled";

/**
 * PUT /api/inspections/{id}/photos/{photoId} (multipart `file`): one reduced defect photo. The id is the
 * tablet's own, so a retried upload replaces itself instead of adding a copy. An upload that stops moving is
 * abandoned and tried again.
 */
export async function uploadInspectionPhoto(
  inspectionId: string,
  photoId: string,
  photo: Blob,
): Promise<void> {
  const form = new FormData();
  form.append("file", photo, `${photoId}.jpg`);
  await unlessStalled((signal, stillMoving) =>
    apiUpload(apiPath(apiRoutes.inspectionPhoto, { inspectionId, photoId }), {
      method: "PUT",
      form,
      schema: UploadedPhotoSchema,
      signal,
      onProgress: stillMoving,
      onSent: stillMoving,
    }),
  );
}
