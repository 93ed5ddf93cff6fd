import { apiRoutes, formatFileSize, PHOTO_LIMITS, UploadedPhotoSchema } from "@aql-portal/shared";
import { z } from "zod";
import { addPhoto } from "../inspections/add-photo";
import { httpFunction } from "../lib/http";
import { readUpload, uploadBodyLimit } from "../lib/read-upload";
import { InspectionParamsSchema } from "../lib/route-params";

/** PUT /api/inspections/{id}/photos/{photoId} (multipart `file`): an inspector adds a defect photo (addPhoto). */
export const inspectionsPhotoUpload = httpFunction({
  name: "inspections-photo-upload",
  route: apiRoutes.inspectionPhoto,
  methods: ["PUT"],
  access: "inspections:perform",
  response: { 201: UploadedPhotoSchema },
  maxBodyBytes: uploadBodyLimit(PHOTO_LIMITS.maxBytes),
  params: InspectionParamsSchema.extend({ photoId: z.uuid("must be a UUID") }),
  handler: async ({ params }, { services, user, request }) => {
    const added = await addPhoto(services, user, {
      inspectionId: params.inspectionId,
      photoId: params.photoId,
      read: () =>
        readUpload(
          request,
          PHOTO_LIMITS.maxBytes,
          `A photo may be at most ${formatFileSize(PHOTO_LIMITS.maxBytes)}: take it again (the app reduces photos before sending them).`,
        ),
    });
    return { status: 201, body: added };
  },
});
