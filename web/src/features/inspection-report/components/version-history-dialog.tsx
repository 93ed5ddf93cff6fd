import { useEffect, useRef, useState } from "react";
import { Box, Button, chakra, CloseButton, Dialog, Flex, Skeleton, Table, Text } from "@chakra-ui/react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Modal } from "../../../components/ui/modal";
import { LuDownload } from "react-icons/lu";
import { messages, formatDateTime } from "@aql-portal/shared";
import { notify } from "../../../components/ui/toaster";
import { listReportVersions } from "../api/list-report-versions";
import { ReportTable } from "./report-table";
import { allSelected, numberVersions, toggleAll, type VersionRow } from "./report-model";
import { errorMessage } from "../../../lib/api-client";

export interface VersionHistoryDialogProps {
  /** Spec §2: the dialog's input. */
  inspectionId: string;
  inspectionNumber: string;
  open: boolean;
  onClose: () => void;
}

type Versions = { state: "loading" } | { state: "loaded"; rows: VersionRow[] } | { state: "failed" };

/**
 * Spec §2 Version history: every report version with a checkbox, a select-all, and Download (disabled until
 * one is chosen), which opens each chosen version's link in a hidden sandboxed frame: the browser downloads
 * the file, the page stays. The frames go when the dialog closes. A failed load is a toast and an empty list.
 */
export function VersionHistoryDialog({
  inspectionId,
  inspectionNumber,
  open,
  onClose,
}: VersionHistoryDialogProps) {
  const { t } = useLingui();
  const frames = useRef<HTMLIFrameElement[]>([]);

  // Closing the dialog removes the download frames it added.
  useEffect(() => {
    if (!open) return;
    return () => {
      for (const frame of frames.current) frame.remove();
      frames.current = [];
    };
  }, [open]);

  return (
    <Modal open={open} onClose={onClose} size="lg">
      {/* Mounted afresh at each opening: the versions are read again (their links live minutes). */}
      <VersionHistoryContent
        inspectionId={inspectionId}
        inspectionNumber={inspectionNumber}
        onFrame={(frame) => frames.current.push(frame)}
      />
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t`Close version history`} />
      </Dialog.CloseTrigger>
    </Modal>
  );
}

function VersionHistoryContent({
  inspectionId,
  inspectionNumber,
  onFrame,
}: Pick<VersionHistoryDialogProps, "inspectionId" | "inspectionNumber"> & {
  onFrame: (frame: HTMLIFrameElement) => void;
}) {
  const { t } = useLingui();
  const [versions, setVersions] = useState<Versions>({ state: "loading" });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [started, setStarted] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    listReportVersions(inspectionId, controller.signal).then(
      (items) => setVersions({ state: "loaded", rows: numberVersions(items) }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        notify("error", errorMessage(error), messages.unableToLoadReportVersions, {
          action: `report-versions:${inspectionId}`,
        });
        setVersions({ state: "failed" });
      },
    );
    return () => controller.abort();
  }, [inspectionId]);

  const rows = versions.state === "loaded" ? versions.rows : [];
  const everyone = allSelected(rows, selected);
  const selectedCount = selected.size;
  const versionCount = rows.length;

  const choose = (next: ReadonlySet<string>) => {
    setSelected(next);
    setStarted(0);
  };

  const download = () => {
    const chosen = rows.filter((row) => selected.has(row.id));
    // Spec §5: with nothing selected, nothing happens.
    if (chosen.length === 0) return;
    for (const row of chosen) {
      const number = row.number;
      const frame = document.createElement("iframe");
      frame.sandbox.add("allow-downloads", "allow-scripts");
      frame.style.display = "none";
      frame.title = t`Report version ${number}`;
      frame.dataset.reportVersion = String(row.number);
      frame.src = row.url;
      document.body.append(frame);
      onFrame(frame);
    }
    setStarted(chosen.length);
  };

  return (
    <>
      <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
        <Dialog.Title>
          <Trans>Version history</Trans>
        </Dialog.Title>
        <Text fontSize="sm" color="fg.muted">
          <Trans>
            Inspection{" "}
            <Text as="span" fontFamily="mono">
              {inspectionNumber}
            </Text>
            : a version is made each time its outcome changes (finished, commercial pass, closed, a client
            decision), and each says what the portal said then.
          </Trans>
        </Text>
      </Dialog.Header>
      <Dialog.Body>
        <ReportTable
          label={t`Report versions`}
          busy={versions.state === "loading"}
          leading={
            <TickBox
              label={t`Select all versions`}
              checked={everyone}
              disabled={rows.length === 0}
              onChange={() => choose(toggleAll(rows, selected))}
            />
          }
          columns={[t`Version Number`, t`Date and time`, t`Made because`, t`Created By`]}
        >
          {versions.state === "loading" ? (
            Array.from({ length: 2 }, (_, index) => (
              <Table.Row key={index}>
                <Table.Cell colSpan={5}>
                  <Skeleton h="6" />
                </Table.Cell>
              </Table.Row>
            ))
          ) : rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={5} py="8" textAlign="center" color="fg.muted">
                {versions.state === "failed"
                  ? t`The versions could not be loaded. Close this and open it again to retry.`
                  : t`No report versions yet: the first is made when the inspector finishes the inspection.`}
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row) => {
              const checked = selected.has(row.id);
              const number = row.number;
              return (
                <Table.Row key={row.id} bg={checked ? "brand.subtle" : undefined}>
                  <Table.Cell>
                    <TickBox
                      label={t`Select version ${number}`}
                      checked={checked}
                      onChange={() => {
                        const next = new Set(selected);
                        if (checked) next.delete(row.id);
                        else next.add(row.id);
                        choose(next);
                      }}
                    />
                  </Table.Cell>
                  <Table.Cell fontWeight="semibold" fontVariantNumeric="tabular-nums">
                    {row.number}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {formatDateTime(row.updatedOn, { dayComma: true })}
                  </Table.Cell>
                  <Table.Cell>{row.reason}</Table.Cell>
                  <Table.Cell>{row.updatedBy}</Table.Cell>
                </Table.Row>
              );
            })
          )}
        </ReportTable>
      </Dialog.Body>
      <Dialog.Footer justifyContent="space-between" gap="3" flexWrap="wrap">
        <Box aria-live="polite" fontSize="sm" color="fg.muted">
          {started > 0
            ? t`Downloading ${plural(started, { one: "# version", other: "# versions" })}: see your browser's downloads.`
            : rows.length > 0
              ? t`${selectedCount} of ${versionCount} selected`
              : null}
        </Box>
        <Flex gap="3">
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">
              <Trans>Close</Trans>
            </Button>
          </Dialog.ActionTrigger>
          <Button colorPalette="brand" disabled={selected.size === 0} onClick={download}>
            <LuDownload aria-hidden="true" />
            <Trans>Download</Trans>
          </Button>
        </Flex>
      </Dialog.Footer>
    </>
  );
}

/** A checkbox in a cell, with a 40 px target around it for a finger. */
function TickBox({
  label,
  checked,
  disabled = false,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
}) {
  return (
    <chakra.label
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      boxSize="10"
      m="-2"
      cursor="pointer"
    >
      <chakra.input
        type="checkbox"
        boxSize="4.5"
        cursor={disabled ? "not-allowed" : "pointer"}
        accentColor="brand.solid"
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        aria-label={label}
      />
    </chakra.label>
  );
}
