import { apiRoutes, PHOTO_LIMITS } from "@aql-portal/shared";
import { z } from "zod";
import { READ_LINK_MINUTES } from "../data/blobs";
import { assertMayRecord } from "../inspections/execution";
import { loadInspection } from "../inspections/scope";
import { photoBlobName, uploadedPhotos } from "../inspections/work";
import { conflict, HttpError } from "../lib/errors";
import { httpFunction } from "../lib/http";
import { readUpload, uploadBodyLimit } from "../spreadsheets/read-upload";

/** Whether the bytes are a JPEG, from their first bytes (the name and declared type are the client's word). */
const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/**
 * PUT /api/inspections/{id}/photos/{photoId} (multipart `file`): one defect photo, reduced on the tablet first.
 * The id is the tablet's own (a UUID), so a retried upload replaces itself instead of adding a copy. JPEG
 * only, at most PHOTO_LIMITS.maxBytes. Answers a short-lived link to the stored photo.
 */
export const inspectionsPhotoUpload = httpFunction({
  name: "inspections-photo-upload",
  route: apiRoutes.inspectionPhoto,
  methods: ["PUT"],
  access: "inspections:perform",
  maxBodyBytes: uploadBodyLimit(PHOTO_LIMITS.maxBytes),
  params: z.object({ inspectionId: z.string().max(200), photoId: z.uuid("must be a UUID") }),
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
    if (!isJpeg(upload.bytes)) {
      throw new HttpError(415, "A photo must be a JPEG image: take it again with the tablet's camera.");
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
