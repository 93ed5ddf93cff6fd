import { useEffect, useMemo, useRef, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  Flex,
  Heading,
  HStack,
  Input,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { LuArrowLeft, LuSearch } from "react-icons/lu";
import { PHOTO_LIMITS, type DefectEntry, type Severity } from "@aql-portal/shared";
import { Modal } from "../../../components/ui/modal";
import { StatePanel } from "../../../components/ui/state-panel";
import { useMetaList } from "../../../lib/reference-data";
import type { InspectionOutbox, NewPhoto } from "../outbox/inspection-outbox";
import { addDefect, newDefectEntry, newId, updateDefect, type LibraryDefect } from "../outbox/local-work";
import { groupDefects } from "./defect-library";
import { CountStepper } from "./number-field";
import { PhotoCapture, PhotoThumb, usePhotoSource } from "./photos";
import { SEVERITIES, SEVERITY_LABELS } from "../../../components/ui/severity";
import { SEVERITY_COLOURS } from "./severity";

/** The dialog's least height (CSS). */
const DIALOG_MIN_HEIGHT = "min(640px, 90vh)";

/** What the dialog is open for: a new entry (pick a defect first) or changing one already recorded. */
export type DefectDialogTarget = { mode: "add" } | { mode: "edit"; entry: DefectEntry };

export interface DefectDialogProps {
  target: DefectDialogTarget | null;
  onClose: () => void;
  outbox: InspectionOutbox;
  photoUrls: Readonly<Record<string, string>>;
  /** Photos the whole record may still take (PHOTO_LIMITS.perInspection, less those it names). */
  photosLeft: number;
}

/** Add a defect (pick it from the library, then class, count, photos) or edit one (class, count, photos). */
export function DefectDialog({ target, onClose, ...form }: DefectDialogProps) {
  return (
    <Modal open={target !== null} onClose={onClose} minH={{ base: DIALOG_MIN_HEIGHT }}>
      {target ? <DefectForm target={target} onDone={onClose} {...form} /> : null}
    </Modal>
  );
}

/** A photo of the entry being edited: one the record has, or one just taken (not kept until saved). */
type DraftPhoto = { photoId: string; taken: Blob | null; preview: string | null };

interface DefectFormProps {
  target: DefectDialogTarget;
  onDone: () => void;
  outbox: InspectionOutbox;
  photoUrls: Readonly<Record<string, string>>;
  photosLeft: number;
}

function DefectForm({ target, onDone, outbox, photoUrls, photosLeft }: DefectFormProps) {
  const { t } = useLingui();
  const editing = target.mode === "edit" ? target.entry : null;
  const photoLimit = Math.min(PHOTO_LIMITS.perDefect, (editing?.photoIds.length ?? 0) + photosLeft);
  const [defect, setDefect] = useState<LibraryDefect | null>(
    editing
      ? {
          id: editing.defectId,
          code: editing.defectCode,
          name: editing.defectName,
          category: editing.category,
          severity: editing.severity,
        }
      : null,
  );
  const [severity, setSeverity] = useState<Severity>(editing?.severity ?? "MAJOR");
  const [count, setCount] = useState(editing?.count ?? 1);
  const [photos, setPhotos] = useState<DraftPhoto[]>(
    editing?.photoIds.map((photoId) => ({ photoId, taken: null, preview: null })) ?? [],
  );

  // Previews of photos just taken live as long as the form, however the dialog is closed.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  if (!defect) {
    return (
      <DefectPicker
        onPick={(picked) => {
          setDefect(picked);
          setSeverity(picked.severity);
        }}
      />
    );
  }

  const librarySeverity = SEVERITY_LABELS[defect.severity].toLowerCase();
  const defectName = defect.name;
  const photoCount = photos.length;
  const photoAlt = (photoNumber: number) => t`Photo ${photoNumber} of ${defectName}`;

  const save = () => {
    const photoIds = photos.map((photo) => photo.photoId);
    const taken: NewPhoto[] = photos.flatMap((photo) =>
      photo.taken ? [{ photoId: photo.photoId, photo: photo.taken }] : [],
    );
    if (editing) {
      outbox.update((work) => updateDefect(work, editing.id, { severity, count, photoIds }), taken);
    } else {
      outbox.update((work) => addDefect(work, newDefectEntry(defect, { severity, count, photoIds })), taken);
    }
    onDone();
  };

  return (
    <>
      <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1" pe="16">
        {editing ? null : (
          <Button variant="ghost" size="lg" ms="-3" color="brand.fg" onClick={() => setDefect(null)}>
            <LuArrowLeft aria-hidden="true" />
            <Trans>Choose another defect</Trans>
          </Button>
        )}
        <Dialog.Title fontSize="xl">{defect.name}</Dialog.Title>
        <Text color="fg.muted">
          {defect.code} · {defect.category}
        </Text>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="6">
          <Box as="fieldset">
            <Text as="legend" fontWeight="semibold" mb="2">
              <Trans>Severity</Trans>
            </Text>
            <HStack gap="2" wrap="wrap">
              {SEVERITIES.map((option) => (
                <Button
                  key={option}
                  size="xl"
                  flex="1 1 0"
                  minW="28"
                  variant={severity === option ? "solid" : "outline"}
                  colorPalette={severity === option ? SEVERITY_COLOURS[option] : "gray"}
                  aria-pressed={severity === option}
                  onClick={() => setSeverity(option)}
                >
                  {SEVERITY_LABELS[option]}
                </Button>
              ))}
            </HStack>
            <Text fontSize="sm" color="fg.muted" mt="2">
              {severity === defect.severity
                ? t`The library classes it ${librarySeverity}.`
                : t`Changed from the library's ${librarySeverity}: your judgement counts.`}
            </Text>
          </Box>
          <Box>
            <Text fontWeight="semibold" mb="2">
              <Trans>Units with this defect</Trans>
            </Text>
            <CountStepper label={defect.name} value={count} onChange={setCount} />
          </Box>
          <Box>
            <Flex justify="space-between" align="baseline" mb="2" gap="3">
              <Text fontWeight="semibold">
                <Trans>Photos</Trans>
              </Text>
              <Text fontSize="sm" color="fg.muted">
                <Trans>
                  {photoCount} of {photoLimit}
                </Trans>
              </Text>
            </Flex>
            <Flex gap="4" wrap="wrap" align="center">
              {photos.map((photo, index) => (
                <DraftPhotoThumb
                  key={photo.photoId}
                  photo={photo}
                  alt={photoAlt(index + 1)}
                  serverUrl={photoUrls[photo.photoId]}
                  readPending={outbox.pendingPhoto}
                  onRemove={() => setPhotos((current) => current.filter((p) => p.photoId !== photo.photoId))}
                />
              ))}
              {photos.length < photoLimit ? (
                <PhotoCapture
                  label={photos.length === 0 ? t`Take photo` : t`Add photo`}
                  onPhoto={(taken) => {
                    const preview = URL.createObjectURL(taken);
                    previews.current.add(preview);
                    setPhotos((current) => [...current, { photoId: newId(), taken, preview }]);
                  }}
                />
              ) : null}
            </Flex>
          </Box>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button size="xl" variant="outline" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button size="xl" colorPalette="brand" onClick={save}>
          {editing ? <Trans>Save changes</Trans> : <Trans>Add defect</Trans>}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="lg" aria-label={t`Close`} />
      </Dialog.CloseTrigger>
    </>
  );
}

function DraftPhotoThumb({
  photo,
  alt,
  serverUrl,
  readPending,
  onRemove,
}: {
  photo: DraftPhoto;
  alt: string;
  serverUrl: string | undefined;
  readPending: (photoId: string) => Promise<Blob | null>;
  onRemove: () => void;
}) {
  const stored = usePhotoSource(photo.photoId, photo.preview ?? serverUrl, readPending);
  return <PhotoThumb src={stored} alt={alt} onRemove={onRemove} />;
}

/** The defect library, searchable, by category, each defect a row large enough to tap with a gloved finger. */
function DefectPicker({ onPick }: { onPick: (defect: LibraryDefect) => void }) {
  const { t } = useLingui();
  const library = useMetaList("defects");
  const [query, setQuery] = useState("");
  const groups = useMemo(() => groupDefects(library.data ?? [], query), [library.data, query]);
  const searched = query.trim();

  return (
    <>
      <Dialog.Header flexDirection="column" alignItems="stretch" gap="3" pe="16">
        <Dialog.Title fontSize="xl">
          <Trans>Add a defect</Trans>
        </Dialog.Title>
        <Box position="relative">
          <Box
            position="absolute"
            insetStart="4"
            top="50%"
            transform="translateY(-50%)"
            color="fg.muted"
            pointerEvents="none"
            aria-hidden="true"
          >
            <LuSearch />
          </Box>
          <Input
            size="xl"
            ps="11"
            type="search"
            placeholder={t`Search by name or code`}
            aria-label={t`Search the defect library`}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </Box>
      </Dialog.Header>
      <Dialog.Body pt="0">
        {library.error && !library.data ? (
          <StatePanel
            failure
            title={t`The defect library could not be loaded.`}
            onRetry={() => void library.mutate()}
          >
            {library.error.message}
          </StatePanel>
        ) : !library.data ? (
          <Stack gap="3" aria-busy="true">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} height="14" />
            ))}
          </Stack>
        ) : groups.length === 0 ? (
          <Text color="fg.muted" textAlign="center" py="10">
            <Trans>No defect in the library matches “{searched}”. Try part of its name or its code.</Trans>
          </Text>
        ) : (
          <Stack gap="5">
            {groups.map((group) => (
              <Box key={group.category} as="section" aria-label={group.category}>
                <Heading
                  as="h3"
                  size="sm"
                  color="fg.muted"
                  textTransform="uppercase"
                  letterSpacing="wide"
                  position="sticky"
                  top="0"
                  bg="bg.panel"
                  py="2"
                  zIndex="1"
                >
                  {group.category}
                </Heading>
                <Stack gap="2" as="ul" listStyleType="none">
                  {group.defects.map((defect) => (
                    <Box as="li" key={defect.id}>
                      <Button
                        variant="outline"
                        w="full"
                        h="auto"
                        minH="14"
                        py="3"
                        justifyContent="space-between"
                        textAlign="start"
                        whiteSpace="normal"
                        onClick={() => onPick(defect)}
                      >
                        <Box>
                          <Text fontSize="md" fontWeight="semibold">
                            {defect.name}
                          </Text>
                          <Text fontSize="sm" color="fg.muted" fontWeight="normal">
                            {defect.code}
                          </Text>
                        </Box>
                        <Badge colorPalette={SEVERITY_COLOURS[defect.severity]} size="lg">
                          {SEVERITY_LABELS[defect.severity]}
                        </Badge>
                      </Button>
                    </Box>
                  ))}
                </Stack>
              </Box>
            ))}
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="lg" aria-label={t`Close`} />
      </Dialog.CloseTrigger>
    </>
  );
}
