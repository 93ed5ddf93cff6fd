import { describe, expect, it } from "vitest";
import { createNotify, type ToastStore } from "./notify";

/** A toaster that records what it was asked to show and to dismiss. */
function fakeToaster() {
  const shown: { id: string; type: string; description: string; title: string | undefined }[] = [];
  const dismissed: string[] = [];
  const toaster: ToastStore = {
    create: (toast) => {
      const id = `toast-${shown.length + 1}`;
      shown.push({ id, ...toast });
      return id;
    },
    dismiss: (id) => void dismissed.push(id),
  };
  const onScreen = () => shown.filter((toast) => !dismissed.includes(toast.id)).map((t) => t.description);
  return { toaster, onScreen };
}

describe("notify", () => {
  it("replaces an action's earlier outcome with its newer one", () => {
    const { toaster, onScreen } = fakeToaster();
    const notify = createNotify(toaster);
    notify("success", "File uploaded successfully.", undefined, { action: "import" });
    notify("error", "Row 2: the PO number is missing.", "File upload Failed!", { action: "import" });
    expect(onScreen()).toEqual(["Row 2: the PO number is missing."]);
  });

  it("keeps the outcomes of different actions, and notifications of no action, side by side", () => {
    const { toaster, onScreen } = fakeToaster();
    const notify = createNotify(toaster);
    notify("success", "User blocked successfully.", undefined, { action: "user:1" });
    notify("success", "User deleted successfully.", undefined, { action: "user:2" });
    notify("info", "Nothing changed.");
    notify("info", "Nothing changed.");
    expect(onScreen()).toEqual([
      "User blocked successfully.",
      "User deleted successfully.",
      "Nothing changed.",
      "Nothing changed.",
    ]);
    notify("error", "Unable to unblock.", undefined, { action: "user:1" });
    expect(onScreen()).toEqual([
      "User deleted successfully.",
      "Nothing changed.",
      "Nothing changed.",
      "Unable to unblock.",
    ]);
  });
});
