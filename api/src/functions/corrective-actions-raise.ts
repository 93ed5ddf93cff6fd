import { apiRoutes, CorrectiveActionSchema, RaiseCarInputSchema } from "@aql-portal/shared";
import { raiseCar, toApiCar } from "../corrective-actions/cars";
import { httpFunction } from "../lib/http";

/**
 * POST /api/corrective-actions: a reviewer or client manager raises a CAR on failed lots of one supplier and style,
 * with the defects picked from their records, what is asked, the due date and who follows it.
 */
export const correctiveActionsRaise = httpFunction({
  name: "corrective-actions-raise",
  route: apiRoutes.correctiveActions,
  methods: ["POST"],
  access: "corrective-actions:manage",
  response: { 201: CorrectiveActionSchema },
  body: RaiseCarInputSchema,
  handler: async ({ body }, { services, user }) => ({
    status: 201,
    body: toApiCar(await raiseCar(services, user, body)),
  }),
});
