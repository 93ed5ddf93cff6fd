import { useCallback, useState } from "react";
import type { FieldError } from "./api-client";

/*
 * What every form does with its values and messages, once: a field's message as a sentence, the API's field
 * errors on the form's fields, focus on the first field that has one, and the values being edited.
 */

/** A field's messages, by field. */
export type FieldErrors<V> = Partial<Record<keyof V, string>>;

/**
 * A form's values and its fields' messages. `change` sets a value and clears that field's message (a message
 * stays until its field changes); `bind(field)` is what a field component takes: its value, its change and its
 * message.
 */
export function useFormFields<V extends object>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const change = useCallback(<F extends keyof V>(field: F, value: V[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }, []);
  const bind = <F extends keyof V>(field: F) => ({
    value: values[field],
    onChange: (value: V[F]) => change(field, value),
    error: errors[field],
  });
  return { values, setValues, errors, setErrors, change, bind };
}

/**
 * A check's or the API's words about a field as a sentence: "is not a valid email address" → "Email is not a
 * valid email address." (the field's label leads when the words start with a verb), "required" → "Required.".
 */
export function fieldSentence(label: string, message: string): string {
  const text = message.trim();
  const full = /^(is|are|must|only|should|cannot|can't|has|may)\b/i.test(text)
    ? `${label} ${text.charAt(0).toLowerCase()}${text.slice(1)}`
    : text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(full) ? full : `${full}.`;
}

/**
 * The API's field errors ("body.email", "body.locationIds.1") on a form's fields, each as a sentence; what names
 * no field of the form is returned apart, for a message above the form.
 */
export function fieldErrorsFromServer<F extends string>(
  errors: readonly FieldError[],
  labels: Readonly<Record<F, string>>,
): { fields: Partial<Record<F, string>>; other: string[] } {
  const fields: Partial<Record<F, string>> = {};
  const other: string[] = [];
  for (const error of errors) {
    const key = error.field.replace(/^body\./, "").split(".")[0] ?? "";
    if (Object.hasOwn(labels, key)) fields[key as F] ??= fieldSentence(labels[key as F], error.message);
    else other.push(`${error.field}: ${error.message}`);
  }
  return { fields, other };
}

/** Moves focus to the first field with a message, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement): void {
  window.requestAnimationFrame(() => {
    form
      .querySelector<HTMLElement>(
        "[aria-invalid='true'] input, input[aria-invalid='true'], select[aria-invalid='true']",
      )
      ?.focus();
  });
}
