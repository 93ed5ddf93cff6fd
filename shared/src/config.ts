import { z } from "zod";
import { AqlSettingsSchema, DEFAULT_AQLS } from "./inspection";
import { FEATURE_FLAGS, MenuEntrySchema } from "./menu";

/**
 * What the browser needs to know about this deployment, served by GET /api/config so one web build runs
 * against any environment.
 */
export const PublicConfigSchema = z.object({
  product: z.string(),
  customerName: z.string(),
  auth: z.discriminatedUnion("mode", [
    /** A plain OpenID Connect provider (the local one): implicit id_token in the URL fragment. */
    z.object({
      mode: z.literal("oidc"),
      authority: z.url(),
      authorizationEndpoint: z.url(),
      clientId: z.string(),
    }),
    /** Microsoft Entra ID through MSAL. */
    z.object({ mode: z.literal("entra"), authority: z.url(), clientId: z.string() }),
  ]),
  features: z.record(z.enum(FEATURE_FLAGS), z.boolean()),
  menu: z.array(MenuEntrySchema),
  /** The analytics tabs that show a Power BI report (GET /api/auth/powerbi/token) instead of the portal's charts. */
  powerBiTabs: z.array(z.string()).default([]),
  /**
   * The tenant's acceptable quality limits: every new lot's plan uses them (`newLotPlan`). A configuration kept
   * on a tablet from before they were sent has the defaults, which every tenant had then.
   */
  aqls: AqlSettingsSchema.default(DEFAULT_AQLS),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
export type FeatureFlags = PublicConfig["features"];
