import { useState, type FormEvent } from "react";
import { Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { messages, type CommonItem, type Product } from "@aql-portal/shared";
import { DialogForm } from "../../../components/ui/dialog-form";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { FormField } from "../../../components/ui/form-field";
import { Modal } from "../../../components/ui/modal";
import { Select } from "../../../components/ui/select";
import { notify } from "../../../components/ui/toaster";
import { ApiRequestError, errorMessage } from "../../../lib/api-client";
import { fieldErrorsFromServer, focusFirstError } from "../../../lib/forms";
import { useCommonList } from "../../../lib/reference-data";
import { addProduct } from "../api/add-product";
import {
  EMPTY_ADD_STYLE,
  addStyleLabels,
  checkAddStyle,
  type AddStyleErrors,
  type AddStyleField,
  type AddStyleValues,
} from "./add-style-values";

/** Who a category is for, by its code's first letter (decisions.md). */
const audiences = () =>
  [
    ["M", t`Men`],
    ["W", t`Women`],
    ["B", t`Boys`],
    ["G", t`Girls`],
  ] as const;

/** Categories by audience (the code's first letter, decisions.md), so ~80 options stay findable. */
function categoryGroups(categories: readonly CommonItem<"product-categories">[]) {
  const byAudience = audiences();
  const option = (category: CommonItem<"product-categories">) => ({
    value: category.code,
    label: `${category.code} — ${category.name}`,
  });
  const groups = byAudience.map(([prefix, label]) => ({
    label,
    options: categories.filter((category) => category.code.startsWith(prefix)).map(option),
  }));
  const rest = categories.filter(
    (category) => !byAudience.some(([prefix]) => category.code.startsWith(prefix)),
  );
  return [...groups, { label: t`Other`, options: rest.map(option) }].filter(
    (group) => group.options.length > 0,
  );
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
  const { t } = useLingui();
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

  /** The choices the style may be without: their options, once read. */
  const optional = {
    departmentId: {
      isLoading: departments.isLoading,
      options: (departments.data ?? []).map((department) => ({
        value: department.id,
        label: department.name,
      })),
    },
    supplierId: {
      isLoading: suppliers.isLoading,
      options: (suppliers.data ?? []).map((supplier) => ({
        value: supplier.id,
        label: `${supplier.name} (${supplier.code})`,
      })),
    },
  };

  /** A field of the form: its label, and its message once checked. */
  const field = (name: AddStyleField) => ({
    label: addStyleLabels()[name],
    error: errors[name],
    disabled: submitting,
  });

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
        const fieldErrors: AddStyleErrors = fieldErrorsFromServer(error.fieldErrors, addStyleLabels()).fields;
        // A style that exists already is about the code the planner typed.
        if (error.status === 409) fieldErrors.styleCode = t`A style with this code exists already.`;
        setErrors(fieldErrors);
        if (Object.keys(fieldErrors).length > 0) focusFirstError(form);
      }
      setFailure(message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <DialogForm
      title={t`Add style`}
      onSubmit={(event) => void submit(event)}
      submitting={submitting}
      submitLabel={t`Add style`}
      submittingLabel={t`Adding`}
      buttonSize="lg"
    >
      <Stack gap="5">
        <Text color="fg.muted">
          <Trans>
            Styles usually arrive with an import. Add one by hand to upload its size chart or group it before
            its orders come in.
          </Trans>
        </Text>
        {failure ? <FailureAlert title={messages.styleCannotBeAdded} message={failure} /> : null}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <FormField {...field("styleCode")} required helper={t`Letters, digits and . - _ as on the order.`}>
            <Input
              size="lg"
              value={values.styleCode}
              maxLength={40}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => change("styleCode", event.target.value)}
            />
          </FormField>
          <FormField {...field("styleName")} required>
            <Input
              size="lg"
              value={values.styleName}
              maxLength={120}
              autoComplete="off"
              onChange={(event) => change("styleName", event.target.value)}
            />
          </FormField>
        </SimpleGrid>
        <FormField
          {...field("productCategoryCode")}
          required
          helper={t`Decides the garment category, and which styles it can be grouped with.`}
        >
          <Select
            value={values.productCategoryCode}
            onChange={(code) => change("productCategoryCode", code)}
            placeholder={categories.isLoading ? t`Loading categories…` : t`Select a category`}
            options={categoryGroups(categories.data ?? [])}
          />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          {(["departmentId", "supplierId"] as const).map((name) => (
            <FormField key={name} {...field(name)}>
              <Select
                value={values[name]}
                onChange={(id) => change(name, id)}
                placeholder={optional[name].isLoading ? t`Loading…` : t`None`}
                options={optional[name].options}
              />
            </FormField>
          ))}
        </SimpleGrid>
      </Stack>
    </DialogForm>
  );
}
