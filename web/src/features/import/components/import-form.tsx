import { useState, type FormEvent, type ReactNode } from "react";
import { Box, Button, chakra, Flex, HStack, Progress, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { LuUpload } from "react-icons/lu";
import {
  DEFAULT_INSPECTION_TYPE,
  IMPORT_FILE_TYPES,
  IMPORT_LIMITS,
  INSPECTION_TYPES,
  messages,
  type ImportOptions,
  type InspectionType,
  formatCount,
  formatFileSize,
  intlLocale,
} from "@aql-portal/shared";
import { DownloadButton } from "../../../components/ui/download-button";
import { FileDropZone } from "../../../components/ui/file-drop-zone";
import { FormField } from "../../../components/ui/form-field";
import { PanelFooter } from "../../../components/ui/panel-footer";
import { Select } from "../../../components/ui/select";
import { notify, type NotifyOptions } from "../../../components/ui/toaster";
import { useSession } from "../../../lib/auth/session-context";
import { shownLanguage } from "../../../lib/i18n";
import { useMetaList } from "../../../lib/reference-data";
import { downloadImportTemplate } from "../api/download-template";

export type UploadPhase =
  | { kind: "idle" }
  | { kind: "uploading"; fileName: string; percent: number }
  | { kind: "processing"; fileName: string };

export interface ImportFormProps {
  phase: UploadPhase;
  /** Sends the file; resolves true when the server answered (the file is then cleared: choose it again). */
  onUpload: (file: File, options: ImportOptions, centreName: string) => Promise<boolean>;
  /** Stops an upload whose bytes are still being sent. */
  onCancel: () => void;
}

/** Every outcome of an upload, on the page or the server, is one action's: the newest replaces the one on screen. */
export const UPLOAD: NotifyOptions = { action: "import" };

/** What an import file may be: ".xlsx or .csv · up to 10 MB and 5,000 rows". */
export function importLimitsText(): string {
  const types = new Intl.ListFormat(intlLocale(shownLanguage()), { type: "disjunction" }).format(
    IMPORT_FILE_TYPES,
  );
  const size = formatFileSize(IMPORT_LIMITS.maxBytes);
  const rows = formatCount(IMPORT_LIMITS.maxRows);
  return t`${types} · up to ${size} and ${rows} rows`;
}

/** The side padding of the form's steps and foot. */
const SECTION_PX = { base: "5", md: "6" };

/** The three steps of an import, each with its control: template, options, file. */
export function ImportForm({ phase, onUpload, onCancel }: ImportFormProps) {
  const { t } = useLingui();
  const { user } = useSession();
  const centres = useMetaList("tenant-centres");
  const [inspectionType, setInspectionType] = useState<InspectionType>(DEFAULT_INSPECTION_TYPE);
  // Until the planner picks one, the centre is the first one at their own location.
  const [centreChoice, setCentreChoice] = useState<string | null>(null);
  const myLocations = new Set(user.locations.map((location) => location.id));
  const suggestedCentre = centres.data?.find((centre) => myLocations.has(centre.locationId))?.id ?? "";
  const centreId = centreChoice ?? suggestedCentre;
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ file?: string; centre?: string }>({});
  const busy = phase.kind !== "idle";
  const limits = importLimitsText();
  const centresProblem = centres.error?.message;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const centre = centres.data?.find((candidate) => candidate.id === centreId);
    const problems = {
      file: file ? undefined : messages.noFileSelected,
      centre: centre ? undefined : messages.required,
    };
    setErrors(problems);
    if (!file || !centre) {
      if (!file) notify("error", messages.noFileSelected, undefined, UPLOAD);
      return;
    }
    void onUpload(
      file,
      { inspectionType, tenantCentreId: centre.id },
      `${centre.name} (${centre.code})`,
    ).then((answered) => {
      if (answered) setFile(null);
    });
  };

  return (
    <chakra.form
      onSubmit={submit}
      noValidate
      layerStyle="panel"
      boxShadow="xs"
      aria-label={t`Import a spreadsheet`}
    >
      <Stack gap="0" divideY="1px" divideColor="border">
        <Step number={1} title={t`Download the template`}>
          <Flex gap="4" align="center" justify="space-between" wrap="wrap">
            <Text color="fg.muted" flex="1 1 260px">
              <Trans>
                One row per PO line. The template has every column, an example row, and your product
                categories, suppliers, factories and centres.
              </Trans>
            </Text>
            <DownloadButton
              download={downloadImportTemplate}
              failureTitle={t`Unable to download the template`}
              action="import-template"
              label={t`Download template`}
              variant="outline"
              size="lg"
            />
          </Flex>
        </Step>
        <Step number={2} title={t`Choose the inspection type and centre`}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField
              label={t`Inspection type`}
              helper={t`For every inspection this file creates.`}
              disabled={busy}
            >
              <Select
                value={inspectionType}
                onChange={(type) =>
                  setInspectionType(
                    INSPECTION_TYPES.find((known) => known === type) ?? DEFAULT_INSPECTION_TYPE,
                  )
                }
                options={INSPECTION_TYPES.map((type) => ({ value: type, label: type }))}
              />
            </FormField>
            <FormField
              label={t`Tenant centre`}
              required
              error={centreId === "" ? errors.centre : undefined}
              helper={t`Rows with an empty DC / Centre go to this centre.`}
              disabled={busy}
            >
              <Select
                value={centreId}
                onChange={(chosen) => {
                  setCentreChoice(chosen);
                  setErrors((current) => ({ ...current, centre: undefined }));
                }}
                placeholder={centres.isLoading ? t`Loading centres…` : t`Select a centre`}
                options={(centres.data ?? []).map((centre) => ({
                  value: centre.id,
                  label: `${centre.name} (${centre.code})`,
                }))}
              />
            </FormField>
          </SimpleGrid>
          {centres.error ? (
            <Text color="fg.error" fontSize="sm" mt="2" role="alert">
              <Trans>The centres could not be loaded: {centresProblem}</Trans>
            </Text>
          ) : null}
        </Step>
        <Step number={3} title={t`Upload the filled-in file`}>
          <FileDropZone
            label={t`Spreadsheet to import`}
            file={file}
            onFileChange={(chosen) => {
              setFile(chosen);
              setErrors((current) => ({ ...current, file: undefined }));
            }}
            onInvalidFile={(message) => {
              setFile(null);
              setErrors((current) => ({ ...current, file: message }));
            }}
            accept={IMPORT_FILE_TYPES}
            maxBytes={IMPORT_LIMITS.maxBytes}
            hint={t`${limits}. Values only, no formulas.`}
            error={errors.file}
            disabled={busy}
          />
          {busy ? <UploadProgressBar phase={phase} onCancel={onCancel} /> : null}
        </Step>
      </Stack>
      <PanelFooter px={SECTION_PX}>
        <Text fontSize="sm" color="fg.muted" flex="1 1 240px">
          <Trans>A file with any problem imports nothing. The same file twice changes nothing.</Trans>
        </Text>
        {/* Not before the centres are known: the suggested centre is chosen from them. */}
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          loading={busy}
          loadingText={t`Importing`}
          disabled={centres.isLoading}
        >
          <LuUpload aria-hidden="true" />
          <Trans>Upload and import</Trans>
        </Button>
      </PanelFooter>
    </chakra.form>
  );
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <Box as="section" px={SECTION_PX} py="5">
      <HStack gap="3" mb="3">
        <Box
          display="grid"
          placeItems="center"
          boxSize="7"
          flexShrink="0"
          borderRadius="full"
          bg="brand.solid"
          color="brand.contrast"
          fontSize="sm"
          fontWeight="bold"
          aria-hidden="true"
        >
          {number}
        </Box>
        <Text as="h2" fontWeight="semibold" fontSize="md">
          <chakra.span srOnly>
            <Trans>Step {number}:</Trans>{" "}
          </chakra.span>
          {title}
        </Text>
      </HStack>
      <Box ps={{ base: "0", md: "10" }}>{children}</Box>
    </Box>
  );
}

function UploadProgressBar({
  phase,
  onCancel,
}: {
  phase: Exclude<UploadPhase, { kind: "idle" }>;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const uploading = phase.kind === "uploading";
  const { fileName } = phase;
  const percent = uploading ? phase.percent : 0;
  const label = uploading ? t`Uploading ${fileName}… ${percent}%` : t`Checking and importing…`;
  return (
    <Box mt="4" p="4" borderWidth="1px" borderRadius="lg" bg="brand.subtle" borderColor="brand.muted">
      <Progress.Root
        value={uploading ? phase.percent : null}
        colorPalette="brand"
        size="md"
        striped={!uploading}
        animated={!uploading}
        aria-label={uploading ? t`Uploading ${fileName}` : t`Checking and importing`}
      >
        <Flex justify="space-between" align="center" gap="3" mb="2" minH="10">
          <Progress.Label fontWeight="medium" aria-live="polite">
            {label}
          </Progress.Label>
          {uploading ? (
            <Button size="sm" variant="outline" bg="bg" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </Button>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              <Trans>Large files take a little while</Trans>
            </Text>
          )}
        </Flex>
        <Progress.Track bg="bg">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}
