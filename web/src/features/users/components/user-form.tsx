import { useState, type FormEvent, type ReactNode } from "react";
import { Alert, Button, chakra, Field, Flex, Input, SimpleGrid, Stack } from "@chakra-ui/react";
import { assignableRoles, messages, type CreateUser, type RoleName } from "@aql-portal/shared";
import { useCommonList, useMetaList } from "../../../lib/reference-data";
import { LocationsField, PlatformField, RoleField, SupplierField } from "./user-fields";
import { checkUserForm, type UserField, type UserFieldErrors, type UserFormValues } from "./user-form-values";
import { focusFirstError } from "../../../lib/forms";

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
  const [values, setValues] = useState<UserFormValues>(initial);
  const [errors, setErrors] = useState<UserFieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const locations = useMetaList("locations");
  const suppliers = useCommonList("suppliers");
  const roles = assignableRoles(actorRole);

  const change = <F extends UserField>(field: F, value: UserFormValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A field's message stays until that field changes.
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

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
    <chakra.form
      onSubmit={submit}
      noValidate
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      borderRadius="xl"
      boxShadow="xs"
      maxW="880px"
    >
      <Stack gap="6" p={{ base: "5", md: "8" }}>
        {notice}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <Field.Root invalid={errors.name !== undefined} required disabled={readOnly}>
            <Field.Label>
              Name
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              size="lg"
              value={values.name}
              maxLength={100}
              autoComplete="off"
              onChange={(event) => change("name", event.target.value)}
            />
            <Field.ErrorText>{errors.name}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={errors.email !== undefined} required disabled={readOnly}>
            <Field.Label>
              Email
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              size="lg"
              type="email"
              inputMode="email"
              value={values.email}
              maxLength={254}
              autoComplete="off"
              onChange={(event) => change("email", event.target.value)}
            />
            <Field.HelperText>Their work account: they sign in with it.</Field.HelperText>
            <Field.ErrorText>{errors.email}</Field.ErrorText>
          </Field.Root>
          <RoleField
            value={values.role}
            roles={roles}
            onChange={(role) => change("role", role)}
            error={errors.role}
            disabled={readOnly || roleLockedHint !== undefined}
            helper={roleLockedHint ?? roleHelper}
          />
          {values.role === "SUPPLIER" ? (
            <SupplierField
              value={values.supplierId}
              suppliers={suppliers.data ?? []}
              loading={suppliers.isLoading}
              onChange={(supplierId) => change("supplierId", supplierId)}
              error={errors.supplierId}
              disabled={readOnly}
            />
          ) : null}
        </SimpleGrid>
        <PlatformField
          value={values.platform}
          onChange={(platform) => change("platform", platform)}
          error={errors.platform}
          disabled={readOnly}
        />
        <LocationsField
          value={values.locationIds}
          locations={locations.data ?? []}
          loading={locations.isLoading}
          onChange={(locationIds) => change("locationIds", locationIds)}
          error={errors.locationIds}
          disabled={readOnly}
        />
        {locations.error ? (
          <Alert.Root status="warning" size="sm">
            <Alert.Indicator />
            <Alert.Title>{messages.failedToFetchLocations}</Alert.Title>
          </Alert.Root>
        ) : null}
      </Stack>
      <Flex
        justify="flex-end"
        gap="3"
        px={{ base: "5", md: "8" }}
        py="4"
        borderTopWidth="1px"
        borderColor="border"
        bg="bg.subtle"
        borderBottomRadius="xl"
      >
        <Button type="button" variant="outline" size="lg" onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          loading={submitting}
          loadingText="Saving"
          disabled={readOnly}
        >
          {submitLabel}
        </Button>
      </Flex>
    </chakra.form>
  );
}
