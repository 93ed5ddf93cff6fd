/** The least complete settings parseConfig accepts: a local stack's, signing in through its OIDC provider. */
export const MINIMAL_SETTINGS = {
  COSMOS_ENDPOINT: "http://127.0.0.1:8081",
  COSMOS_KEY: "key",
  STORAGE_CONNECTION_STRING: "UseDevelopmentStorage=true",
  AUTH_MODE: "oidc",
  AUTH_ISSUER: "http://localhost:4010",
  AUTH_CLIENT_ID: "client",
  ACCESS_TOKEN_SECRET: "s".repeat(32),
};
