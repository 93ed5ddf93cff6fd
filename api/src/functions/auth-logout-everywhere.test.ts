import { describe, expect, it } from "vitest";
import { demoTenantForEachTest } from "../testing/memory-services";
import { signIn, whyEnded, type SignedInDevice } from "../testing/sessions-fixture";
import { authLogoutEverywhere } from "./auth-logout-everywhere";

/** POST /api/auth/logout-everywhere: ends every session of the person, on every device. */
describe("auth-logout-everywhere", () => {
  const services = demoTenantForEachTest();

  // Called as the wrapper calls it for the device's token.
  const logoutEverywhere = (device: SignedInDevice) =>
    authLogoutEverywhere.run({ query: undefined, body: undefined, params: undefined }, device.context);

  it("ends the person's sessions on every device, saying why, and no one else's", async () => {
    const laptop = await signIn(services, "planner@demo.local");
    const tablet = await signIn(services, "planner@demo.local");
    const reviewer = await signIn(services, "reviewer@demo.local");
    expect(await logoutEverywhere(laptop)).toEqual({});
    expect(await whyEnded(services, laptop)).toBe("signed-out-everywhere");
    expect(await whyEnded(services, tablet)).toBe("signed-out-everywhere");
    expect(await whyEnded(services, reviewer)).toBeNull();
  });

  it("lets the person sign in again afterwards", async () => {
    await logoutEverywhere(await signIn(services, "planner@demo.local"));
    expect(await whyEnded(services, await signIn(services, "planner@demo.local"))).toBeNull();
  });
});
