import { useEffect, useRef, useState } from "react";
import { Box, Grid, GridItem } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { messages, type ImportOptions } from "@aql-portal/shared";
import { PageHeader } from "../../../components/layouts/page-header";
import { notify } from "../../../components/ui/toaster";
import { AnswerCutOffError, ApiRequestError, errorMessage } from "../../../lib/api-client";
import { rejectionOf } from "../../../lib/spreadsheet-rejection";
import { importInspections } from "../api/import-inspections";
import { ImportFailure, importedUnreadable, importUnconfirmed, ImportUnconfirmed } from "./import-failure";
import { ImportForm, UPLOAD, type UploadPhase } from "./import-form";
import { ImportGuide } from "./import-guide";
import { ImportProblems } from "./import-problems";
import { ImportResultPanel } from "./import-result";
import type { ImportOutcome } from "./import-outcome";

/** The page's areas (CSS grid template areas): the outcome under the form, the guide beside it when wide. */
const NARROW_AREAS = `"form" "outcome" "guide"`;
const WIDE_AREAS = `"form guide" "outcome outcome"`;

/**
 * /user/import, UPLOAD PRODUCT READY TO INSPECT (spec §2): the planner downloads the template, fills it with
 * PO lines, chooses the inspection type and centre (spec §9) and uploads it. The answer is shown in full:
 * what was imported, or every problem in the file (nothing is imported then).
 */
export function ImportPage() {
  const { t } = useLingui();
  const [phase, setPhase] = useState<UploadPhase>({ kind: "idle" });
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const upload = useRef<AbortController | null>(null);

  // A new outcome is where the planner's attention goes next: bring it into view and give it focus.
  useEffect(() => {
    if (!outcome) return;
    const element = outcomeRef.current;
    element?.scrollIntoView({ behavior: "smooth", block: "start" });
    element?.focus({ preventScroll: true });
  }, [outcome]);

  // Leaving the page while the file is still being sent stops it (nothing is imported). Once every byte is
  // sent the server imports it whatever happens here, so it is left to finish.
  const sending = useRef(false);
  useEffect(
    () => () => {
      if (sending.current) upload.current?.abort();
    },
    [],
  );

  const start = async (file: File, options: ImportOptions, centreName: string): Promise<boolean> => {
    const controller = new AbortController();
    upload.current = controller;
    setOutcome(null);
    setPhase({ kind: "uploading", fileName: file.name, percent: 0 });
    sending.current = true;
    try {
      const result = await importInspections(file, options, {
        signal: controller.signal,
        onProgress: ({ loaded, total }) =>
          setPhase({ kind: "uploading", fileName: file.name, percent: Math.round((loaded / total) * 100) }),
        onSent: () => {
          sending.current = false;
          setPhase({ kind: "processing", fileName: file.name });
        },
      });
      notify("success", messages.fileUploaded, undefined, UPLOAD);
      setOutcome({
        kind: "imported",
        result,
        fileName: file.name,
        inspectionType: options.inspectionType,
        centreName,
      });
      return true;
    } catch (error) {
      if (controller.signal.aborted) {
        notify("info", t`The upload was cancelled: nothing was imported.`, undefined, UPLOAD);
        return false;
      }
      if (error instanceof AnswerCutOffError) {
        // Nothing is known: neither "uploaded" nor "failed". The file stays chosen, to be sent again if need be.
        notify("warning", importUnconfirmed(), undefined, UPLOAD);
        setOutcome({ kind: "unconfirmed", fileName: file.name });
        return false;
      }
      const rejection = rejectionOf(error);
      const message = errorMessage(error);
      const status = error instanceof ApiRequestError ? error.status : 0;
      if (status >= 200 && status < 300) {
        // Imported, but the answer could not be read (a newer server?): say so, never "failed".
        notify("warning", importedUnreadable(), undefined, UPLOAD);
        setOutcome({ kind: "failed", status, message, fileName: file.name });
        return true;
      }
      notify("error", rejection?.message ?? message, messages.fileUploadFailed, UPLOAD);
      if (rejection) {
        setOutcome({ kind: "rejected", rejection, fileName: file.name });
        return true;
      }
      setOutcome({ kind: "failed", status, message, fileName: file.name });
      // A file the server could not be reached with may be sent again as it is; any answer means choose again.
      return status !== 0;
    } finally {
      sending.current = false;
      upload.current = null;
      setPhase({ kind: "idle" });
    }
  };

  return (
    <Box>
      <PageHeader
        title={t`Upload products ready to inspect`}
        description={t`Bring purchase orders in from a spreadsheet: the styles, PO lines and the inspections they need appear at once.`}
      />
      <Grid
        templateColumns={{ base: "minmax(0, 1fr)", xl: "minmax(0, 3fr) minmax(0, 2fr)" }}
        templateAreas={{ base: NARROW_AREAS, xl: WIDE_AREAS }}
        gap="6"
        alignItems="start"
      >
        <GridItem area="form">
          <ImportForm phase={phase} onUpload={start} onCancel={() => upload.current?.abort()} />
        </GridItem>
        <GridItem area="guide">
          <ImportGuide />
        </GridItem>
        <GridItem area="outcome" minW="0" display={outcome ? undefined : "none"}>
          <Box ref={outcomeRef} tabIndex={-1} outline="none" scrollMarginTop="80px">
            {outcome?.kind === "imported" ? <ImportResultPanel outcome={outcome} /> : null}
            {outcome?.kind === "rejected" ? <ImportProblems outcome={outcome} /> : null}
            {outcome?.kind === "failed" ? <ImportFailure outcome={outcome} /> : null}
            {outcome?.kind === "unconfirmed" ? <ImportUnconfirmed outcome={outcome} /> : null}
          </Box>
        </GridItem>
      </Grid>
    </Box>
  );
}
