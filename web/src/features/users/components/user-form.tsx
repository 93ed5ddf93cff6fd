import { useState, type FormEvent, type ReactNode } from "react";
import { Button, chakra, SimpleGrid, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { assignableRoles, type CreateUser, type RoleName } from "@aql-portal/shared";
import { TextField } from "../../../components/ui/form-field";
import { PanelFooter } from "../../../components/ui/panel-footer";
import { focusFirstError, useFormFields } from "../../../lib/forms";
import { LocationsField, PlatformField, RoleField, SupplierField } from "./user-fields";
import { checkUserForm, type UserFieldErrors, type UserFormValues } from "./user-form-values";

export interface UserFormProps {
  initial: UserFormValues;
  /** The signed-in administrator's role: no one hands out a role above their own. */
  actorRole: RoleName;
  /** Set when the role may not change (your own account): the select is disabled with this hint. */
  roleLockedHint?: string | undefined;
  /** Shown under the role select otherwise. */
  roleHelper?: ReactNode;
  submitLabel: string;
  /**
   * Sends the checked values. Resolves with the server's field errors to show (or nothing on success);
   * the form keeps what was typed either way.
   */
  onSubmit: (input: CreateUser) => Promise<UserFieldErrors | undefined>;
  onCancel: () => void;
  /** A message above the fields: why the last save failed, or that the user changed meanwhile. */
  notice?: ReactNode;
  /** Disables every input and the submit button (e.g. the user is deleted). */
  readOnly?: boolean;
}

/** Add user and edit user: one form, checked in the browser with the schema the API checks with. */
export function UserForm({
  initial,
  actorRole,
  roleLockedHint,
  roleHelper,
  submitLabel,
  onSubmit,
  onCancel,
  notice,
  readOnly = false,
}: UserFormProps) {
  const { t } = useLingui();
  const { values, setErrors, bind } = useFormFields<UserFormValues>(initial);
  const [submitting, setSubmitting] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || readOnly) return;
    const checked = checkUserForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(event.currentTarget);
      return;
    }
    setErrors({});
    setSubmitting(true);
    const form = event.currentTarget;
    void onSubmit(checked.data)
      .then((serverErrors) => {
        if (serverErrors && Object.keys(serverErrors).length > 0) {
          setErrors(serverErrors);
          focusFirstError(form);
        }
      })
      .finally(() => setSubmitting(false));
  };

  return (
    <chakra.form onSubmit={submit} noValidate layerStyle="panel" boxShadow="xs" maxW="880px">
      <Stack gap="6" p={{ base: "5", md: "8" }}>
        {notice}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField
            label={t`Name`}
            required
            disabled={readOnly}
            size="lg"
            maxLength={100}
            {...bind("name")}
          />
          <TextField
            label={t`Email`}
            required
            disabled={readOnly}
            size="lg"
            type="email"
            inputMode="email"
            maxLength={254}
            helper={t`Their work account: they sign in with it.`}
            {...bind("email")}
          />
          <RoleField
            {...bind("role")}
            roles={assignableRoles(actorRole)}
            disabled={readOnly || roleLockedHint !== undefined}
            helper={roleLockedHint ?? roleHelper}
          />
          {values.role === "SUPPLIER" ? <SupplierField {...bind("supplierId")} disabled={readOnly} /> : null}
        </SimpleGrid>
        <PlatformField {...bind("platform")} disabled={readOnly} />
        <LocationsField {...bind("locationIds")} disabled={readOnly} />
      </Stack>
      <PanelFooter px={{ base: "5", md: "8" }}>
        <Button type="button" variant="outline" size="lg" onClick={onCancel} disabled={submitting}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          loading={submitting}
          loadingText={t`Saving`}
          disabled={readOnly}
        >
          {submitLabel}
        </Button>
      </PanelFooter>
    </chakra.form>
  );
}
