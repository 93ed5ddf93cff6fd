import type { ReactNode } from "react";
import { Box, Button, Flex, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  LuArrowRight,
  LuCircleAlert,
  LuCircleCheck,
  LuCloudOff,
  LuHardDrive,
  LuWifi,
  LuWifiOff,
} from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import { formatDateTime } from "@aql-portal/shared";
import type { PendingWork } from "../outbox/background-sender";
import { pendingWorkView } from "../outbox/outbox-status";
import type { ReadinessState } from "../offline/prepare-shift";
import { TONES } from "./outbox-status-bar";
import { STORAGE_PALETTES, useStorageLeft } from "./tablet-storage";
import { ToneIcon } from "./tone-notice";
import { useAllPendingWork } from "./use-inspection-outbox";
import { useOnline, useShiftPreparation } from "./use-shift";

export interface TabletPanelProps {
  /** Asks the service worker to keep the code of the inspector's pages (the app decides which). */
  keepAppCode: () => Promise<number | null>;
  /** The inspection screen of an inspection. */
  openPath: (inspectionId: string) => string;
}

/**
 * Above the plan: what this tablet holds for the shift — whether it is ready to work offline (and since when),
 * the room left for photos, and every inspection with work not yet on the server, waiting, sending, sent or
 * refused, with a way to it (an inspection reassigned meanwhile is no longer on the plan, but its work is here).
 */
export function TabletPanel({ keepAppCode, openPath }: TabletPanelProps) {
  const { t } = useLingui();
  const online = useOnline();
  const readiness = useShiftPreparation(keepAppCode);
  const storage = useStorageLeft();
  const work = useAllPendingWork();
  const storageText = storage?.text;
  return (
    <Box as="section" aria-label={t`This tablet`} layerStyle="panel" px="5" py="4" mb="6">
      <Stack gap="3">
        <Line
          palette={online ? "green" : "orange"}
          icon={online ? <LuWifi /> : <LuWifiOff />}
          text={online ? t`Online` : t`Offline`}
          detail={
            online
              ? t`Everything recorded is sent as you go.`
              : t`Keep working: everything is kept on this tablet and sent when the connection returns.`
          }
        />
        <ReadinessLine readiness={readiness} />
        {storage ? (
          <Line
            palette={STORAGE_PALETTES[storage.tone]}
            icon={<LuHardDrive />}
            text={t`Storage: ${storageText}`}
            detail={storage.detail}
          />
        ) : null}
      </Stack>
      {work.size > 0 ? <WorkOnTablet work={work} openPath={openPath} /> : null}
    </Box>
  );
}

function ReadinessLine({ readiness }: { readiness: ReadinessState }) {
  const { t } = useLingui();
  const { last } = readiness;
  const kept = last
    ? keptWording(last.inspections, last.appFiles !== null, formatDateTime(last.keptAt))
    : null;
  switch (readiness.kind) {
    case "preparing":
      return (
        <Line
          palette="blue"
          icon={<Spinner size="sm" />}
          text={t`Getting this tablet ready to work offline…`}
          detail={t`The day's inspections, their size charts, the defect library and the app's pages.`}
        />
      );
    case "ready":
      return (
        <Line
          palette="green"
          icon={<LuCircleCheck />}
          text={t`Ready to work offline`}
          detail={`${kept ?? ""}.`}
        />
      );
    case "failed": {
      const message = readiness.message;
      return (
        <Line
          palette="red"
          icon={<LuCircleAlert />}
          text={t`Could not get this tablet ready to work offline`}
          detail={kept ? t`${message} What was kept before stays: ${kept}.` : message}
        />
      );
    }
    case "offline":
      return kept ? (
        <Line
          palette="green"
          icon={<LuCircleCheck />}
          text={t`Working from this tablet`}
          detail={`${kept}.`}
        />
      ) : (
        <Line
          palette="orange"
          icon={<LuCloudOff />}
          text={t`Not made ready to work offline`}
          detail={t`Open the plan once with a connection: until then only inspections opened before can be worked on.`}
        />
      );
  }
}

/** "3 inspections kept with their size charts, the defect library and the app's pages (05 Jan 2026, 10:42)". */
function keptWording(inspectionCount: number, withPages: boolean, keptAt: string): string {
  return withPages
    ? plural(inspectionCount, {
        one: `# inspection kept with their size charts, the defect library and the app's pages (${keptAt})`,
        other: `# inspections kept with their size charts, the defect library and the app's pages (${keptAt})`,
      })
    : plural(inspectionCount, {
        one: `# inspection kept with their size charts, the defect library (${keptAt})`,
        other: `# inspections kept with their size charts, the defect library (${keptAt})`,
      });
}

function Line({
  palette,
  icon,
  text,
  detail,
}: {
  palette: string;
  icon: ReactNode;
  text: string;
  detail: string | null;
}) {
  return (
    <Flex gap="3" align="flex-start" role="status">
      <ToneIcon palette={palette} size="lg">
        {icon}
      </ToneIcon>
      <Text minW="0">
        <Text as="span" fontWeight="semibold" color={`${palette}.fg`}>
          {text}
        </Text>
        {detail ? (
          <Text as="span" color="fg.muted">
            {" · "}
            {detail}
          </Text>
        ) : null}
      </Text>
    </Flex>
  );
}

/** Each inspection with work on this tablet: how it stands, and the way to it. */
function WorkOnTablet({
  work,
  openPath,
}: {
  work: ReadonlyMap<string, PendingWork>;
  openPath: (inspectionId: string) => string;
}) {
  const { t } = useLingui();
  const entries = [...work];
  const waiting = entries.filter(([, item]) => item.kind !== "sent").length;
  return (
    <Box mt="4" pt="4" borderTopWidth="1px" borderColor="border">
      <Heading as="h2" size="sm" mb="2">
        {waiting > 0 ? (
          t`Not on the server yet: ${plural(waiting, { one: "# inspection", other: "# inspections" })}`
        ) : (
          <Trans>Everything recorded on this tablet is sent</Trans>
        )}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Work on this tablet`}>
        {entries.map(([inspectionId, item]) => {
          const view = pendingWorkView(item);
          const { palette, icon } = TONES[view.tone];
          return (
            <Flex
              as="li"
              key={inspectionId}
              aria-label={`${item.styleCode} ${item.inspectionNumber}`}
              data-pending-work={item.kind}
              gap="3"
              align="center"
              wrap="wrap"
              bg={`${palette}.subtle`}
              borderRadius="lg"
              px="3"
              py="2"
            >
              <ToneIcon palette={palette} size="lg">
                {item.kind === "sending" ? <Spinner size="sm" /> : icon}
              </ToneIcon>
              <Box flex="1" minW="240px">
                <Text fontWeight="semibold" lineHeight="short">
                  {item.styleCode}
                  <Text as="span" color="fg.muted" fontWeight="medium">
                    {" · "}
                    {item.inspectionNumber}
                  </Text>
                </Text>
                <Text fontSize="sm" color={`${palette}.fg`} lineHeight="short">
                  {view.text}
                  {view.detail ? (
                    <Text as="span" color="fg.muted">
                      {" · "}
                      {view.detail}
                    </Text>
                  ) : null}
                </Text>
              </Box>
              {item.kind === "sent" ? null : (
                <Button asChild size="lg" variant="outline" bg="bg">
                  <RouterLink to={openPath(inspectionId)}>
                    <Trans>Open</Trans>
                    <LuArrowRight aria-hidden="true" />
                  </RouterLink>
                </Button>
              )}
            </Flex>
          );
        })}
      </Stack>
    </Box>
  );
}
