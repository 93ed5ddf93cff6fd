import * as pulumi from "@pulumi/pulumi";
import { portalInfrastructure } from "./portal";
import { parseInfraSettings } from "./settings";

// The Pulumi program (`pulumi up` in infra/): the stack's settings, checked, then the portal's resources.
const config = new pulumi.Config();
const outputs = portalInfrastructure(
  parseInfraSettings((key) => {
    // Settings are stored as text: numbers, lists and objects as JSON, names as they are.
    const raw = config.get(key);
    if (raw === undefined) return undefined;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return raw;
    }
  }),
);

export const resourceGroupName = outputs.resourceGroupName;
export const webUrl = outputs.webUrl;
export const staticWebAppName = outputs.staticWebAppName;
export const functionAppName = outputs.functionAppName;
export const keyVaultName = outputs.keyVaultName;
export const cosmosEndpoint = outputs.cosmosEndpoint;
export const storageBlobEndpoint = outputs.storageBlobEndpoint;
export const storageQueueEndpoint = outputs.storageQueueEndpoint;
export const applicationInsightsName = outputs.applicationInsightsName;
