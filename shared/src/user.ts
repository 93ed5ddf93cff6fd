import { z } from "zod";
import { ROLE_NAMES, RoleSchema } from "./roles";
import { PageQuerySchema, SortOrderSchema, pageSchema } from "./paging";
import { LANGUAGE_TAGS } from "./languages";
import { RefSchema } from "./ref";

/** Spec §3: platform 1 Inspect (tablet app), 2 Web, 3 Both. */
export const PLATFORMS = { 1: "Inspect", 2: "Web", 3: "Both" } as const;
export const PlatformSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type Platform = z.infer<typeof PlatformSchema>;

export const UserStatusSchema = z.enum(["ACTIVE", "BLOCKED"]);
export type UserStatus = z.infer<typeof UserStatusSchema>;

export const LanguageSchema = z.enum(LANGUAGE_TAGS);

/** PUT /api/me/language: the language the person chose, kept on their user record (docs/decisions/languages.md). */
export const LanguageUpdateSchema = z.object({ language: LanguageSchema }).strict();
export type LanguageUpdate = z.infer<typeof LanguageUpdateSchema>;

/** A user as the API returns it. Approval is the role: PENDING means awaiting approval. */
export const UserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  approved: z.boolean(),
  status: UserStatusSchema,
  deleted: z.boolean(),
  platform: PlatformSchema,
  locations: z.array(RefSchema),
  /** Suppliers' users only: the supplier whose inspections they may see. */
  supplier: RefSchema.nullable(),
  /**
   * The language the person chose for the portal and its e-mails; null until they choose (the browser's is used).
   * Absent from sessions stored before languages were offered.
   */
  language: LanguageSchema.nullable().default(null),
  createdOn: z.string(),
  updatedOn: z.string(),
  /** Send back in If-Match to change the user: a stale one is refused with 412. */
  etag: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const USER_SORT_KEYS = ["name", "email"] as const;
export const USER_FILTER_KEYS = ["role", "location", "platform", "approval"] as const;
export const APPROVAL_VALUES = ["APPROVED", "PENDING"] as const;

/** Filters with a closed set of values; location ids are open (checked against the data). */
const FILTER_VALUES: Partial<Record<(typeof USER_FILTER_KEYS)[number], readonly string[]>> = {
  role: ROLE_NAMES,
  platform: ["1", "2", "3"],
  approval: APPROVAL_VALUES,
};

/** GET /api/users (spec §7: sortOrder, sortKey, filterKey, filterValue, search). */
export const ListUsersQuerySchema = PageQuerySchema.extend({
  sortKey: z.enum(USER_SORT_KEYS).default("name"),
  sortOrder: SortOrderSchema.default(1),
  filterKey: z.enum(USER_FILTER_KEYS).optional(),
  filterValue: z.string().trim().min(1).max(100).optional(),
  search: z.string().trim().max(100).optional(),
})
  .strict()
  .superRefine((q, ctx) => {
    if ((q.filterKey === undefined) !== (q.filterValue === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: ["filterValue"],
        message: "filterKey and filterValue go together",
      });
      return;
    }
    const allowed = q.filterKey && FILTER_VALUES[q.filterKey];
    if (allowed && q.filterValue !== undefined && !allowed.includes(q.filterValue)) {
      ctx.addIssue({
        code: "custom",
        path: ["filterValue"],
        message: `must be one of ${allowed.join(", ")}`,
      });
    }
  });
export type ListUsersQuery = z.input<typeof ListUsersQuerySchema>;

export const UserPageSchema = pageSchema(UserSchema);
