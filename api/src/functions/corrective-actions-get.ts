import { apiRoutes, CorrectiveActionSchema } from "@aql-portal/shared";
import { loadCar, toApiCar } from "../corrective-actions/cars";
import { carLinks } from "../corrective-actions/evidence";
import { httpFunction } from "../lib/http";
import { CarParamsSchema } from "../lib/route-params";

/**
 * GET /api/corrective-actions/{carId}: one CAR with its answer, evidence and history (a supplier: its own), with
 * short-lived links to its evidence and its defects' photos.
 */
export const correctiveActionsGet = httpFunction({
  name: "corrective-actions-get",
  route: apiRoutes.correctiveAction,
  methods: ["GET"],
  access: "corrective-actions:read",
  response: { 200: CorrectiveActionSchema },
  params: CarParamsSchema,
  handler: async ({ params }, { services, user }) => {
    const car = await loadCar(services, user, params.carId);
    return { body: toApiCar(car, new Date(), await carLinks(services, car)) };
  },
});
