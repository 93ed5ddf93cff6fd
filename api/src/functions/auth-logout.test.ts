import { describe, expect, it } from "vitest";
import { demoTenantForEachTest } from "../testing/memory-services";
import { signIn, whyEnded, type SignedInDevice } from "../testing/sessions-fixture";
import { authLogout } from "./auth-logout";

/** POST /api/auth/logout: signs this device out; the person's other devices stay signed in. */
describe("auth-logout", () => {
  const services = demoTenantForEachTest();

  // Called as the wrapper calls it for the device's token (runAs would make up a session of its own).
  const logout = (device: SignedInDevice) =>
    authLogout.run({ query: undefined, body: undefined, params: undefined }, device.context);

  it("ends the session of the device signing out, and no other", async () => {
    const laptop = await signIn(services, "planner@demo.local");
    const tablet = await signIn(services, "planner@demo.local");
    expect(await logout(laptop)).toEqual({});
    expect(await whyEnded(services, laptop)).toBe("signed-out");
    expect(await whyEnded(services, tablet)).toBeNull();
  });

  it("leaves other people's sessions alone, and a new sign-in on the same device works", async () => {
    const planner = await signIn(services, "planner@demo.local");
    const reviewer = await signIn(services, "reviewer@demo.local");
    await logout(planner);
    expect(await whyEnded(services, reviewer)).toBeNull();
    expect(await whyEnded(services, await signIn(services, "planner@demo.local"))).toBeNull();
  });
});
