import { apiRoutes, CarListQuerySchema, CarListSchema } from "@aql-portal/shared";
import { listCars } from "../corrective-actions/cars";
import { httpFunction } from "../lib/http";

/** GET /api/corrective-actions: the CARs the caller may see (a supplier: its own), by supplier, state and style. */
export const correctiveActionsList = httpFunction({
  name: "corrective-actions-list",
  route: apiRoutes.correctiveActions,
  methods: ["GET"],
  access: "corrective-actions:read",
  response: { 200: CarListSchema },
  query: CarListQuerySchema,
  handler: async ({ query }, { services, user }) => ({ body: await listCars(services, user, query) }),
});
