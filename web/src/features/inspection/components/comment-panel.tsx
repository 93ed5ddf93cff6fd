import { useId } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Box, Field, Text, Textarea } from "@chakra-ui/react";
import { MAX_COMMENT_LENGTH, type InspectionWork } from "@aql-portal/shared";
import type { InspectionOutbox } from "../outbox/inspection-outbox";
import { setComment } from "../outbox/local-work";

export interface CommentPanelProps {
  work: InspectionWork;
  editable: boolean;
  outbox: InspectionOutbox;
}

/** The inspector's comment for the report: at most 400 characters, the count shown as it is typed. */
export function CommentPanel({ work, editable, outbox }: CommentPanelProps) {
  const { t } = useLingui();
  const counterId = useId();
  if (!editable) {
    return (
      <Box>
        <Text fontWeight="medium" mb="2">
          <Trans>Comment for the report</Trans>
        </Text>
        <Text whiteSpace="pre-wrap" color={work.comment ? "fg" : "fg.muted"} fontSize="md">
          {work.comment || <Trans>No comment written.</Trans>}
        </Text>
      </Box>
    );
  }
  const left = MAX_COMMENT_LENGTH - work.comment.length;
  const typed = work.comment.length;
  const limit = MAX_COMMENT_LENGTH;
  return (
    <Field.Root>
      <Field.Label fontSize="md">
        <Trans>Comment for the report</Trans>
      </Field.Label>
      <Textarea
        size="xl"
        bg="bg"
        rows={7}
        value={work.comment}
        maxLength={MAX_COMMENT_LENGTH}
        placeholder={t`What the reviewer should know: where defects were found, packing notes…`}
        aria-describedby={counterId}
        onChange={(event) => outbox.update((current) => setComment(current, event.target.value))}
      />
      <Text
        id={counterId}
        alignSelf="flex-end"
        fontSize="sm"
        fontVariantNumeric="tabular-nums"
        color={left <= 20 ? "fg.error" : "fg.muted"}
      >
        <Trans>
          {typed} / {limit} characters
        </Trans>
      </Text>
    </Field.Root>
  );
}
