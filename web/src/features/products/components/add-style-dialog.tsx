import { useState, type FormEvent } from "react";
import {
  Button,
  CloseButton,
  Dialog,
  Field,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import { Modal } from "../../../components/ui/modal";
import { messages, type CommonItem, type Product } from "@aql-portal/shared";
import { notify } from "../../../components/ui/toaster";
import { ApiRequestError, errorMessage } from "../../../lib/api-client";
import { useCommonList } from "../../../lib/reference-data";
import { addProduct } from "../api/add-product";
import {
  EMPTY_ADD_STYLE,
  checkAddStyle,
  serverFieldErrors,
  type AddStyleErrors,
  type AddStyleField,
  type AddStyleValues,
} from "./add-style-values";
import { FailureAlert } from "../../../components/ui/failure-alert";

const AUDIENCES = [
  ["M", "Men"],
  ["W", "Women"],
  ["B", "Boys"],
  ["G", "Girls"],
] as const;

/** Categories by audience (the code's first letter, decisions.md), so ~80 options stay findable. */
function categoryGroups(categories: readonly CommonItem<"product-categories">[]) {
  const groups: { label: string; items: CommonItem<"product-categories">[] }[] = AUDIENCES.map(
    ([prefix, label]) => ({
      label,
      items: categories.filter((category) => category.code.startsWith(prefix)),
    }),
  );
  const rest = categories.filter(
    (category) => !AUDIENCES.some(([prefix]) => category.code.startsWith(prefix)),
  );
  if (rest.length > 0) groups.push({ label: "Other", items: rest });
  return groups.filter((group) => group.items.length > 0);
}

export interface AddStyleDialogProps {
  open: boolean;
  onClose: () => void;
  onAdded: (product: Product) => void;
}

/** Each try at adding a style: the newest outcome replaces the one on screen. */
const ADD_STYLE = { action: "add-style" };

/** Add style: a style entered by hand, checked in the browser with the schema the API checks with. */
export function AddStyleDialog({ open, onClose, onAdded }: AddStyleDialogProps) {
  return (
    <Modal open={open} onClose={onClose} size="lg">
      <AddStyleForm onAdded={onAdded} />
    </Modal>
  );
}

function AddStyleForm({ onAdded }: Pick<AddStyleDialogProps, "onAdded">) {
  const [values, setValues] = useState<AddStyleValues>(EMPTY_ADD_STYLE);
  const [errors, setErrors] = useState<AddStyleErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const categories = useCommonList("product-categories");
  const departments = useCommonList("departments");
  const suppliers = useCommonList("suppliers");

  const change = (field: AddStyleField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const checked = checkAddStyle(values);
    setFailure(null);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(form);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const added = await addProduct(checked.data);
      notify("success", messages.styleAdded, undefined, ADD_STYLE);
      onAdded(added);
    } catch (error) {
      const message = errorMessage(error);
      notify("error", message, messages.styleCannotBeAdded, ADD_STYLE);
      if (error instanceof ApiRequestError) {
        const fieldErrors = serverFieldErrors(error);
        // A style that exists already is about the code the planner typed.
        if (error.status === 409) fieldErrors.styleCode = "A style with this code exists already.";
        setErrors(fieldErrors);
        if (Object.keys(fieldErrors).length > 0) focusFirstError(form);
      }
      setFailure(message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Header>
        <Dialog.Title>Add style</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
          <Text color="fg.muted">
            Styles usually arrive with an import. Add one by hand to upload its size chart or group it before
            its orders come in.
          </Text>
          {failure ? <FailureAlert title={messages.styleCannotBeAdded} message={failure} /> : null}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
            <Field.Root invalid={errors.styleCode !== undefined} required disabled={submitting}>
              <Field.Label>
                Style Code
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                size="lg"
                value={values.styleCode}
                maxLength={40}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => change("styleCode", event.target.value)}
              />
              <Field.HelperText>Letters, digits and . - _ as on the order.</Field.HelperText>
              <Field.ErrorText>{errors.styleCode}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={errors.styleName !== undefined} required disabled={submitting}>
              <Field.Label>
                Style Name
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                size="lg"
                value={values.styleName}
                maxLength={120}
                autoComplete="off"
                onChange={(event) => change("styleName", event.target.value)}
              />
              <Field.ErrorText>{errors.styleName}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
          <Field.Root invalid={errors.productCategoryCode !== undefined} required disabled={submitting}>
            <Field.Label>
              Product category
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root size="lg">
              <NativeSelect.Field
                bg="bg"
                value={values.productCategoryCode}
                onChange={(event) => change("productCategoryCode", event.target.value)}
              >
                <option value="">{categories.isLoading ? "Loading categories…" : "Select a category"}</option>
                {categoryGroups(categories.data ?? []).map((group) => (
                  <optgroup key={group.label} label={group.label}>
                    {group.items.map((category) => (
                      <option key={category.id} value={category.code}>
                        {category.code} — {category.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>
              Decides the garment category, and which styles it can be grouped with.
            </Field.HelperText>
            <Field.ErrorText>{errors.productCategoryCode}</Field.ErrorText>
          </Field.Root>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
            <Field.Root invalid={errors.departmentId !== undefined} disabled={submitting}>
              <Field.Label>Department</Field.Label>
              <NativeSelect.Root size="lg">
                <NativeSelect.Field
                  bg="bg"
                  value={values.departmentId}
                  onChange={(event) => change("departmentId", event.target.value)}
                >
                  <option value="">{departments.isLoading ? "Loading…" : "None"}</option>
                  {(departments.data ?? []).map((department) => (
                    <option key={department.id} value={department.id}>
                      {department.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errors.departmentId}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={errors.supplierId !== undefined} disabled={submitting}>
              <Field.Label>Supplier</Field.Label>
              <NativeSelect.Root size="lg">
                <NativeSelect.Field
                  bg="bg"
                  value={values.supplierId}
                  onChange={(event) => change("supplierId", event.target.value)}
                >
                  <option value="">{suppliers.isLoading ? "Loading…" : "None"}</option>
                  {(suppliers.data ?? []).map((supplier) => (
                    <option key={supplier.id} value={supplier.id}>
                      {supplier.name} ({supplier.code})
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errors.supplierId}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" size="lg" disabled={submitting}>
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" colorPalette="brand" size="lg" loading={submitting} loadingText="Adding">
          Add style
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild disabled={submitting}>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </form>
  );
}

/** Moves focus to the first field with a message, so keyboard and screen-reader users land on it. */
function focusFirstError(form: HTMLFormElement): void {
  window.requestAnimationFrame(() => {
    form.querySelector<HTMLElement>("input[aria-invalid='true'], select[aria-invalid='true']")?.focus();
  });
}
