import type { ReactNode } from "react";
import {
  Checkbox,
  CheckboxGroup,
  Field,
  Fieldset,
  NativeSelect,
  RadioCard,
  SimpleGrid,
  Skeleton,
} from "@chakra-ui/react";
import { PLATFORMS, ROLES, type CommonItem, type MetaItem, type RoleName } from "@aql-portal/shared";
import type { UserFormValues } from "./user-form-values";

/**
 * The user fields the add/edit form and the approve dialog share. Touch targets are at least 40 px high:
 * administrators approve people from a tablet too.
 */
interface FieldProps {
  error?: string | undefined;
  disabled?: boolean | undefined;
  helper?: ReactNode;
}

export function RoleField({
  value,
  roles,
  onChange,
  error,
  disabled,
  helper,
}: FieldProps & {
  value: RoleName | "";
  roles: readonly RoleName[];
  onChange: (role: RoleName | "") => void;
}) {
  // A role outside the list (your own, shown but locked) still has to read correctly.
  const options = value !== "" && !roles.includes(value) ? [value, ...roles] : roles;
  return (
    <Field.Root invalid={error !== undefined} required disabled={disabled}>
      <Field.Label>
        Role
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field
          bg="bg"
          value={value}
          onChange={(event) => {
            const next = options.find((role) => role === event.target.value);
            onChange(next ?? "");
          }}
        >
          <option value="">Select a role</option>
          {options.map((role) => (
            <option key={role} value={role}>
              {ROLES[role].label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export function SupplierField({
  value,
  suppliers,
  loading,
  onChange,
  error,
  disabled,
}: FieldProps & {
  value: string;
  suppliers: readonly CommonItem<"suppliers">[];
  loading: boolean;
  onChange: (supplierId: string) => void;
}) {
  return (
    <Field.Root invalid={error !== undefined} required disabled={disabled}>
      <Field.Label>
        Supplier
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field bg="bg" value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{loading ? "Loading suppliers…" : "Select a supplier"}</option>
          {suppliers.map((supplier) => (
            <option key={supplier.id} value={supplier.id}>
              {supplier.name} ({supplier.country})
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText>Supplier users see only this supplier’s inspections and reports.</Field.HelperText>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export function LocationsField({
  value,
  locations,
  loading,
  onChange,
  error,
  disabled,
  columns = { base: 1, sm: 2, lg: 4 },
}: FieldProps & {
  value: readonly string[];
  locations: readonly MetaItem<"locations">[];
  loading: boolean;
  onChange: (locationIds: string[]) => void;
  columns?: { base: number; sm?: number; md?: number; lg?: number };
}) {
  return (
    <Fieldset.Root invalid={error !== undefined} disabled={disabled}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium" color="fg">
        Locations
      </Fieldset.Legend>
      <Fieldset.HelperText mt="0">
        Where they work. Optional: leave all unticked for head-office staff.
      </Fieldset.HelperText>
      <Fieldset.Content mt="1">
        {loading ? (
          <SimpleGrid columns={columns} gap="2">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} height="10" borderRadius="md" />
            ))}
          </SimpleGrid>
        ) : (
          <CheckboxGroup value={[...value]} onValueChange={onChange} disabled={disabled}>
            <SimpleGrid columns={columns} gap="2">
              {locations.map((location) => (
                <Checkbox.Root
                  key={location.id}
                  value={location.id}
                  colorPalette="brand"
                  minH="10"
                  px="3"
                  borderWidth="1px"
                  borderRadius="md"
                  bg="bg"
                  cursor="pointer"
                  _checked={{ borderColor: "brand.solid", bg: "brand.subtle" }}
                  _hover={{ borderColor: "border.emphasized" }}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label flex="1" py="2">
                    {location.name}
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
          </CheckboxGroup>
        )}
      </Fieldset.Content>
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

const PLATFORM_HINTS: Readonly<Record<keyof typeof PLATFORMS, string>> = {
  1: "The inspection app on a tablet",
  2: "This portal in a browser",
  3: "The tablet app and the portal",
};

export function PlatformField({
  value,
  onChange,
  error,
  disabled,
}: FieldProps & {
  value: UserFormValues["platform"];
  onChange: (platform: UserFormValues["platform"]) => void;
}) {
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
          Platform
        </RadioCard.Label>
        <SimpleGrid columns={3} gap="2">
          {(["1", "2", "3"] as const).map((platform) => (
            <RadioCard.Item key={platform} value={platform} bg="bg" minH="10">
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl py="2" px="3">
                <RadioCard.ItemContent>
                  <RadioCard.ItemText>{PLATFORMS[platform]}</RadioCard.ItemText>
                  <RadioCard.ItemDescription hideBelow="md">
                    {PLATFORM_HINTS[platform]}
                  </RadioCard.ItemDescription>
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
