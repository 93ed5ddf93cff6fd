import { parseConfig } from "@aql-portal/api/config";
import { createServices, type CosmosServices } from "@aql-portal/api/services";
import { expect } from "vitest";
import { signIn } from "./sign-in";
import { stackInfo } from "./stack-info";

/**
 * The demo tenant the tests run against: its accounts, one a role, signed in once by a file that needs them
 * (`signInAll`); its services, for looking at what is stored; and codes no other run uses.
 */
export const ROLES = [
  "admin",
  "reviewer",
  "planner",
  "supplier",
  "inspector",
  "manager",
  "operator",
] as const;
export type Who = (typeof ROLES)[number];
export const PLANNERS = new Set<Who>(["admin", "reviewer", "planner"]);
export const TENANT = "demo";

const tokens: Partial<Record<Who, string>> = {};
const ids: Partial<Record<Who, string>> = {};
export async function signInAll(): Promise<void> {
  for (const who of ROLES) {
    const login = await signIn(`${who}@demo.local`);
    tokens[who] = login.accessToken;
    ids[who] = login.user.id;
  }
}
export const token = (who: Who) => tokens[who] ?? "";
export const userId = (who: Who) => ids[who] ?? "";

export const services = (): CosmosServices => createServices(parseConfig(stackInfo().apiEnv));
export const uniqueCode = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;

/**
 * Every item of a paged list, read page after page with its continuation tokens, each page checked to hold at
 * most `pageSize` items; `query` asks for one page. Stops after `maxPages`, so a token that never ends fails the
 * test instead of hanging it.
 */
export async function everyPage<T>(
  pageSize: number,
  query: (page: { pageSize: string; continuationToken?: string }) => Promise<{
    items: T[];
    continuationToken?: string | undefined;
  }>,
  maxPages = 20,
): Promise<T[]> {
  const items: T[] = [];
  let continuationToken: string | undefined;
  for (let pages = 0; pages === 0 || (continuationToken && pages < maxPages); pages++) {
    const page = await query({
      pageSize: String(pageSize),
      ...(continuationToken ? { continuationToken } : {}),
    });
    expect(page.items.length).toBeLessThanOrEqual(pageSize);
    items.push(...page.items);
    continuationToken = page.continuationToken;
  }
  return items;
}
