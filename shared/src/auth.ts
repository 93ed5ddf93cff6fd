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
