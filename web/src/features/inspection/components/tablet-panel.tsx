import type { ReactNode } from "react";
import { Box, Button, Flex, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
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
import { formatCountOf, formatDateTime } from "@aql-portal/shared";
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
  const online = useOnline();
  const readiness = useShiftPreparation(keepAppCode);
  const storage = useStorageLeft();
  const work = useAllPendingWork();
  return (
    <Box as="section" aria-label="This tablet" layerStyle="panel" px="5" py="4" mb="6">
      <Stack gap="3">
        <Line
          palette={online ? "green" : "orange"}
          icon={online ? <LuWifi /> : <LuWifiOff />}
          text={online ? "Online" : "Offline"}
          detail={
            online
              ? "Everything recorded is sent as you go."
              : "Keep working: everything is kept on this tablet and sent when the connection returns."
          }
        />
        <ReadinessLine readiness={readiness} />
        {storage ? (
          <Line
            palette={STORAGE_PALETTES[storage.tone]}
            icon={<LuHardDrive />}
            text={`Storage: ${storage.text}`}
            detail={storage.detail}
          />
        ) : null}
      </Stack>
      {work.size > 0 ? <WorkOnTablet work={work} openPath={openPath} /> : null}
    </Box>
  );
}

function ReadinessLine({ readiness }: { readiness: ReadinessState }) {
  const { last } = readiness;
  const kept = last
    ? `${formatCountOf(last.inspections, "inspection")} kept with their size charts, the defect library${last.appFiles === null ? "" : " and the app's pages"} (${formatDateTime(last.keptAt)})`
    : null;
  switch (readiness.kind) {
    case "preparing":
      return (
        <Line
          palette="blue"
          icon={<Spinner size="sm" />}
          text="Getting this tablet ready to work offline…"
          detail="The day's inspections, their size charts, the defect library and the app's pages."
        />
      );
    case "ready":
      return (
        <Line
          palette="green"
          icon={<LuCircleCheck />}
          text="Ready to work offline"
          detail={`${kept ?? ""}.`}
        />
      );
    case "failed":
      return (
        <Line
          palette="red"
          icon={<LuCircleAlert />}
          text="Could not get this tablet ready to work offline"
          detail={`${readiness.message}${kept ? ` What was kept before stays: ${kept}.` : ""}`}
        />
      );
    case "offline":
      return kept ? (
        <Line palette="green" icon={<LuCircleCheck />} text="Working from this tablet" detail={`${kept}.`} />
      ) : (
        <Line
          palette="orange"
          icon={<LuCloudOff />}
          text="Not made ready to work offline"
          detail="Open the plan once with a connection: until then only inspections opened before can be worked on."
        />
      );
  }
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
  const entries = [...work];
  const waiting = entries.filter(([, item]) => item.kind !== "sent").length;
  return (
    <Box mt="4" pt="4" borderTopWidth="1px" borderColor="border">
      <Heading as="h2" size="sm" mb="2">
        {waiting > 0
          ? `Not on the server yet: ${formatCountOf(waiting, "inspection")}`
          : "Everything recorded on this tablet is sent"}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none" aria-label="Work on this tablet">
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
                    Open
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
