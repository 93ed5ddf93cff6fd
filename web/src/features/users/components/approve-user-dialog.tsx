import { useState, type FormEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import { DialogForm } from "../../../components/ui/dialog-form";
import { Modal } from "../../../components/ui/modal";
import { assignableRoles, type RoleName, type User } from "@aql-portal/shared";
import { useFormFields } from "../../../lib/forms";
import { LocationsField, RoleField, SupplierField } from "./user-fields";
import { checkApproval, type ApproveChange, type ApproveValues } from "./user-form-values";

export interface ApproveUserDialogProps {
  /** The user to approve; null closes the dialog. */
  user: User | null;
  actorRole: RoleName;
  onClose: () => void;
  /** Sends the approval; resolves true when it went through (the dialog then closes). */
  onApprove: (user: User, change: ApproveChange) => Promise<boolean>;
}

/** Approve: the administrator decides as what someone may use the portal, and where. */
export function ApproveUserDialog({ user, actorRole, onClose, onApprove }: ApproveUserDialogProps) {
  return (
    <Modal open={user !== null} onClose={onClose} size="lg">
      {user ? <ApproveForm key={user.id} user={user} actorRole={actorRole} onApprove={onApprove} /> : null}
    </Modal>
  );
}

function ApproveForm({
  user,
  actorRole,
  onApprove,
}: Omit<ApproveUserDialogProps, "user" | "onClose"> & { user: User }) {
  const { t } = useLingui();
  const { name, email } = user;
  const { values, setErrors, bind } = useFormFields<ApproveValues>({
    role: "",
    locationIds: user.locations.map((location) => location.id),
    supplierId: user.supplier?.id ?? "",
  });
  const [submitting, setSubmitting] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkApproval(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setSubmitting(true);
    void onApprove(user, checked.data).finally(() => setSubmitting(false));
  };

  return (
    <DialogForm
      title={t`Approve ${name}`}
      intro={t`${email} is waiting to use the portal. Choose what they may do: they can sign in as soon as you approve them.`}
      onSubmit={submit}
      submitting={submitting}
      submitLabel={t`Approve`}
      submittingLabel={t`Approving`}
      buttonSize="lg"
    >
      <RoleField {...bind("role")} roles={assignableRoles(actorRole)} disabled={submitting} />
      {values.role === "SUPPLIER" ? <SupplierField {...bind("supplierId")} disabled={submitting} /> : null}
      <LocationsField {...bind("locationIds")} disabled={submitting} columns={{ base: 1, sm: 2 }} />
    </DialogForm>
  );
}
