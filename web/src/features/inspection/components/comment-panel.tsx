import { useId } from "react";
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
  const counterId = useId();
  if (!editable) {
    return (
      <Box>
        <Text fontWeight="medium" mb="2">
          Comment for the report
        </Text>
        <Text whiteSpace="pre-wrap" color={work.comment ? "fg" : "fg.muted"} fontSize="md">
          {work.comment || "No comment written."}
        </Text>
      </Box>
    );
  }
  const left = MAX_COMMENT_LENGTH - work.comment.length;
  return (
    <Field.Root>
      <Field.Label fontSize="md">Comment for the report</Field.Label>
      <Textarea
        size="xl"
        bg="bg"
        rows={7}
        value={work.comment}
        maxLength={MAX_COMMENT_LENGTH}
        placeholder="What the reviewer should know: where defects were found, packing notes…"
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
        {work.comment.length} / {MAX_COMMENT_LENGTH} characters
      </Text>
    </Field.Root>
  );
}
