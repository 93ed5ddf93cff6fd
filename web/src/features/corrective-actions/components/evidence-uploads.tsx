import { useId, useRef, useState } from "react";
import { Box, Button, chakra, Flex, Progress, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { LuPaperclip, LuRefreshCw, LuTrash2 } from "react-icons/lu";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSWRConfig } from "swr";
import {
  CAR_EVIDENCE_LIMITS,
  formatFileSize,
  type CarEvidence,
  type CorrectiveAction,
} from "@aql-portal/shared";
import { errorMessage } from "../../../lib/api-client";
import { carKey } from "../../../lib/corrective-actions";
import { deleteCarEvidence, uploadCarEvidence } from "../api/evidence";
import { EvidenceFile } from "./evidence-list";
import { EVIDENCE_ACCEPT, evidenceLimitsText, takeEvidence } from "./evidence-files";

/** A file on its way, refused by the server, or sent in this visit (until the CAR read again lists it). */
type Upload =
  | { id: string; file: File; state: "sending"; percent: number }
  | { id: string; file: File; state: "failed"; message: string }
  | { id: string; file: File; state: "sent"; evidence: CarEvidence };

/**
 * The supplier's evidence while it answers: the files already on the request, the ones being sent (each under an
 * id made here, so a retry replaces itself) and those refused, checked against the limits before sending.
 */
export function useEvidenceUploads(car: CorrectiveAction) {
  const { mutate } = useSWRConfig();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [refused, setRefused] = useState<{ name: string; message: string }[]>([]);
  const [removing, setRemoving] = useState<string | null>(null);
  const [removeFailure, setRemoveFailure] = useState<string | null>(null);

  const onServer = new Set(car.evidence.map((evidence) => evidence.id));
  const pending = uploads.filter((upload) => !(upload.state === "sent" && onServer.has(upload.id)));
  /** Every file the request holds, as far as this page knows. */
  const files: CarEvidence[] = [
    ...car.evidence,
    ...pending.flatMap((upload) => (upload.state === "sent" ? [upload.evidence] : [])),
  ];
  const sending = uploads.some((upload) => upload.state === "sending");

  const setUpload = (next: Upload) =>
    setUploads((current) => current.map((upload) => (upload.id === next.id ? next : upload)));

  const send = (id: string, file: File) => {
    setUpload({ id, file, state: "sending", percent: 0 });
    uploadCarEvidence(car.id, id, file, {
      onProgress: ({ loaded, total }) =>
        setUpload({
          id,
          file,
          state: "sending",
          percent: total > 0 ? Math.round((loaded / total) * 100) : 0,
        }),
    })
      .then(async (evidence) => {
        setUpload({ id, file, state: "sent", evidence });
        // The request holds one more file (and a new etag): read again, so the answer goes with the latest.
        await mutate(carKey(car.id));
      })
      .catch((error: unknown) => setUpload({ id, file, state: "failed", message: errorMessage(error) }));
  };

  const choose = (chosen: readonly File[]) => {
    const kept = files.length + uploads.filter((upload) => upload.state === "sending").length;
    const { accepted, refused: notSent } = takeEvidence(chosen, kept);
    setRefused(notSent);
    const added = accepted.map((file) => ({ id: crypto.randomUUID(), file }));
    setUploads((current) => [
      ...current,
      ...added.map(({ id, file }) => ({ id, file, state: "sending" as const, percent: 0 })),
    ]);
    for (const { id, file } of added) send(id, file);
  };

  const remove = async (id: string) => {
    setRemoveFailure(null);
    const upload = uploads.find((candidate) => candidate.id === id);
    if (upload && upload.state === "failed") {
      setUploads((current) => current.filter((candidate) => candidate.id !== id));
      return;
    }
    setRemoving(id);
    try {
      await deleteCarEvidence(car.id, id);
      setUploads((current) => current.filter((candidate) => candidate.id !== id));
      await mutate(carKey(car.id));
    } catch (error) {
      setRemoveFailure(errorMessage(error));
    } finally {
      setRemoving(null);
    }
  };

  return {
    files,
    pending: pending.filter((upload) => upload.state !== "sent"),
    refused,
    sending,
    removing,
    removeFailure,
    choose,
    retry: (upload: Upload) => send(upload.id, upload.file),
    remove,
    /** Files in the answer sent before (sent back): part of an answer, they stay. */
    inEarlierAnswer: (id: string) => car.answer?.evidenceIds.includes(id) ?? false,
  };
}

export type EvidenceUploads = ReturnType<typeof useEvidenceUploads>;

/** The evidence part of the answer form: the files, what is on its way, the picker and the limits. */
export function EvidenceField({ uploads, error }: { uploads: EvidenceUploads; error?: string | undefined }) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const full = uploads.files.length + uploads.pending.length >= CAR_EVIDENCE_LIMITS.perCar;
  const removeFailure = uploads.removeFailure;
  const maxFiles = CAR_EVIDENCE_LIMITS.perCar;
  return (
    <Box as="fieldset" minW="0">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="1.5">
        <Trans>Evidence (optional)</Trans>
      </Text>
      <Text id={hintId} fontSize="sm" color="fg.muted" mb="3">
        <Trans>Photos of the corrected goods, the new work instruction, a test report.</Trans>{" "}
        {evidenceLimitsText()}
      </Text>
      <Stack gap="2" mb="3">
        {uploads.files.map((evidence) => {
          const fileName = evidence.fileName;
          return (
            <EvidenceFile
              key={evidence.id}
              evidence={evidence}
              action={
                uploads.inEarlierAnswer(evidence.id) ? (
                  <Text fontSize="xs" color="fg.muted">
                    <Trans>In your earlier answer</Trans>
                  </Text>
                ) : (
                  <Button
                    size="sm"
                    variant="ghost"
                    colorPalette="gray"
                    loading={uploads.removing === evidence.id}
                    loadingText={t`Removing`}
                    onClick={() => void uploads.remove(evidence.id)}
                    aria-label={t`Remove ${fileName}`}
                  >
                    <LuTrash2 aria-hidden="true" />
                    <Trans>Remove</Trans>
                  </Button>
                )
              }
            />
          );
        })}
        {uploads.pending.map((upload) => {
          const fileName = upload.file.name;
          return (
            <Flex key={upload.id} layerStyle="card" px="3" py="2" gap="3" align="center" wrap="wrap">
              <Box flex="1" minW="0">
                <Text fontWeight="medium" truncate title={upload.file.name}>
                  {upload.file.name}
                </Text>
                {upload.state === "sending" ? (
                  <Progress.Root value={upload.percent} size="xs" colorPalette="brand" mt="1.5" maxW="xs">
                    <Progress.Label srOnly>
                      <Trans>Sending {fileName}</Trans>
                    </Progress.Label>
                    <Progress.Track>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                ) : (
                  <Text fontSize="sm" color="red.fg" role="alert">
                    {upload.message}
                  </Text>
                )}
              </Box>
              <Text fontSize="sm" color="fg.muted">
                {formatFileSize(upload.file.size)}
              </Text>
              {upload.state === "failed" ? (
                <Flex gap="1">
                  <Button size="sm" variant="outline" onClick={() => uploads.retry(upload)}>
                    <LuRefreshCw aria-hidden="true" />
                    <Trans>Try again</Trans>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    colorPalette="gray"
                    onClick={() => void uploads.remove(upload.id)}
                    aria-label={t`Drop ${fileName}`}
                  >
                    <Trans>Drop</Trans>
                  </Button>
                </Flex>
              ) : null}
            </Flex>
          );
        })}
      </Stack>
      {uploads.refused.length > 0 ? (
        <Stack gap="1" mb="3" role="alert">
          {uploads.refused.map((problem) => (
            <Text key={problem.name} fontSize="sm" color="red.fg">
              {problem.message}
            </Text>
          ))}
        </Stack>
      ) : null}
      {removeFailure ? (
        <Text fontSize="sm" color="red.fg" role="alert" mb="3">
          <Trans>The file could not be removed: {removeFailure}</Trans>
        </Text>
      ) : null}
      <VisuallyHidden asChild>
        <chakra.input
          ref={input}
          type="file"
          multiple
          accept={EVIDENCE_ACCEPT}
          tabIndex={-1}
          aria-label={t`Add evidence files`}
          aria-describedby={hintId}
          disabled={full}
          onChange={(event) => {
            uploads.choose([...(event.target.files ?? [])]);
            event.target.value = "";
          }}
        />
      </VisuallyHidden>
      <Button variant="outline" size="sm" onClick={() => input.current?.click()} disabled={full}>
        <LuPaperclip aria-hidden="true" />
        {full ? <Trans>{maxFiles} files: no room for more</Trans> : <Trans>Add files</Trans>}
      </Button>
      {error ? (
        <Text fontSize="sm" color="red.fg" mt="2">
          {error}
        </Text>
      ) : null}
    </Box>
  );
}
