import type { ReactNode } from "react";
import { Alert, CheckboxGroup, Fieldset, RadioCard, SimpleGrid, Skeleton } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { PLATFORMS, ROLES, messages, type RoleName } from "@aql-portal/shared";
import { CardCheckbox } from "../../../components/ui/card-checkbox";
import { FormField } from "../../../components/ui/form-field";
import { Select } from "../../../components/ui/select";
import { useCommonList, useMetaList } from "../../../lib/reference-data";
import type { UserFormValues } from "./user-form-values";

/**
 * The user fields the add/edit form and the approve dialog share, each bound to its form (useFormFields' bind)
 * and reading the lists it offers itself. Touch targets are at least 40 px high: administrators approve people
 * from a tablet too.
 */
interface FieldProps<T> {
  value: T;
  onChange: (value: T) => void;
  error?: string | undefined;
  disabled?: boolean | undefined;
  helper?: ReactNode;
}

export function RoleField({
  value,
  roles,
  onChange,
  ...field
}: FieldProps<RoleName | ""> & { roles: readonly RoleName[] }) {
  const { t } = useLingui();
  // A role outside the list (your own, shown but locked) still has to read correctly.
  const options = value !== "" && !roles.includes(value) ? [value, ...roles] : roles;
  return (
    <FormField label={t`Role`} required {...field}>
      <Select
        value={value}
        onChange={(chosen) => onChange(options.find((role) => role === chosen) ?? "")}
        placeholder={t`Select a role`}
        options={options.map((role) => ({ value: role, label: ROLES[role].label }))}
      />
    </FormField>
  );
}

export function SupplierField({ value, onChange, ...field }: FieldProps<string>) {
  const { t } = useLingui();
  const suppliers = useCommonList("suppliers");
  return (
    <FormField
      label={t`Supplier`}
      required
      helper={t`Supplier users see only this supplier’s inspections and reports.`}
      {...field}
    >
      <Select
        value={value}
        onChange={onChange}
        placeholder={suppliers.isLoading ? t`Loading suppliers…` : t`Select a supplier`}
        options={(suppliers.data ?? []).map((supplier) => ({
          value: supplier.id,
          label: `${supplier.name} (${supplier.country})`,
        }))}
      />
    </FormField>
  );
}

/** Where someone works: the tenant's locations, ticked; a warning when they cannot be read. */
export function LocationsField({
  value,
  onChange,
  error,
  disabled,
  columns = { base: 1, sm: 2, lg: 4 },
}: FieldProps<string[]> & { columns?: { base: number; sm?: number; md?: number; lg?: number } }) {
  const locations = useMetaList("locations");
  return (
    <>
      <Fieldset.Root invalid={error !== undefined} disabled={disabled}>
        <Fieldset.Legend fontSize="sm" fontWeight="medium" color="fg">
          <Trans>Locations</Trans>
        </Fieldset.Legend>
        <Fieldset.HelperText mt="0">
          <Trans>Where they work. Optional: leave all unticked for head-office staff.</Trans>
        </Fieldset.HelperText>
        <Fieldset.Content mt="1">
          {locations.isLoading ? (
            <SimpleGrid columns={columns} gap="2">
              {Array.from({ length: 4 }, (_, index) => (
                <Skeleton key={index} height="10" borderRadius="md" />
              ))}
            </SimpleGrid>
          ) : (
            <CheckboxGroup value={[...value]} onValueChange={onChange} disabled={disabled}>
              <SimpleGrid columns={columns} gap="2">
                {(locations.data ?? []).map((location) => (
                  <CardCheckbox key={location.id} value={location.id}>
                    {location.name}
                  </CardCheckbox>
                ))}
              </SimpleGrid>
            </CheckboxGroup>
          )}
        </Fieldset.Content>
        <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
      </Fieldset.Root>
      {locations.error ? (
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Title>{messages.failedToFetchLocations}</Alert.Title>
        </Alert.Root>
      ) : null}
    </>
  );
}

export function PlatformField({ value, onChange, error, disabled }: FieldProps<UserFormValues["platform"]>) {
  const { t } = useLingui();
  const hints: Readonly<Record<keyof typeof PLATFORMS, string>> = {
    1: t`The inspection app on a tablet`,
    2: t`This portal in a browser`,
    3: t`The tablet app and the portal`,
  };
  return (
    <Fieldset.Root invalid={error !== undefined} disabled={disabled}>
      <RadioCard.Root
        value={value === "" ? null : value}
        onValueChange={(details) => {
          const next = (["1", "2", "3"] as const).find((platform) => platform === details.value);
          onChange(next ?? "");
        }}
        colorPalette="brand"
        size="sm"
        disabled={disabled}
        aria-invalid={error !== undefined}
      >
        <RadioCard.Label fontSize="sm" fontWeight="medium" color="fg">
          <Trans>Platform</Trans>
        </RadioCard.Label>
        <SimpleGrid columns={3} gap="2">
          {(["1", "2", "3"] as const).map((platform) => (
            <RadioCard.Item key={platform} value={platform} bg="bg" minH="10">
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl py="2" px="3">
                <RadioCard.ItemContent>
                  <RadioCard.ItemText>{PLATFORMS[platform]}</RadioCard.ItemText>
                  <RadioCard.ItemDescription hideBelow="md">{hints[platform]}</RadioCard.ItemDescription>
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </SimpleGrid>
      </RadioCard.Root>
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
