/**
 * The secret `npm start` and `npm test` sign access tokens with: published in this repository, for local runs
 * only. The product never imports this file, so no deployment carries it; config.ts knows it by its digest, to
 * refuse it outside local runs.
 */
export const LOCAL_ACCESS_TOKEN_SECRET = "local-development-secret-not-for-production-use";
