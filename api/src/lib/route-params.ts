import { z } from "zod";

/*
 * The ids in route paths, each checked one way wherever a route names that kind of object. The edge
 * (`httpFunction`) also refuses characters no id has before these run.
 */

export const InspectionParamsSchema = z.object({ inspectionId: z.string().max(200) });
export const ProductParamsSchema = z.object({ productId: z.string().min(1).max(60) });
export const UserParamsSchema = z.object({ userId: z.string().min(1).max(100) });
/** A reference list's name (meta, common); the function answers 404 for a name it does not serve. */
export const ListParamsSchema = z.object({ list: z.string() });
/** A download's id: a UUID the API gave out; anything else names no download (404, like an unknown one). */
export const DownloadParamsSchema = z.object({ downloadId: z.string().min(1).max(100) });
/** A packaging check: a DC check's 32 hex digits, or `inspection-<id>` for one recorded on the tablet. */
export const PackagingCheckParamsSchema = z.object({ checkId: z.string().min(1).max(100) });
/** A supplier of the tenant's reference list (its code-like id). */
export const SupplierParamsSchema = z.object({ supplierId: z.string().min(1).max(100) });
/** A corrective action request: a UUID the API gave out; anything else names none (404, like an unknown one). */
export const CarParamsSchema = z.object({ carId: z.string().min(1).max(100) });
/** One evidence file of a CAR: a UUID the browser made. */
export const EvidenceParamsSchema = CarParamsSchema.extend({ evidenceId: z.uuid("must be a UUID") });

/** A webhook endpoint: the UUID the API gave it. */
export const WebhookParamsSchema = z.object({
  webhookId: z.uuid("must be a webhook endpoint's id (a UUID)"),
});
