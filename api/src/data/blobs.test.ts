import type { UserDelegationKey } from "@azure/storage-blob";
import { describe, expect, it } from "vitest";
import { delegationKeys } from "./blobs";

/** A key as the storage service answers one, valid from `startsOn` to `expiresOn`. */
function keyFor(startsOn: Date, expiresOn: Date, value: string): UserDelegationKey {
  return {
    signedObjectId: "identity",
    signedTenantId: "tenant",
    signedStartsOn: startsOn,
    signedExpiresOn: expiresOn,
    signedService: "b",
    signedVersion: "2025-01-05",
    value,
  };
}

describe("user delegation keys for read links signed as the managed identity", () => {
  it("asks once for a day's key and signs every link that ends within it with that key", async () => {
    const asked: Date[] = [];
    const key = delegationKeys(async (startsOn, expiresOn) => {
      asked.push(expiresOn);
      return keyFor(startsOn, expiresOn, `key-${asked.length}`);
    });
    const inTenMinutes = new Date(Date.now() + 10 * 60_000);
    const [first, second] = await Promise.all([key(inTenMinutes), key(inTenMinutes)]);
    expect([first.value, second.value, (await key(inTenMinutes)).value]).toEqual(["key-1", "key-1", "key-1"]);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
  });

  it("asks for a new key when a link would outlive the one in hand, or the last request failed", async () => {
    let calls = 0;
    const key = delegationKeys(async (startsOn, expiresOn) => {
      calls++;
      if (calls === 2) throw new Error("storage unreachable");
      return keyFor(startsOn, expiresOn, `key-${calls}`);
    });
    await key(new Date(Date.now() + 60_000));
    const beyondTheDay = new Date(Date.now() + 25 * 3_600_000);
    await expect(key(beyondTheDay)).rejects.toThrow("storage unreachable");
    expect((await key(new Date(Date.now() + 60_000))).value).toBe("key-3");
  });
});
