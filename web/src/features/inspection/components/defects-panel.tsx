import { useState } from "react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Box, Button, Flex, Stack, Text } from "@chakra-ui/react";
import { LuPencil, LuPlus, LuSearchX, LuTrash2 } from "react-icons/lu";
import {
  PHOTO_LIMITS,
  defectTotals,
  photoIdsOf,
  type DefectEntry,
  type InspectionWork,
  formatCount,
} from "@aql-portal/shared";
import { useDialogs } from "../../../components/ui/dialogs";
import { StatePanel } from "../../../components/ui/state-panel";
import type { InspectionOutbox } from "../outbox/inspection-outbox";
import { addPhoto, newId, removeDefect, updateDefect } from "../outbox/local-work";
import { DefectDialog, type DefectDialogTarget } from "./defect-dialog";
import { CountStepper } from "./number-field";
import { PhotoCapture, PhotoThumb, usePhotoSource } from "./photos";
import { SEVERITY_LABELS } from "../../../components/ui/severity";
import { SEVERITY_COLOURS } from "./severity";

export interface DefectsPanelProps {
  work: InspectionWork;
  editable: boolean;
  outbox: InspectionOutbox;
  photoUrls: Readonly<Record<string, string>>;
}

/** The defect tally: each defect found, its class, how many units, photos; added from the library. */
export function DefectsPanel({ work, editable, outbox, photoUrls }: DefectsPanelProps) {
  const { t } = useLingui();
  const [dialog, setDialog] = useState<DefectDialogTarget | null>(null);
  const dialogs = useDialogs();
  const totals = defectTotals(work.defects);
  const units = totals.CRITICAL + totals.MAJOR + totals.MINOR;
  const photosLeft = PHOTO_LIMITS.perInspection - photoIdsOf(work).length;
  const entryCount = work.defects.length;

  const remove = async (entry: DefectEntry) => {
    const { defectName, count } = entry;
    const sure = await dialogs.confirm({
      title: t`Remove this defect?`,
      message: t`${plural(count, {
        one: `${defectName} (# unit) and its photos leave the record.`,
        other: `${defectName} (# units) and its photos leave the record.`,
      })}`,
      confirmLabel: t`Remove`,
      cancelLabel: t`Keep it`,
    });
    if (sure) outbox.update((current) => removeDefect(current, entry.id));
  };

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Text color="fg.muted" fontSize="md">
          {entryCount === 0 ? (
            <Trans>No defects recorded yet.</Trans>
          ) : (
            t`${plural(entryCount, { one: "# entry", other: "# entries" })} · ${plural(units, { one: "# defective unit", other: "# defective units" })}`
          )}
        </Text>
        {editable ? (
          <Button size="xl" colorPalette="brand" onClick={() => setDialog({ mode: "add" })}>
            <LuPlus aria-hidden="true" />
            <Trans>Add defect</Trans>
          </Button>
        ) : null}
      </Flex>
      {work.defects.length === 0 ? (
        <StatePanel frame="dashed" icon={<LuSearchX />} title={t`No defects found so far`}>
          {editable ? (
            <Trans>
              Tap Add defect for each defect you find in the sample: choose it from the library, set how many
              units have it and take a photo.
            </Trans>
          ) : (
            <Trans>Defects are recorded here while the inspection runs.</Trans>
          )}
        </StatePanel>
      ) : (
        <Stack gap="3" as="ul" listStyleType="none">
          {work.defects.map((entry) => (
            <DefectCard
              key={entry.id}
              entry={entry}
              editable={editable}
              outbox={outbox}
              photoUrls={photoUrls}
              onEdit={() => setDialog({ mode: "edit", entry })}
              onRemove={() => void remove(entry)}
              photosLeft={photosLeft}
            />
          ))}
        </Stack>
      )}
      <DefectDialog
        target={dialog}
        onClose={() => setDialog(null)}
        outbox={outbox}
        photoUrls={photoUrls}
        photosLeft={photosLeft}
      />
    </Stack>
  );
}

interface DefectCardProps {
  entry: DefectEntry;
  editable: boolean;
  outbox: InspectionOutbox;
  photoUrls: Readonly<Record<string, string>>;
  onEdit: () => void;
  onRemove: () => void;
  /** Photos the whole record may still take. */
  photosLeft: number;
}

function DefectCard({ entry, editable, outbox, photoUrls, onEdit, onRemove, photosLeft }: DefectCardProps) {
  const { t } = useLingui();
  const defectName = entry.defectName;
  const photoAlt = (photoNumber: number) => t`Photo ${photoNumber} of ${defectName}`;
  const morePhotos = editable && photosLeft > 0 && entry.photoIds.length < PHOTO_LIMITS.perDefect;
  return (
    <Box
      as="li"
      aria-label={entry.defectName}
      layerStyle="panel"
      borderStartWidth="4px"
      borderStartColor={`${SEVERITY_COLOURS[entry.severity]}.solid`}
      p="4"
    >
      <Flex gap="4" align="center" justify="space-between" wrap="wrap">
        <Box minW="0" flex="1 1 220px">
          <Flex gap="2" align="center" wrap="wrap">
            <Text fontSize="lg" fontWeight="semibold">
              {entry.defectName}
            </Text>
            <Badge colorPalette={SEVERITY_COLOURS[entry.severity]} size="lg">
              {SEVERITY_LABELS[entry.severity]}
            </Badge>
          </Flex>
          <Text color="fg.muted" fontSize="sm">
            {entry.defectCode} · {entry.category}
          </Text>
        </Box>
        {editable ? (
          <CountStepper
            label={entry.defectName}
            value={entry.count}
            onChange={(count) => outbox.update((work) => updateDefect(work, entry.id, { count }))}
          />
        ) : (
          <Text fontSize="2xl" fontWeight="bold" fontVariantNumeric="tabular-nums">
            × {formatCount(entry.count)}
          </Text>
        )}
      </Flex>
      {entry.photoIds.length > 0 || editable ? (
        <Flex gap="3" mt="4" align="center" wrap="wrap">
          {entry.photoIds.map((photoId, index) => (
            <StoredPhoto
              key={photoId}
              photoId={photoId}
              serverUrl={photoUrls[photoId]}
              readPending={outbox.pendingPhoto}
              alt={photoAlt(index + 1)}
            />
          ))}
          {morePhotos ? (
            <PhotoCapture
              label={entry.photoIds.length === 0 ? t`Take photo` : t`Add photo`}
              onPhoto={(photo) => {
                const photoId = newId();
                outbox.update((work) => addPhoto(work, entry.id, photoId), [{ photoId, photo }]);
              }}
            />
          ) : null}
          {editable ? (
            <Flex gap="2" ms="auto">
              <Button size="xl" variant="ghost" onClick={onEdit}>
                <LuPencil aria-hidden="true" />
                <Trans>Edit</Trans>
              </Button>
              <Button size="xl" variant="ghost" colorPalette="red" onClick={onRemove}>
                <LuTrash2 aria-hidden="true" />
                <Trans>Remove</Trans>
              </Button>
            </Flex>
          ) : null}
        </Flex>
      ) : null}
    </Box>
  );
}

function StoredPhoto({
  photoId,
  serverUrl,
  readPending,
  alt,
}: {
  photoId: string;
  serverUrl: string | undefined;
  readPending: (photoId: string) => Promise<Blob | null>;
  alt: string;
}) {
  return <PhotoThumb src={usePhotoSource(photoId, serverUrl, readPending)} alt={alt} />;
}
