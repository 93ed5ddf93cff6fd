import { Outlet } from "react-router-dom";
import { useLogout } from "../features/auth/api/logout";
import { ResetNotice } from "../features/reset/components/reset-notice";
import { useSession } from "../lib/auth/session-context";

/** Who is signed in, as both modes' bars show them, and their Logout: what a layout takes of the session. */
export function useAccount() {
  const { role, user } = useSession();
  const logout = useLogout();
  return { user: { name: user.name, roleLabel: role.label }, onLogout: () => void logout() };
}

/** A shell's page: the environment reset's notice above it, in either mode. */
export function ShellPage() {
  return (
    <>
      <ResetNotice />
      <Outlet />
    </>
  );
}
