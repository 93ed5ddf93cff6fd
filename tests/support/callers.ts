import type { Access } from "@aql-portal/api/app";
import { can, type RoleName } from "@aql-portal/shared";
import { signIn } from "./sign-in";

const DEMO = ["admin", "reviewer", "planner", "supplier", "inspector", "manager", "operator"] as const;
const callers: { role: RoleName; token: string }[] = [];

/** Forgets the sessions `signInCallers` made: its next call signs every account in again. */
export function forgetCallers(): void {
  callers.length = 0;
}

/** Signs every demo account in once (call in beforeAll). */
export async function signInCallers(): Promise<void> {
  if (callers.length > 0) return;
  for (const who of DEMO) {
    const login = await signIn(`${who}@demo.local`);
    callers.push({ role: login.user.role.name, token: login.accessToken });
  }
}

/** The token of a demo caller a route admits (none for a public route), so a test reaches past its 403. */
export function admittedToken(access: Access): string | undefined {
  if (access === "public") return undefined;
  const caller = callers.find((candidate) => can(candidate.role, access));
  if (!caller) throw new Error(`No demo account holds "${access}"`);
  return caller.token;
}
