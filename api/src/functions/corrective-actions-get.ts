import { apiRoutes, CorrectiveActionSchema } from "@aql-portal/shared";
import { loadCar, toApiCar } from "../corrective-actions/cars";
import { httpFunction } from "../lib/http";
import { CarParamsSchema } from "../lib/route-params";

/** GET /api/corrective-actions/{carId}: one CAR with its answer, evidence and history (a supplier: its own). */
export const correctiveActionsGet = httpFunction({
  name: "corrective-actions-get",
  route: apiRoutes.correctiveAction,
  methods: ["GET"],
  access: "corrective-actions:read",
  response: { 200: CorrectiveActionSchema },
  params: CarParamsSchema,
  handler: async ({ params }, { services, user }) => ({
    body: toApiCar(await loadCar(services, user, params.carId)),
  }),
});
