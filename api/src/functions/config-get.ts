import {
  apiRoutes,
  MenuEntrySchema,
  standardMenu,
  type PublicConfig,
  PublicConfigSchema,
} from "@aql-portal/shared";
import { z } from "zod";
import { tenantAqls } from "../inspections/sampling-plan";
import { httpFunction } from "../lib/http";
import { discover } from "../lib/tokens";

let authorizationEndpoint: Promise<string> | undefined;

/** What the browser needs to know about this deployment (public: the landing page reads it before sign-in). */
export const configGet = httpFunction({
  name: "config-get",
  route: apiRoutes.config,
  methods: ["GET"],
  access: "public",
  response: { 200: PublicConfigSchema },
  handler: async (_input, { services: { config } }) => {
    const auth: PublicConfig["auth"] =
      config.auth.mode === "oidc"
        ? {
            mode: "oidc",
            authority: config.auth.issuer,
            clientId: config.auth.clientId,
            authorizationEndpoint: await (authorizationEndpoint ??= discover(config.auth.issuer)
              .then((d) => d.authorization_endpoint)
              .catch((error: unknown) => {
                authorizationEndpoint = undefined;
                throw error;
              })),
          }
        : {
            mode: "entra",
            authority: config.auth.issuer.replace(/\/v2\.0\/?$/, ""),
            clientId: config.auth.clientId,
          };
    const body: PublicConfig = {
      product: config.productName,
      customerName: config.customerName,
      auth,
      features: config.features,
      menu: config.menuJson
        ? z.array(MenuEntrySchema).parse(JSON.parse(config.menuJson))
        : standardMenu(config.customerName),
      powerBiTabs: Object.keys(config.powerBi?.reports ?? {}),
      aqls: tenantAqls(config.tenantId),
    };
    return { body, headers: { "cache-control": "public, max-age=300" } };
  },
});
