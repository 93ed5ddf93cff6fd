import { z } from "zod";

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 50;

/** Sort direction as the spec sends it: ascending 1, descending -1 (§4, §9). */
export const SortOrderSchema = z.coerce
  .number()
  .refine((n): n is 1 | -1 => n === 1 || n === -1, { message: "must be 1 (ascending) or -1 (descending)" });
export type SortOrder = 1 | -1;

export const PageQuerySchema = z.object({
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  continuationToken: z.string().max(4000).optional(),
});

/** One page of a list; `continuationToken` is absent on the last page. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), continuationToken: z.string().optional() });
}
export interface Page<T> {
  items: T[];
  continuationToken?: string | undefined;
}
