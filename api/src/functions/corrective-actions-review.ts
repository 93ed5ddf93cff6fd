import { apiRoutes, CarReviewInputSchema, CorrectiveActionSchema } from "@aql-portal/shared";
import { reviewCar, toApiCar } from "../corrective-actions/cars";
import { httpFunction, requireIfMatch } from "../lib/http";
import { CarParamsSchema } from "../lib/route-params";

/**
 * PUT /api/corrective-actions/{carId}/review: a reviewer or client manager sends the answer back (with a comment),
 * accepts it, or closes the CAR (If-Match); a move the CAR's state does not allow is 409.
 */
export const correctiveActionsReview = httpFunction({
  name: "corrective-actions-review",
  route: apiRoutes.correctiveActionReview,
  methods: ["PUT"],
  access: "corrective-actions:manage",
  response: { 200: CorrectiveActionSchema },
  params: CarParamsSchema,
  body: CarReviewInputSchema,
  handler: async ({ params, body }, { services, user, ifMatch }) => ({
    body: toApiCar(
      await reviewCar(services, user, { carId: params.carId, etag: requireIfMatch(ifMatch), ...body }),
    ),
  }),
});
