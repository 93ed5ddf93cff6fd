import { Outlet } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { can, messages, webRoutes, type Language } from "@aql-portal/shared";
import { useDialogs } from "../components/ui/dialogs";
import { notify } from "../components/ui/toaster";
import { saveLanguage } from "../features/auth/api/language";
import { useLogout } from "../features/auth/api/logout";
import { ResetNotice } from "../features/reset/components/reset-notice";
import { errorMessage } from "../lib/api-client";
import { useSession } from "../lib/auth/session-context";
import { chooseDeviceLanguage, shownLanguage } from "../lib/i18n";

/**
 * Who is signed in, as both modes' bars show them, their e-mail choices, their Logout (this device) and their Sign
 * out on every device: what a layout takes of the session. Someone who carries out inspections is warned first
 * when work of theirs is on this tablet only; it is never deleted (it stays theirs, and is sent when they sign in
 * again), while what the server has whole is forgotten, so the next person on a shared tablet finds nothing of it.
 */
export function useAccount() {
  const { role, user } = useSession();
  // Drawn again when the language changes.
  const { t } = useLingui();
  const logout = useLogout();
  const dialogs = useDialogs();
  const inspects = can(role.name, "inspections:perform");
  const signOut = async (everywhere: boolean) => {
    // Loaded here, not with every page: only inspectors keep work on a tablet (and it is kept for them offline,
    // INSPECTOR_PAGES). Should it not load, signing out deletes nothing anyway.
    const leaving = inspects
      ? await import("../features/inspection/offline/leaving").catch(() => null)
      : null;
    const unsent = leaving ? await leaving.unsentWorkOf(user.id).catch(() => null) : null;
    const work = leaving && unsent && unsent.inspections > 0 ? leaving.describeUnsentWork(unsent) : null;
    const workHere = work
      ? t`Your work on ${work} is on this tablet only. It stays here, kept for you alone, and is sent when you sign in again on this tablet; nothing is deleted.`
      : null;
    if (everywhere || workHere) {
      const sure = await dialogs.confirm({
        title: everywhere ? t`Sign out on every device?` : t`Sign out with work not sent?`,
        message: [everywhere ? messages.confirmLogoutEverywhere : null, workHere].filter(Boolean).join(" "),
        confirmLabel: everywhere ? t`Sign out everywhere` : t`Sign out`,
        cancelLabel: t`Stay signed in`,
      });
      if (!sure) return;
    }
    try {
      await leaving?.forgetSentWork(user.id).catch(() => undefined);
      await logout({ everywhere });
    } catch (error) {
      notify("error", errorMessage(error), messages.logoutEverywhereFailed, { action: "session" });
    }
  };
  return {
    user: { name: user.name, roleLabel: role.label },
    choicesPath: can(role.name, "notifications:read") ? webRoutes.notificationChoices : undefined,
    onLogout: () => void signOut(false),
    onLogoutEverywhere: () => void signOut(true),
    language: {
      shown: shownLanguage(),
      // Shown at once on this device; kept on the person's record for their other devices and e-mails, when the
      // API can be reached (offline, the next sign-in keeps the record's).
      choose: (language: Language) =>
        void chooseDeviceLanguage(language).then(() => saveLanguage(language).catch(() => undefined)),
    },
  };
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
