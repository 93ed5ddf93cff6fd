import { Outlet } from "react-router-dom";
import { can, formatCountOf } from "@aql-portal/shared";
import { useDialogs } from "../components/ui/dialogs";
import { useLogout } from "../features/auth/api/logout";
import { ResetNotice } from "../features/reset/components/reset-notice";
import { useSession } from "../lib/auth/session-context";

/**
 * Who is signed in, as both modes' bars show them, and their Logout: what a layout takes of the session. Someone
 * who carries out inspections is warned first when work of theirs is on this tablet only; it is never deleted
 * (it stays theirs, and is sent when they sign in again), while what the server has whole is forgotten, so the
 * next person on a shared tablet finds nothing of it.
 */
export function useAccount() {
  const { role, user } = useSession();
  const logout = useLogout();
  const dialogs = useDialogs();
  const inspects = can(role.name, "inspections:perform");
  const signOut = async () => {
    // Loaded here, not with every page: only inspectors keep work on a tablet (and it is kept for them offline,
    // INSPECTOR_PAGES). Should it not load, signing out deletes nothing anyway.
    const leaving = inspects
      ? await import("../features/inspection/offline/leaving").catch(() => null)
      : null;
    if (leaving) {
      const { forgetSentWork, unsentWorkOf } = leaving;
      const unsent = await unsentWorkOf(user.id).catch(() => null);
      if (unsent && unsent.inspections > 0) {
        const photos = unsent.photos > 0 ? ` and ${formatCountOf(unsent.photos, "photo")}` : "";
        const sure = await dialogs.confirm({
          title: "Sign out with work not sent?",
          message: `Your work on ${formatCountOf(unsent.inspections, "inspection")}${photos} is on this tablet only. It stays here, kept for you alone, and is sent when you sign in again on this tablet; nothing is deleted.`,
          confirmLabel: "Sign out",
          cancelLabel: "Stay signed in",
        });
        if (!sure) return;
      }
      await forgetSentWork(user.id).catch(() => undefined);
    }
    await logout();
  };
  return { user: { name: user.name, roleLabel: role.label }, onLogout: () => void signOut() };
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
