import type { FormEvent, ReactNode } from "react";
import { chakra, Dialog, Stack, Text } from "@chakra-ui/react";
import { ModalActions, ModalHeader } from "./modal";

export interface DialogFormProps {
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** While true the submit button shows its loader, and Cancel and the close button are disabled. */
  submitting: boolean;
  submitLabel: string;
  /** The submit button's words while it runs: "Saving", "Adding". */
  submittingLabel: string;
  /** E.g. nothing changed yet. */
  submitDisabled?: boolean;
  /** The buttons' size, "lg" beside large fields. */
  buttonSize?: "md" | "lg";
  /** What the dialog is for, in a sentence or two above the fields (which then stand 20 px apart). */
  intro?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/**
 * A form in a Modal: its title, the fields, Cancel and the submit button, and the close button. The browser's
 * own checks are off (`noValidate`): the form says what is wrong in its own words.
 */
export function DialogForm({
  title,
  onSubmit,
  submitting,
  submitLabel,
  submittingLabel,
  submitDisabled = false,
  buttonSize = "md",
  intro,
  children,
}: DialogFormProps) {
  return (
    // The form adds no box of its own: header, body and footer stay the dialog's, so a tall body scrolls inside.
    <chakra.form onSubmit={onSubmit} noValidate display="contents">
      <ModalHeader title={title} />
      <Dialog.Body>
        {intro ? (
          <Stack gap="5">
            <Text color="fg.muted">{intro}</Text>
            {children}
          </Stack>
        ) : (
          children
        )}
      </Dialog.Body>
      <ModalActions
        submitLabel={submitLabel}
        submitting={submitting}
        submittingLabel={submittingLabel}
        submitDisabled={submitDisabled}
        size={buttonSize}
      />
    </chakra.form>
  );
}
