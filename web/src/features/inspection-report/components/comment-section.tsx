import { Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { InspectionDetail } from "@aql-portal/shared";
import { EmptyNote, ReportSection } from "./report-section";

/** The inspector's own words on the lot. */
export function CommentSection({ detail }: { detail: Pick<InspectionDetail, "work" | "inspector"> }) {
  const { t } = useLingui();
  const comment = detail.work.comment.trim();
  return (
    <ReportSection title={t`Inspector comment`}>
      {comment ? (
        <Text
          as="blockquote"
          whiteSpace="pre-wrap"
          borderStartWidth="3px"
          borderColor="brand.emphasized"
          ps="4"
          py="1"
        >
          {comment}
          {detail.inspector ? (
            <Text as="span" display="block" mt="2" fontSize="sm" color="fg.muted">
              — {detail.inspector.name}
            </Text>
          ) : null}
        </Text>
      ) : (
        <EmptyNote title={t`No comment from the inspector`} />
      )}
    </ReportSection>
  );
}
