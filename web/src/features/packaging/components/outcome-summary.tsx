import { Box, Flex, SimpleGrid, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatCount, formatDecimal, type PackagingOutcome } from "@aql-portal/shared";
import { Figure } from "../../../components/ui/figure";
import { formatPercDiff, issueLabel, ResultBadge } from "./packaging-text";

/** The spec's name for the suggested issue, said on hover: a code, the same in every language. */
const SUGGESTED_ISSUE_FIELD = "Suggested_Issue";

export interface OutcomeSummaryProps {
  outcome: PackagingOutcome;
  /** What the reader is looking at: the check as saved, or the form's "so far" as it is typed. */
  title: string;
  /** A line under the title, e.g. against which standard it was worked out. */
  note?: string;
  /** Whether the carton was measured: without it there is no standard box to name. */
  cartonMeasured: boolean;
}

/**
 * What a check comes to: its compliance result and suggested issue first, the three reports' results, and the
 * figures behind them (Est_UPC, units per carton, SBS, PercDiff, status_EN), each labelled with its spec name
 * on hover.
 */
export function OutcomeSummary({ outcome, title, note, cartonMeasured }: OutcomeSummaryProps) {
  const { t } = useLingui();
  const others = outcome.issues.filter((issue) => issue !== outcome.suggestedIssue);
  const suggestedIssue = outcome.suggestedIssue ? issueLabel(outcome.suggestedIssue) : null;
  const otherIssues = others.map(issueLabel).join(", ");
  return (
    <Box as="section" aria-label={title} layerStyle="inset" p="4">
      <Text textStyle="overline">{title}</Text>
      <Flex align="center" gap="3" mt="2" wrap="wrap">
        <ResultBadge result={outcome.complianceResult} size="lg" />
        <Text fontWeight="semibold" title={SUGGESTED_ISSUE_FIELD}>
          {suggestedIssue
            ? t`Suggested issue: ${suggestedIssue}`
            : outcome.complianceResult === "Compliant"
              ? t`No issue found`
              : t`No issue found so far`}
        </Text>
      </Flex>
      {others.length > 0 ? (
        <Text fontSize="sm" color="fg.muted" mt="1">
          <Trans>Also: {otherIssues}</Trans>
        </Text>
      ) : null}
      {note ? (
        <Text fontSize="sm" color="fg.muted" mt="1">
          {note}
        </Text>
      ) : null}
      <SimpleGrid as="dl" columns={{ base: 2, sm: 3 }} gap="4" mt="4">
        <Result label={t`Compliance`} hint="compliance_result" result={outcome.complianceResult} />
        <Result label={t`Accuracy`} result={outcome.accuracyResult} />
        <Result label={t`Garment check`} result={outcome.garmentResult} />
        <Figure
          label={
            <span title="PercDiff">
              <Trans>Received against PO</Trans>
            </span>
          }
          value={worked(outcome.percDiff === null ? null : formatPercDiff(outcome.percDiff))}
        />
        <Figure
          label={
            <span title="Est_UPC">
              <Trans>Est. units per carton</Trans>
            </span>
          }
          value={worked(outcome.estUnitsPerCarton === null ? null : formatCount(outcome.estUnitsPerCarton))}
        />
        <Figure
          label={t`Units per carton`}
          value={worked(outcome.unitsPerCarton === null ? null : formatDecimal(outcome.unitsPerCarton))}
        />
        <Figure
          label={
            <span title="SBS">
              <Trans>Standard box</Trans>
            </span>
          }
          value={outcome.standardBox ?? (cartonMeasured ? t`None` : worked(null))}
        />
        <Figure
          label={
            <span title="status_EN">
              <Trans>Status</Trans>
            </span>
          }
          value={outcome.status}
        />
      </SimpleGrid>
    </Box>
  );
}

/** A figure, or in quieter words that it is not worked out yet. */
function worked(value: string | null) {
  return (
    value ?? (
      <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
        <Trans>Not worked out yet</Trans>
      </Text>
    )
  );
}

function Result({ label, hint, result }: { label: string; hint?: string; result: string }) {
  return (
    <Flex direction="column" gap="1">
      <Text as="dt" fontSize="sm" fontWeight="medium" color="fg.muted" title={hint}>
        {label}
      </Text>
      <Box as="dd">
        <ResultBadge result={result} />
      </Box>
    </Flex>
  );
}
