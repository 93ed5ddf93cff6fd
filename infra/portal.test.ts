import { describe, expect, it } from "vitest";
import { CONTAINERS } from "@aql-portal/api/cosmos";
import { declaredResources, EXAMPLE_SETTINGS, problemsOf, type DeclaredResource } from "./check";
import { containerResource } from "./portal";
import { parseInfraSettings } from "./settings";

// The Pulumi program run against Pulumi's mocks: nothing reaches Azure, no plugin is loaded.
const resources = await declaredResources(EXAMPLE_SETTINGS);

describe("the infrastructure (infra/), declared offline", () => {
  it("has every container, blob container, queue and role the API needs, and no keys", () => {
    expect(problemsOf(resources)).toEqual([]);
  });

  it("names what is missing or wrong when the declaration drifts from the API's own lists", () => {
    const without = (drop: (r: DeclaredResource) => boolean) => resources.filter((r) => !drop(r));
    expect(problemsOf(without((r) => r.inputs.queueName === "report-downloads-poison"))).toEqual([
      "queue report-downloads-poison is missing",
    ]);
    const keyed = resources.map((r) =>
      r.type === "azure-native:cosmosdb:DatabaseAccount"
        ? { ...r, inputs: { ...r.inputs, disableLocalAuth: false } }
        : r,
    );
    expect(problemsOf(keyed)).toEqual(["Cosmos DB accepts its keys (disableLocalAuth is not on)"]);
    const noTtl = resources.map((r) =>
      r.inputs.containerName === "used-id-tokens"
        ? {
            ...r,
            inputs: { ...r.inputs, resource: { ...(r.inputs.resource as object), defaultTtl: undefined } },
          }
        : r,
    );
    expect(problemsOf(noTtl)).toEqual([
      "Cosmos DB container used-id-tokens: its time to live differs from api/src/data/cosmos.ts",
    ]);
  });

  it("carries a container's definition whole, or refuses one it would lose part of", () => {
    expect(containerResource(CONTAINERS.users)).toMatchObject({
      id: "users",
      partitionKey: { paths: ["/tenantId"], kind: "Hash", version: 2 },
      uniqueKeyPolicy: { uniqueKeys: [{ paths: ["/emailLower"] }] },
    });
    expect(() =>
      containerResource({ id: "events", partitionKey: { paths: ["/id"] }, conflictResolutionPolicy: {} }),
    ).toThrow(
      "Container events sets conflictResolutionPolicy, which infra/portal.ts does not carry to Azure",
    );
  });

  it("refuses stack settings that Azure would refuse later, naming each", () => {
    expect(() =>
      parseInfraSettings(
        (key) => ({ ...EXAMPLE_SETTINGS, prefix: "AQL-Retailer", entraClientId: "app" })[key],
      ),
    ).toThrow(
      /prefix: must be 3–16 lower-case letters and digits[\s\S]*entraClientId: must be the app registration's/,
    );
  });
});
