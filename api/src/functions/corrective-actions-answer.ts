import { apiRoutes, CarAnswerInputSchema, CorrectiveActionSchema } from "@aql-portal/shared";
import { answerCar, toApiCar } from "../corrective-actions/cars";
import { httpFunction, requireIfMatch } from "../lib/http";
import { CarParamsSchema } from "../lib/route-params";

/**
 * PUT /api/corrective-actions/{carId}/answer: the supplier answers its own CAR (If-Match) with the root cause, the
 * corrective and preventive actions and their dates, and evidence uploaded to it. Anyone else: 403.
 */
export const correctiveActionsAnswer = httpFunction({
  name: "corrective-actions-answer",
  route: apiRoutes.correctiveActionAnswer,
  methods: ["PUT"],
  access: "corrective-actions:read",
  response: { 200: CorrectiveActionSchema },
  params: CarParamsSchema,
  body: CarAnswerInputSchema,
  handler: async ({ params, body }, { services, user, ifMatch }) => ({
    body: toApiCar(
      await answerCar(services, user, { carId: params.carId, etag: requireIfMatch(ifMatch), answer: body }),
    ),
  }),
});
