import { z } from "zod";
import { InspectionTypeSchema, IsoDateSchema } from "./inspection";
import { messages } from "./messages";
import { PageQuerySchema, pageSchema } from "./paging";
import { PoNumberSchema } from "./products";
import { RefSchema } from "./ref";

export const ORDER_STATUSES = ["OPEN", "IN_INSPECTION", "SKIPPED"] as const;
/**
 * OPEN: ready to inspect — in no inspection, or in a CREATED one (an import's grouping or a planner's draft,
 * whose lines may still be regrouped). IN_INSPECTION: its inspection has been planned (or has gone further).
 * SKIPPED: not to be inspected, with a reason (SKIPPED INSPECTIONS).
 */
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** The most a planner writes for a skip reason that asks for words ("Other"). */
export const MAX_SKIP_DETAIL_LENGTH = 200;

/** Why a line is not inspected: a reason from meta/skip-reasons, with the planner's words when it asks for them. */
export const SkipReasonRefSchema = RefSchema.extend({ detail: z.string().optional() });
export type SkipReasonRef = z.infer<typeof SkipReasonRefSchema>;

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
  department: RefSchema.nullable(),
  supplier: RefSchema,
  factory: RefSchema,
  quantity: z.number().int(),
  cartons: z.number().int().nullable(),
  deliveryDate: z.string(),
  centre: RefSchema,
  inspectionType: InspectionTypeSchema,
  status: OrderStatusSchema,
  inspectionId: z.string().nullable(),
  /** Why it is not inspected (SKIPPED only), from meta/skip-reasons. */
  skipReason: SkipReasonRefSchema.nullable().optional(),
  createdOn: z.string(),
  updatedOn: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;

/** What PO lines ordered together: a lot's size before delivery, a packaging check's PO quantity. */
export const orderedQuantityOf = (lines: readonly Pick<Order, "quantity">[]): number =>
  lines.reduce((sum, line) => sum + line.quantity, 0);

const code = z.string().trim().min(1).max(50);

/**
 * GET /api/orders: CREATE INSPECTIONS (orders ready to inspect) and, with `skipped=true`, SKIPPED INSPECTIONS.
 * The date range is on the delivery date, both ends included.
 */
export const ListOrdersQuerySchema = PageQuerySchema.extend({
  skipped: z.enum(["true", "false"]).optional(),
  status: OrderStatusSchema.optional(),
  /** Shorthand for status=OPEN: lines that can still go into a new inspection. */
  readyToInspect: z.enum(["true", "false"]).optional(),
  supplierId: code.optional(),
  styleCode: code.optional(),
  /** One PO's lines: its number exactly. */
  poNumber: PoNumberSchema.optional(),
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
  /** Part of a PO number or style code, any case. */
  search: z.string().trim().min(1).max(50).optional(),
})
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: messages.invalidDateRange, path: ["from"] });
export type ListOrdersQuery = z.infer<typeof ListOrdersQuerySchema>;

export const OrderPageSchema = pageSchema(OrderSchema);

/** At most this many PO lines in one request (a lot, or a skip of several orders). */
export const MAX_ORDERS_PER_REQUEST = 100;
const orderIds = z
  .array(z.string().min(1).max(200))
  .min(1, "select at least one PO line")
  .max(MAX_ORDERS_PER_REQUEST);

/**
 * PUT /api/orders: skip PO lines with a reason (or change a skipped line's reason), or unskip them (back to
 * OPEN). Lines in a planned inspection cannot be skipped (409). A reason that asks for words ("Other") needs
 * `skipReasonDetail`, and only such a reason takes it (400 naming the field otherwise).
 */
export const UpdateOrdersSchema = z.discriminatedUnion("action", [
  z
    .object({
      action: z.literal("skip"),
      orderIds,
      skipReasonId: z.string().min(1).max(100),
      skipReasonDetail: z
        .string()
        .trim()
        .min(1, "must say why in words")
        .max(MAX_SKIP_DETAIL_LENGTH, `must be at most ${MAX_SKIP_DETAIL_LENGTH} characters`)
        .optional(),
    })
    .strict(),
  z.object({ action: z.literal("unskip"), orderIds }).strict(),
]);
export type UpdateOrders = z.infer<typeof UpdateOrdersSchema>;

export const UpdateOrdersResultSchema = z.object({ items: z.array(OrderSchema) });
