import { useState } from "react";
import { Box, Button, Flex, Heading, HStack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { LuHistory } from "react-icons/lu";
import { messages, type InspectionDetail } from "@aql-portal/shared";
import {
  InspectionResultBadge,
  InspectionStatusBadge,
  ClientDecisionBadge,
} from "../../../components/ui/inspection-badges";
import { DownloadButton } from "../../../components/ui/download-button";
import { downloadReport } from "../api/download-report";
import { VersionHistoryDialog } from "./version-history-dialog";

/** The style inspected, its status, result and client decision at a glance, and the report's files. */
export function ReportHeader({ detail }: { detail: InspectionDetail }) {
  const { t } = useLingui();
  const [versionsOpen, setVersionsOpen] = useState(false);
  const hasReport = detail.versionCount > 0;
  const versionCount = detail.versionCount;

  return (
    <Flex as="header" align="flex-start" justify="space-between" gap="5" wrap="wrap" mb="5">
      <Box minW="0" flex="1 1 420px">
        <Heading as="h1" size="2xl" color="brand.900">
          {detail.product.styleCode}
          <Text as="span" fontWeight="normal" color="fg.muted">
            {" "}
            · {detail.product.styleName}
          </Text>
        </Heading>
        <Flex columnGap="5" rowGap="1" wrap="wrap" mt="1" color="fg.muted" fontSize="sm">
          <Text as="span">
            <Trans>Colour</Trans>{" "}
            <Text as="span" color="fg">
              {detail.colour.code} {detail.colour.name}
            </Text>
          </Text>
          <Text as="span">
            <Trans>Inspection No.</Trans>{" "}
            <Text as="span" fontFamily="mono" color="fg">
              {detail.inspectionNumber}
            </Text>
          </Text>
          <Text as="span">
            <Trans>Supplier</Trans>{" "}
            <Text as="span" color="fg">
              {detail.supplier.name}
            </Text>
          </Text>
        </Flex>
        <HStack gap="4" mt="3" wrap="wrap" fontSize="sm">
          {(
            [
              [t`Status`, <InspectionStatusBadge key="status" status={detail.status} />],
              [t`Result`, <InspectionResultBadge key="result" result={detail.result} />],
              [t`Client decision`, <ClientDecisionBadge key="decision" decision={detail.clientDecision} />],
            ] as const
          ).map(([label, badge]) => (
            <HStack key={label} gap="1.5">
              <Text as="span" color="fg.muted">
                {label}
              </Text>
              {badge}
            </HStack>
          ))}
        </HStack>
      </Box>
      <Box flexShrink="0">
        <Flex gap="3" wrap="wrap" justify={{ md: "flex-end" }}>
          <Button variant="outline" onClick={() => setVersionsOpen(true)}>
            <LuHistory aria-hidden="true" />
            <Trans>Version history</Trans>
          </Button>
          <DownloadButton
            colorPalette="brand"
            loadingText={t`Downloading`}
            disabled={!hasReport}
            aria-describedby={hasReport ? undefined : "report-pdf-note"}
            download={() => downloadReport(detail)}
            failureTitle={messages.unableToDownloadReport}
            action={`report-download:${detail.id}`}
            label={t`Download PDF`}
          />
        </Flex>
        <Text
          id="report-pdf-note"
          fontSize="xs"
          color="fg.muted"
          mt="2"
          maxW="320px"
          ms={{ md: "auto" }}
          textAlign={{ md: "end" }}
        >
          {!hasReport
            ? t`No report yet: it is made when the inspector finishes the inspection.`
            : versionCount === 1
              ? t`Version 1 of the report.`
              : t`Version ${versionCount}, the latest of ${versionCount}.`}
        </Text>
      </Box>
      <VersionHistoryDialog
        inspectionId={detail.id}
        inspectionNumber={detail.inspectionNumber}
        open={versionsOpen}
        onClose={() => setVersionsOpen(false)}
      />
    </Flex>
  );
}
