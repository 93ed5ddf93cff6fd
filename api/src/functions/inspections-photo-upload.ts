import { apiRoutes, PHOTO_LIMITS, UploadedPhotoSchema } from "@aql-portal/shared";
import { z } from "zod";
import { READ_LINK_MINUTES } from "../data/blobs";
import { assertMayRecord } from "../inspections/execution";
import { checkJpeg } from "../inspections/jpeg";
import { loadInspection } from "../inspections/scope";
import { photoBlobName, uploadedPhotos } from "../inspections/work";
import { conflict, HttpError } from "../lib/errors";
import { httpFunction } from "../lib/http";
import { readUpload, uploadBodyLimit } from "../lib/read-upload";
import { InspectionParamsSchema } from "../lib/route-params";

/**
 * PUT /api/inspections/{id}/photos/{photoId} (multipart `file`): one defect photo, reduced on the tablet first.
 * The id is the tablet's own (a UUID), so a retried upload replaces itself instead of adding a copy. A whole JPEG
 * only (its structure is checked), at most PHOTO_LIMITS.maxBytes and maxEdge pixels. Answers a short-lived link
 * to the stored photo.
 */
export const inspectionsPhotoUpload = httpFunction({
  name: "inspections-photo-upload",
  route: apiRoutes.inspectionPhoto,
  methods: ["PUT"],
  access: "inspections:perform",
  response: { 201: UploadedPhotoSchema },
  maxBodyBytes: uploadBodyLimit(PHOTO_LIMITS.maxBytes),
  params: InspectionParamsSchema.extend({ photoId: z.uuid("must be a UUID") }),
  handler: async ({ params }, { services, tenantId, user, request }) => {
    const inspection = await loadInspection(services, tenantId, user, params.inspectionId);
    assertMayRecord(user, inspection);
    const uploaded = await uploadedPhotos(services, inspection);
    if (uploaded.size >= PHOTO_LIMITS.perInspection && !uploaded.has(params.photoId)) {
      throw conflict(
        `This inspection has ${PHOTO_LIMITS.perInspection} photos already, the most one report carries: remove photos you do not need before adding more.`,
      );
    }
    const upload = await readUpload(
      request,
      PHOTO_LIMITS.maxBytes,
      "A photo may be at most 2 MB: take it again (the app reduces photos before sending them).",
    );
    // The bytes decide, not the name or the declared type (the client's word).
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
    const blobName = photoBlobName(inspection, params.photoId);
    await services.blobs
      .container("photos")
      .getBlockBlobClient(blobName)
      .uploadData(upload.bytes, { blobHTTPHeaders: { blobContentType: PHOTO_LIMITS.types[0] } });
    const url = await services.blobs.readLink("photos", blobName, READ_LINK_MINUTES);
    return { status: 201, body: { photoId: params.photoId, url } };
  },
});
