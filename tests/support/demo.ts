import { parseConfig } from "@aql-portal/api/config";
import { createServices, type CosmosServices } from "@aql-portal/api/services";
import { expect } from "vitest";
import type { RoleName } from "@aql-portal/shared";
import { api, signIn } from "./sign-in";
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
/** When this process last signed every account in: its sessions are used again for half their hour. */
let signedInAt = 0;
const REUSE_MS = 30 * 60_000;
/** Forgets the sessions `signInAll` made: its next call signs every account in again. */
export function forgetSignIns(): void {
  signedInAt = 0;
}
/**
 * Signs every demo account in, once per process (a Playwright worker, a Vitest file) and again after half an
 * hour: each is a session of its own, which a logout elsewhere does not end.
 */
export async function signInAll(): Promise<void> {
  if (Date.now() - signedInAt < REUSE_MS) return;
  await Promise.all(
    ROLES.map(async (who) => {
      const login = await signIn(`${who}@demo.local`);
      tokens[who] = login.accessToken;
      ids[who] = login.user.id;
    }),
  );
  signedInAt = Date.now();
}
/**
 * Someone of a test's own, signed in: e.g. an inspector whose plan holds only that test's lots, whatever the
 * other tests running beside it assign to the demo inspector.
 */
export interface Person {
  id: string;
  email: string;
  token: string;
}
/** Who makes a call: a demo account (signed in by signInAll) or a person of the test's own. */
export type Caller = Who | Person;
export const token = (caller: Caller) => (typeof caller === "string" ? (tokens[caller] ?? "") : caller.token);
export const userId = (caller: Caller) => (typeof caller === "string" ? (ids[caller] ?? "") : caller.id);

/** A new, approved user of `role` (of `supplierId`, for a supplier), added by the demo administrator, and signed in. */
export async function newPerson(role: RoleName, name = "Test Person", supplierId?: string): Promise<Person> {
  await signInAll();
  const email = `${role.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@e2e.test`;
  const added = await api("users", {
    method: "POST",
    token: token("admin"),
    body: { name, email, role, locationIds: [], platform: 2, ...(supplierId ? { supplierId } : {}) },
  });
  expect(added.status, await added.clone().text()).toBe(201);
  const login = await signIn(email);
  return { id: login.user.id, email, token: login.accessToken };
}

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
