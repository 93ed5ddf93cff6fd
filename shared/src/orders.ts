import { z } from "zod";
import { InspectionTypeSchema } from "./inspection";

const Ref = z.object({ id: z.string(), name: z.string() });

/** A purchase-order line: one style and colour on one PO (spec §7 Orders). */
export const OrderSchema = z.object({
  id: z.string(),
  poNumber: z.string(),
  styleCode: z.string(),
  styleName: z.string(),
  colourCode: z.string(),
  colourName: z.string(),
  seasonCode: z.string(),
  productCategoryCode: z.string(),
  department: Ref.nullable(),
  supplier: Ref,
  factory: Ref,
  quantity: z.number().int(),
  cartons: z.number().int().nullable(),
  deliveryDate: z.string(),
  centre: Ref,
  inspectionType: InspectionTypeSchema,
  status: z.enum(["OPEN", "IN_INSPECTION", "SKIPPED"]),
  inspectionId: z.string().nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;
