/** A notification's type, as the toaster draws it. */
export type ToastKind = "success" | "error" | "info" | "warning";

export interface NotifyOptions {
  /**
   * The action this is an outcome of ("import", `user:${id}`): a newer outcome of the same action replaces the
   * one still on screen, so "File uploaded successfully." never stands above "File upload Failed!".
   */
  action?: string;
}

/** The part of Chakra's toaster notifications need. */
export interface ToastStore {
  create: (toast: {
    type: ToastKind;
    description: string;
    title: string | undefined;
    closable: boolean;
  }) => string;
  dismiss: (id: string) => void;
}

/**
 * `notify` over a toaster. Each notification is a new toast, with its full time on screen; one with an action
 * first dismisses the toast of that action's previous outcome. (Updating that toast in place instead, by a
 * shared id, would keep the older toast's remaining time when the type stays the same, and would be lost on a
 * toast already leaving: zag's toast ignores updates while it animates out.)
 */
export function createNotify(toaster: ToastStore) {
  const latestOf = new Map<string, string>();
  return function notify(
    kind: ToastKind,
    message: string,
    title?: string,
    options: NotifyOptions = {},
  ): void {
    const id = toaster.create({ type: kind, description: message, title, closable: true });
    const { action } = options;
    if (action === undefined) return;
    const previous = latestOf.get(action);
    if (previous !== undefined && previous !== id) toaster.dismiss(previous);
    latestOf.set(action, id);
  };
}
