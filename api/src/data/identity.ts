import { DefaultAzureCredential, type TokenCredential } from "@azure/identity";

let credential: TokenCredential | undefined;

/**
 * The identity the process reaches Cosmos DB and Storage as when it has no keys: the Function App's managed
 * identity in Azure, an operator's `az login` for the one-time commands (DefaultAzureCredential tries both).
 * Made once per process, so its tokens are cached and renewed for every client.
 */
export function managedIdentity(): TokenCredential {
  credential ??= new DefaultAzureCredential();
  return credential;
}
