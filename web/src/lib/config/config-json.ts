import { apiRoutes } from "@aql-portal/shared";

let request: Promise<unknown> | undefined;

/**
 * GET /api/config as plain JSON, fetched once per page. Free of zod on purpose: the landing page cannot
 * afford the full zod in its bundle budget, so it parses only what it shows (see page-title.ts) and leaves
 * the full parse to the lazily loaded sign-in code.
 */
export function fetchConfigJson(): Promise<unknown> {
  request ??= fetch(`/api/${apiRoutes.config}`, { headers: { accept: "application/json" } })
    .then(async (response): Promise<unknown> => {
      if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
      return response.json();
    })
    .catch((error: unknown) => {
      // A failed attempt must not stick: the next caller tries again.
      request = undefined;
      throw error;
    });
  return request;
}
