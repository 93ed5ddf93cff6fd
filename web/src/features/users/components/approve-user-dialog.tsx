import { useState, type FormEvent } from "react";
import { Button, CloseButton, Dialog, Stack, Text } from "@chakra-ui/react";
import { Modal } from "../../../components/ui/modal";
import { assignableRoles, type RoleName, type User } from "@aql-portal/shared";
import { useCommonList, useMetaList } from "../../../lib/reference-data";
import { LocationsField, RoleField, SupplierField } from "./user-fields";
import {
  checkApproval,
  type ApproveChange,
  type ApproveValues,
  type UserField,
  type UserFieldErrors,
} from "./user-form-values";

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
  const [values, setValues] = useState<ApproveValues>({
    role: "",
    locationIds: user.locations.map((location) => location.id),
    supplierId: user.supplier?.id ?? "",
  });
  const [errors, setErrors] = useState<UserFieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const locations = useMetaList("locations");
  const suppliers = useCommonList("suppliers");

  const change = <F extends keyof ApproveValues & UserField>(field: F, value: ApproveValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

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
    <form onSubmit={submit} noValidate>
      <Dialog.Header>
        <Dialog.Title>Approve {user.name}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
          <Text color="fg.muted">
            {user.email} is waiting to use the portal. Choose what they may do: they can sign in as soon as
            you approve them.
          </Text>
          <RoleField
            value={values.role}
            roles={assignableRoles(actorRole)}
            onChange={(role) => change("role", role)}
            error={errors.role}
            disabled={submitting}
          />
          {values.role === "SUPPLIER" ? (
            <SupplierField
              value={values.supplierId}
              suppliers={suppliers.data ?? []}
              loading={suppliers.isLoading}
              onChange={(supplierId) => change("supplierId", supplierId)}
              error={errors.supplierId}
              disabled={submitting}
            />
          ) : null}
          <LocationsField
            value={values.locationIds}
            locations={locations.data ?? []}
            loading={locations.isLoading}
            onChange={(locationIds) => change("locationIds", locationIds)}
            error={errors.locationIds}
            disabled={submitting}
            columns={{ base: 1, sm: 2 }}
          />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" size="lg" disabled={submitting}>
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" colorPalette="brand" size="lg" loading={submitting} loadingText="Approving">
          Approve
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild disabled={submitting}>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </form>
  );
}
