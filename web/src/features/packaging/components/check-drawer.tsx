import { useState, type ReactNode } from "react";
import { Box, Button, Drawer, Heading, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import { LuPencil, LuTrash2 } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { can, formatCount, formatDateTime, type PackagingCheck } from "@aql-portal/shared";
import { Facts } from "../../../components/ui/facts";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { useDialogs } from "../../../components/ui/dialogs";
import { DrawerClose, SideDrawer } from "../../../components/ui/side-drawer";
import { notify } from "../../../components/ui/toaster";
import { StaleAlert } from "../../../components/ui/stale-alert";
import { ApiRequestError, errorMessage } from "../../../lib/api-client";
import { useSession } from "../../../lib/auth/session-context";
import { inspectionReportPath } from "../../../lib/inspections";
import { useListParams } from "../../../lib/use-list-params";
import { useCheckChanged } from "../api/check-cache";
import { deletePackagingCheck } from "../api/delete-check";
import { usePackagingCheck } from "../api/get-check";
import { recordPackagingCheck } from "../api/record-check";
import { correctPackagingCheck } from "../api/update-check";
import { checkErrorsFromServer, emptyCheckForm, formValuesOf } from "./check-form-values";
import { CheckForm, type CheckFormFailure } from "./check-form";
import { OutcomeSummary } from "./outcome-summary";
import { CHECK_PARAM } from "./packaging-address";
import { formatSides, PaperTape } from "./packaging-text";

/** Every outcome of a change to one check is one action's: the newest toast replaces the one on screen. */
const checkAction = (checkId: string) => ({ action: `packaging-check:${checkId}` });

/** What failed, in the server's words, with the fields it named put on the form's fields. */
function failureOf(error: unknown, title: string): CheckFormFailure {
  const { fields, other } =
    error instanceof ApiRequestError ? checkErrorsFromServer(error.fieldErrors) : { fields: {}, other: [] };
  // The fields named say it where they stand; anything else is said above the form.
  const message =
    Object.keys(fields).length > 0 && other.length === 0
      ? t`Correct what is marked below, then save again.`
      : [errorMessage(error), ...other].join(" ");
  return { title, message, fields };
}

/** The record form in the check's drawer: open, and how it ends (closed, or the drawer closed). */
export interface Recording {
  open: boolean;
  onClose: () => void;
}

/**
 * "Record a check": the form. Once saved, the check opens as the server has it, in its place in the same drawer
 * (CheckDrawer): the drawer stays open, so the page behind it is not laid out again twice over, as it is when one
 * drawer closes (giving back the page's scroll, focus and screen-reader view) and another opens (taking them).
 */
function RecordCheckForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useLingui();
  const checkChanged = useCheckChanged();
  const { setParam } = useListParams();
  const record = async (input: Parameters<typeof recordPackagingCheck>[0]) => {
    try {
      const saved = await recordPackagingCheck(input);
      await checkChanged({ saved });
      const { bookingReference, styleCode } = saved;
      const complianceResult = saved.outcome.complianceResult;
      notify(
        "success",
        t`Booking ${bookingReference}, ${styleCode}: ${complianceResult}.`,
        t`Packaging check recorded`,
        checkAction(saved.id),
      );
      setParam(CHECK_PARAM, saved.id);
      return undefined;
    } catch (error) {
      return failureOf(error, t`The check could not be saved`);
    }
  };
  return (
    <CheckForm
      title={t`Record a packaging check`}
      subtitle={t`A delivery at a DC: its booking, the PO lines of one style, and what was found.`}
      initial={emptyCheckForm("")}
      submitLabel={t`Save check`}
      onSubmit={record}
      onCancel={onCancel}
    />
  );
}

/**
 * What other features offer on a check, composed by the app (features do not import each other): raising a
 * corrective action on a check that found issues. Draws nothing where it does not apply.
 */
export type CheckActions = (check: PackagingCheck) => ReactNode;

/**
 * The check named in the address (?check=…), in a side drawer: everything measured and what it came to. Where DC
 * staff record checks, the same drawer holds the record form (`recording`) until a check is named.
 */
export function CheckDrawer({
  checkActions,
  recording,
}: {
  checkActions?: CheckActions | undefined;
  recording?: Recording | undefined;
}) {
  const { params, setParam } = useListParams();
  const checkId = params.get(CHECK_PARAM) ?? "";
  const formOpen = recording?.open ?? false;
  // Closing ends both: the form stays open behind the check it saved until the drawer closes.
  const close = () => {
    recording?.onClose();
    if (checkId) setParam(CHECK_PARAM, "");
  };
  return (
    <SideDrawer open={checkId !== "" || formOpen} onClose={close} size="xl" contentKey={checkId || "record"}>
      {checkId ? (
        <CheckPanel key={checkId} checkId={checkId} onClose={close} checkActions={checkActions} />
      ) : formOpen ? (
        <RecordCheckForm onCancel={close} />
      ) : null}
    </SideDrawer>
  );
}

function CheckPanel({
  checkId,
  onClose,
  checkActions,
}: {
  checkId: string;
  onClose: () => void;
  checkActions: CheckActions | undefined;
}) {
  const { t } = useLingui();
  const check = usePackagingCheck(checkId);
  const [correcting, setCorrecting] = useState(false);
  if (!check.data) {
    return (
      <>
        <Drawer.Header borderBottomWidth="1px" pe="14">
          <Drawer.Title>
            <Trans>Packaging check</Trans>
          </Drawer.Title>
        </Drawer.Header>
        <Drawer.Body py="5">
          {check.error ? (
            <FailureAlert
              title={
                check.error.status === 404
                  ? t`This check is not there any more: it was deleted.`
                  : t`The check could not be read.`
              }
              message={check.error.message}
              onRetry={check.error.status === 404 ? undefined : () => void check.mutate()}
            />
          ) : (
            <Stack gap="3" aria-busy="true">
              <Text srOnly role="status">
                <Trans>Loading the check…</Trans>
              </Text>
              <Skeleton height="32" />
              <Skeleton height="24" />
            </Stack>
          )}
        </Drawer.Body>
        <DrawerClose />
      </>
    );
  }
  return correcting ? (
    <CorrectCheck
      check={check.data}
      onDone={() => setCorrecting(false)}
      onReload={() => void check.mutate()}
    />
  ) : (
    <CheckView
      check={check.data}
      onCorrect={() => setCorrecting(true)}
      onDeleted={onClose}
      checkActions={checkActions}
    />
  );
}

function CheckView({
  check,
  onCorrect,
  onDeleted,
  checkActions,
}: {
  check: PackagingCheck;
  onCorrect: () => void;
  onDeleted: () => void;
  checkActions: CheckActions | undefined;
}) {
  const { t } = useLingui();
  const { role } = useSession();
  const dialogs = useDialogs();
  const checkChanged = useCheckChanged();
  const mayRecord = can(role.name, "packaging:record");
  const poQuantity = formatCount(check.poQuantity);
  const { checks, source, bookingReference, styleCode } = check;

  const remove = async () => {
    try {
      const deleted = await dialogs.verify({
        title: t`Delete this packaging check?`,
        message: t`The check of booking ${bookingReference} (${styleCode}) leaves every report. This cannot be undone.`,
        submitLabel: t`Delete`,
        onSubmit: () => deletePackagingCheck(check),
      });
      if (!deleted) return;
      void checkChanged({ removedId: check.id });
      notify(
        "success",
        t`Booking ${bookingReference}, ${styleCode}.`,
        t`Packaging check deleted`,
        checkAction(check.id),
      );
      onDeleted();
    } catch (error) {
      notify("error", errorMessage(error), t`The check could not be deleted`, checkAction(check.id));
    }
  };

  return (
    <>
      <Drawer.Header borderBottomWidth="1px" pe="14" flexDirection="column" alignItems="stretch" gap="1">
        <Drawer.Title>
          <Trans>Booking {bookingReference}</Trans>
        </Drawer.Title>
        <Text color="fg.muted" fontSize="sm">
          {check.styleCode} {check.styleName} · {check.colour} · {check.supplier.name}
        </Text>
      </Drawer.Header>
      <Drawer.Body py="5">
        <Stack gap="6">
          <OutcomeSummary
            title={t`Result`}
            outcome={check.outcome}
            cartonMeasured={checks.cartonDimensions !== null}
          />
          {checkActions?.(check)}
          <DrawerSection title={t`Delivery`}>
            <Facts
              columns={{ base: 2 }}
              facts={[
                { label: t`DC (UDC_id)`, value: `${check.centre.code} · ${check.centre.name}` },
                { label: t`Booking reference`, value: bookingReference },
                { label: t`Supplier`, value: check.supplier.name },
                { label: t`Style`, value: `${styleCode} ${check.styleName}` },
                { label: t`PO numbers`, value: check.poNumbers.join(", ") },
                { label: t`PO quantity`, value: t`${poQuantity} units` },
              ]}
            />
          </DrawerSection>
          <DrawerSection title={t`Measurements`}>
            <Facts
              columns={{ base: 2 }}
              facts={[
                {
                  label: t`Cartons counted`,
                  value: checks.cartonCount === null ? null : formatCount(checks.cartonCount),
                },
                {
                  label: t`Units received`,
                  value: checks.receivedQuantity === null ? null : formatCount(checks.receivedQuantity),
                },
                {
                  label: t`Cartons sealed with`,
                  value: checks.paperTape === null ? null : <PaperTape paperTape={checks.paperTape} />,
                },
                {
                  label: t`Carton size`,
                  value: checks.cartonDimensions ? formatSides(checks.cartonDimensions) : null,
                },
                {
                  label: t`Unit size`,
                  value: checks.unitDimensions ? formatSides(checks.unitDimensions) : null,
                },
              ]}
            />
          </DrawerSection>
          <DrawerSection title={t`Recorded`}>
            <Facts
              columns={{ base: 2 }}
              facts={[
                { label: t`Checked by`, value: check.checkedBy.name },
                { label: t`Checked on`, value: formatDateTime(check.checkedOn) },
                {
                  label: t`Where`,
                  value:
                    source.kind === "dc" ? (
                      t`At the DC`
                    ) : (
                      <InspectionSource
                        inspectionId={source.inspectionId}
                        inspectionNumber={source.inspectionNumber}
                      />
                    ),
                },
              ]}
            />
          </DrawerSection>
        </Stack>
      </Drawer.Body>
      {mayRecord ? (
        <Drawer.Footer borderTopWidth="1px">
          {source.kind === "dc" ? (
            <>
              <Button variant="outline" colorPalette="red" onClick={() => void remove()}>
                <LuTrash2 aria-hidden="true" />
                <Trans>Delete</Trans>
              </Button>
              <Button colorPalette="brand" onClick={onCorrect}>
                <LuPencil aria-hidden="true" />
                <Trans>Correct</Trans>
              </Button>
            </>
          ) : (
            <Text fontSize="sm" color="fg.muted" flex="1">
              <Trans>Recorded on the inspector&apos;s tablet: it is corrected from its inspection.</Trans>
            </Text>
          )}
        </Drawer.Footer>
      ) : null}
      <DrawerClose />
    </>
  );
}

/** Where a check recorded on the tablet was made: "On the tablet, during inspection 1234", its inspection linked. */
function InspectionSource({
  inspectionId,
  inspectionNumber,
}: {
  inspectionId: string;
  inspectionNumber: string;
}) {
  return (
    <Trans>
      On the tablet, during{" "}
      <Link asChild fontWeight="semibold">
        <RouterLink to={inspectionReportPath(inspectionId)}>inspection {inspectionNumber}</RouterLink>
      </Link>
    </Trans>
  );
}

function DrawerSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h3" size="sm" color="brand.900" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** The check's form, from its latest version; a version changed meanwhile (412) is offered to reload. */
function CorrectCheck({
  check,
  onDone,
  onReload,
}: {
  check: PackagingCheck;
  onDone: () => void;
  onReload: () => void;
}) {
  const { t } = useLingui();
  const checkChanged = useCheckChanged();
  const [stale, setStale] = useState(false);
  const correct = async (input: Parameters<typeof correctPackagingCheck>[1]) => {
    try {
      const saved = await correctPackagingCheck(check, input);
      await checkChanged({ saved });
      const { bookingReference, styleCode } = saved;
      const complianceResult = saved.outcome.complianceResult;
      notify(
        "success",
        t`Booking ${bookingReference}, ${styleCode}: ${complianceResult}.`,
        t`Packaging check corrected`,
        checkAction(saved.id),
      );
      onDone();
      return undefined;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 412) {
        setStale(true);
        return undefined;
      }
      return failureOf(error, t`The correction could not be saved`);
    }
  };
  const { bookingReference, styleCode, styleName } = check;
  return (
    <CheckForm
      // A reloaded version starts the form again from what is stored now.
      key={check.etag}
      title={t`Correct the check`}
      subtitle={t`Booking ${bookingReference} · ${styleCode} ${styleName}`}
      initial={formValuesOf(check)}
      submitLabel={t`Save correction`}
      onSubmit={correct}
      onCancel={onDone}
      notice={
        stale ? (
          <StaleAlert
            title={t`Someone changed this check meanwhile.`}
            onReload={() => {
              setStale(false);
              onReload();
            }}
          >
            <Trans>Reload it to see their change; what you typed here is replaced.</Trans>
          </StaleAlert>
        ) : null
      }
    />
  );
}
