import { parseConfig } from "@aql-portal/api/config";
import { createServices } from "@aql-portal/api/services";
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

export const services = () => createServices(parseConfig(stackInfo().apiEnv));
export const uniqueCode = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
