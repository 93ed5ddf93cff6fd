import { z } from "zod";
import { UserSchema } from "./user";

/** POST /api/auth/login. `platform` 2 = web (spec §7); `nonce` is the one the browser sent to the provider. */
export const LoginRequestSchema = z
  .object({
    token: z.string().min(1).max(20_000),
    platform: z.literal(2),
    nonce: z.string().min(8).max(200).optional(),
  })
  .strict();
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const LoginResponseSchema = z.object({
  user: UserSchema,
  accessToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int().positive(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/**
 * Why a session ended, as a 401 names it (`sessionEnded` in the error body), so that the device can tell the
 * person why they are signed out: one device's logout ends only that device's session; signing out everywhere,
 * a block, a change of role, a reset or a removal ends all of the person's sessions
 * (docs/decisions/access-tokens.md).
 */
export const SessionEndReasonSchema = z.enum([
  "expired",
  "signed-out",
  "signed-out-everywhere",
  "blocked",
  "role-changed",
  "access-reset",
  "removed",
]);
export type SessionEndReason = z.infer<typeof SessionEndReasonSchema>;
