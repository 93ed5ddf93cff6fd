import { createContext, use } from "react";
import type { Session } from "./session";

/** The signed-in session, provided by the start guard to everything behind it. */
export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error("useSession() is only available behind the start guard");
  return session;
}
