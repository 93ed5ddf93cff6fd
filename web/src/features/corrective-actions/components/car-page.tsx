import { useId, type ReactNode } from "react";
import { Box, Button, Flex, Grid, Heading, Link, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { plural, t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { LuFileSearch, LuTriangleAlert } from "react-icons/lu";
import { Link as RouterLink, useParams } from "react-router-dom";
import {
  canMoveFrom,
  formatCount,
  formatDateTime,
  formatDay,
  mayMove,
  webRoutes,
  type CarDefect,
  type CorrectiveAction,
} from "@aql-portal/shared";
import { BackLink, PageProblem, useBack } from "../../../components/layouts/back";
import { CarStateBadges } from "../../../components/ui/car-badges";
import { Facts } from "../../../components/ui/facts";
import { overlineStyle } from "../../../components/ui/overline";
import { placeholderFrame } from "../../../components/ui/state-panel";
import { useSession } from "../../../lib/auth/session-context";
import { useConfig } from "../../../lib/config/config-context";
import { carNextStep } from "../../../lib/corrective-actions";
import { inspectionReportPath } from "../../../lib/inspections";
import { useCorrectiveAction } from "../api/get-car";
import { rootCauseLabels } from "./answer-values";
import { CarAnswerForm } from "./car-answer-form";
import { CarHistory } from "./car-history";
import { CarReviewActions } from "./car-review";
import { SeverityBadge } from "../../../components/ui/severity-badge";
import { PhotoStrip, bySeverity } from "./defect-parts";
import { EvidenceList } from "./evidence-list";
import { packagingCheckPath } from "./packaging-link";
import { reviewActionsFor } from "./review-actions";

/**
 * /user/corrective-actions/:carId: one corrective action request: the lots and defects it is about, what is
 * asked and by when, the supplier's answer and evidence, every move, and the moves the reader may make now (the
 * supplier answers; a reviewer, client manager or administrator sends back, accepts or closes).
 */
export function CorrectiveActionPage() {
  const { t } = useLingui();
  const { carId = "" } = useParams();
  const car = useCorrectiveAction(carId || null);
  const back = useBack({ to: webRoutes.correctiveActions, label: t`Corrective actions` });

  let body: ReactNode;
  if (car.data) {
    body = <CarView car={car.data} />;
  } else if (car.error) {
    const final = car.error.status === 404 || car.error.status === 403;
    const problem = car.error.message;
    body = (
      <PageProblem
        icon={car.error.status === 404 ? <LuFileSearch /> : <LuTriangleAlert />}
        title={t`This corrective action could not be opened`}
        detail={
          car.error.status === 404 ? t`${problem} It does not exist, or it is not one you can see.` : problem
        }
        back={back}
        onRetry={final ? undefined : () => void car.mutate()}
      />
    );
  } else {
    body = <CarSkeleton />;
  }
  return (
    <Box maxW="1400px">
      <BackLink {...back} />
      {body}
    </Box>
  );
}

/** CSS grid areas: where it stands above the rest on a small screen, beside it on a wide one. */
const SIDE_OVER_MAIN_AREAS = `"side" "main"`;
const MAIN_BESIDE_SIDE_AREAS = `"main side"`;

function CarView({ car }: { car: CorrectiveAction }) {
  const { t } = useLingui();
  const { user, role } = useSession();
  const reader = { role: role.name, supplier: user.supplier };
  const answering = mayMove("answer", reader, car) && canMoveFrom("answer", car.status);
  const reviewActions = reviewActionsFor(reader, car);
  const raised = car.history.find((event) => event.action === "raise");
  const supplierName = car.supplier.name;
  const raisedOn = formatDay(car.raisedOn);
  const raisedBy = raised?.by.name;
  const dueDay = formatDay(car.dueDate);
  const moveCount = car.history.length;

  return (
    <>
      <Flex as="header" align="flex-start" justify="space-between" gap="4" wrap="wrap" mb="5">
        <Box minW="0" flex="1 1 420px">
          <Heading as="h1" size="2xl" color="brand.900">
            {car.reference}
            <Text as="span" fontWeight="normal" color="fg.muted">
              {" "}
              · {car.styleCode}
            </Text>
          </Heading>
          <Flex columnGap="5" rowGap="1" wrap="wrap" mt="1" color="fg.muted" fontSize="sm">
            <Text as="span">
              <Trans>
                Supplier{" "}
                <Text as="span" color="fg">
                  {supplierName}
                </Text>
              </Trans>
            </Text>
            <Text as="span">
              {raisedBy === undefined ? (
                <Trans>
                  Raised{" "}
                  <Text as="span" color="fg">
                    {raisedOn}
                  </Text>
                </Trans>
              ) : (
                <Trans>
                  Raised{" "}
                  <Text as="span" color="fg">
                    {raisedOn} by {raisedBy}
                  </Text>
                </Trans>
              )}
            </Text>
          </Flex>
          <Box mt="3">
            <CarStateBadges status={car.status} overdue={car.overdue} size="lg" />
          </Box>
        </Box>
      </Flex>
      <Grid
        templateColumns={{ base: "minmax(0, 1fr)", xl: "minmax(0, 1fr) 340px" }}
        templateAreas={{ base: SIDE_OVER_MAIN_AREAS, xl: MAIN_BESIDE_SIDE_AREAS }}
        gap="5"
        alignItems="start"
      >
        <Stack gridArea="side" gap="5" minW="0">
          <CarSection title={t`Where it stands`}>
            <Text fontWeight="medium">{carNextStep()[car.status]}</Text>
            <Box mt="4">
              <Facts
                columns={{ base: 2, md: 3, xl: 1 }}
                facts={[
                  {
                    label: t`Answer due by`,
                    value: (
                      <Text
                        as="span"
                        color={car.overdue ? "red.fg" : undefined}
                        fontWeight={car.overdue ? "semibold" : undefined}
                      >
                        {car.overdue ? <Trans>{dueDay} (overdue)</Trans> : dueDay}
                      </Text>
                    ),
                  },
                  { label: t`Followed by`, value: car.owner.name },
                  {
                    label: t`Verified at the next inspection`,
                    value: verificationState(car),
                  },
                  ...(car.doneOn ? [{ label: t`Done on`, value: formatDay(car.doneOn) }] : []),
                ]}
              />
            </Box>
            {reviewActions.length > 0 ? (
              <Box mt="5">
                <CarReviewActions car={car} actions={reviewActions} />
              </Box>
            ) : null}
          </CarSection>
        </Stack>
        <Stack gridArea="main" gap="5" minW="0">
          <CarSection title={t`What was asked`}>
            <Text whiteSpace="pre-wrap">{car.request}</Text>
          </CarSection>
          {car.inspections.length > 0 ? <LotsAndDefects car={car} /> : null}
          {car.packagingChecks.length > 0 ? <PackagingChecks checks={car.packagingChecks} /> : null}
          <CarSection
            title={
              answering
                ? car.status === "sent-back"
                  ? t`Your answer, again`
                  : t`Your answer`
                : t`The supplier's answer`
            }
            aside={
              car.answer && !answering ? `${car.answer.by.name}, ${formatDateTime(car.answer.at)}` : undefined
            }
          >
            {answering ? (
              <CarAnswerForm car={car} />
            ) : car.answer ? (
              <AnswerView car={car} answer={car.answer} />
            ) : (
              <EmptyNote
                title={t`No answer yet`}
                detail={
                  car.status === "closed"
                    ? t`The request was closed before the supplier answered.`
                    : t`The supplier is asked to answer by ${dueDay}.`
                }
              />
            )}
          </CarSection>
          {car.verification ? (
            <CarSection title={t`Verification`}>
              <Text>
                {car.verification.recurred ? (
                  <Trans>The defect was found again at the next inspection: the request was re-opened.</Trans>
                ) : (
                  <Trans>The next inspection found the defects gone.</Trans>
                )}{" "}
                <Link asChild>
                  <RouterLink to={inspectionReportPath(car.verification.inspectionId)}>
                    <Trans>Open its report</Trans>
                  </RouterLink>
                </Link>
              </Text>
              <Text fontSize="sm" color="fg.muted" mt="1">
                {car.verification.by.name}, {formatDateTime(car.verification.at)}
              </Text>
            </CarSection>
          ) : null}
          <CarSection title={t`History`} aside={plural(moveCount, { one: "# move", other: "# moves" })}>
            <CarHistory history={car.history} request={car.request} />
          </CarSection>
        </Stack>
      </Grid>
    </>
  );
}

/** The lots it is about (each opening its report) and the defects picked from them, with counts and photos. */
function LotsAndDefects({ car }: { car: CorrectiveAction }) {
  const { t } = useLingui();
  const numberOf = new Map(car.inspections.map((lot) => [lot.id, lot.number]));
  const defects = [...car.defects].sort(bySeverity);
  const units = car.defects.reduce((sum, defect) => sum + defect.count, 0);
  const lotCount = car.inspections.length;
  const lots = plural(lotCount, { one: "# lot", other: "# lots" });
  const defective = plural(units, { one: "# unit defective", other: "# units defective" });
  const headers = [
    { key: "defect", label: t`DEFECT` },
    { key: "class", label: t`CLASS` },
    { key: "lot", label: t`LOT` },
    { key: "units", label: t`UNITS`, end: true },
    { key: "photos", label: t`PHOTOS` },
  ];
  return (
    <CarSection title={t`Lots and defects`} aside={`${lots} · ${defective}`}>
      <Flex gap="2" wrap="wrap" as="ul" listStyleType="none" m="0" p="0" aria-label={t`Lots`}>
        {car.inspections.map((lot) => (
          <Box as="li" key={lot.id}>
            <Button asChild size="sm" variant="outline">
              <RouterLink to={inspectionReportPath(lot.id)}>
                <LuFileSearch aria-hidden="true" />
                {lot.number}
              </RouterLink>
            </Button>
          </Box>
        ))}
      </Flex>
      <Table.ScrollArea layerStyle="inset" mt="4">
        <Table.Root size="sm" aria-label={t`Defects`}>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              {headers.map(({ key, label, end }) => (
                <Table.ColumnHeader key={key} {...overlineStyle} textAlign={end ? "end" : undefined}>
                  {label}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {defects.map((defect: CarDefect, index) => (
              <Table.Row key={`${defect.inspectionId}-${defect.defectId}-${index}`}>
                <Table.Cell fontWeight="medium">{defect.defectName}</Table.Cell>
                <Table.Cell>
                  <SeverityBadge severity={defect.severity} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{numberOf.get(defect.inspectionId) ?? "—"}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" fontWeight="semibold">
                  {formatCount(defect.count)}
                </Table.Cell>
                <Table.Cell>
                  <PhotoStrip
                    photoIds={defect.photoIds}
                    urls={car.photoUrls}
                    defectName={defect.defectName}
                  />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </CarSection>
  );
}

/** The DC packaging checks it is about: which delivery, when and where it was checked, and the issues found. */
function PackagingChecks({ checks }: { checks: CorrectiveAction["packagingChecks"] }) {
  const { t } = useLingui();
  const { role } = useSession();
  const { features, customerName } = useConfig();
  const reader = { role, features, customerName };
  const checkCount = checks.length;
  return (
    <CarSection title={t`Packaging checks`} aside={plural(checkCount, { one: "# check", other: "# checks" })}>
      <Table.ScrollArea layerStyle="inset">
        <Table.Root size="sm" aria-label={t`Packaging checks`}>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              {[t`BOOKING`, t`CHECKED`, t`CENTRE`, t`ISSUES`].map((label) => (
                <Table.ColumnHeader key={label} {...overlineStyle}>
                  {label}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {checks.map((check) => (
              <Table.Row key={check.id}>
                <Table.Cell fontWeight="medium" whiteSpace="nowrap">
                  <BookingLink
                    bookingReference={check.bookingReference}
                    to={packagingCheckPath(check.id, reader)}
                  />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDay(check.checkedDay)}</Table.Cell>
                <Table.Cell>{check.centre}</Table.Cell>
                <Table.Cell>{check.issues.join(", ")}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </CarSection>
  );
}

/** The booking opening its check in the packaging pages' drawer, where the reader opens them. */
function BookingLink({ bookingReference, to }: { bookingReference: string; to: string | null }) {
  if (!to) return bookingReference;
  return (
    <Link asChild>
      <RouterLink to={to}>{bookingReference}</RouterLink>
    </Link>
  );
}

function AnswerView({
  car,
  answer,
}: {
  car: CorrectiveAction;
  answer: NonNullable<CorrectiveAction["answer"]>;
}) {
  const { t } = useLingui();
  const files = car.evidence.filter((evidence) => answer.evidenceIds.includes(evidence.id));
  const correctiveBy = formatDay(answer.correctiveBy);
  const preventiveBy = formatDay(answer.preventiveBy);
  return (
    <Stack gap="4">
      <AnswerPart
        label={t`Root cause`}
        heading={rootCauseLabels()[answer.rootCause]}
        text={answer.rootCauseText}
      />
      <AnswerPart
        label={t`Corrective action`}
        heading={t`Done by ${correctiveBy}`}
        text={answer.correctiveAction}
      />
      <AnswerPart
        label={t`Preventive action`}
        heading={t`In place by ${preventiveBy}`}
        text={answer.preventiveAction}
      />
      <Box>
        <Text {...overlineStyle} color="fg.muted" fontSize="xs" fontWeight="bold" mb="2">
          <Trans>Evidence</Trans>
        </Text>
        {files.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            <Trans>No file sent with the answer.</Trans>
          </Text>
        ) : (
          <EvidenceList files={files} />
        )}
      </Box>
    </Stack>
  );
}

function AnswerPart({ label, heading, text }: { label: string; heading: string; text: string }) {
  return (
    <Box>
      <Text {...overlineStyle} color="fg.muted" fontSize="xs" fontWeight="bold">
        {label}
      </Text>
      <Text fontWeight="semibold" mt="0.5">
        {heading}
      </Text>
      <Text whiteSpace="pre-wrap" mt="1">
        {text}
      </Text>
    </Box>
  );
}

/** One card of the page: a heading, a note beside it, its content (as the inspection report's sections). */
function CarSection({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} layerStyle="panel" p={{ base: "4", md: "5" }} minW="0">
      <Flex align="baseline" justify="space-between" gap="3" wrap="wrap" mb="4">
        <Heading as="h2" id={headingId} size="md" color="brand.900">
          {title}
        </Heading>
        {aside ? (
          <Text fontSize="sm" color="fg.muted">
            {aside}
          </Text>
        ) : null}
      </Flex>
      {children}
    </Box>
  );
}

function EmptyNote({ title, detail }: { title: string; detail: string }) {
  return (
    <Box {...placeholderFrame} borderRadius="lg" px="4" py="5">
      <Text fontWeight="medium">{title}</Text>
      <Text fontSize="sm" color="fg.muted" mt="1">
        {detail}
      </Text>
    </Box>
  );
}

/** Whether the CAR is verified at the next inspection, and where that stands now. */
function verificationState(car: CorrectiveAction): string {
  if (!car.verificationRequired) return t`No`;
  switch (car.status) {
    case "accepted":
      return t`Yes: awaiting the next inspection`;
    case "verified":
      return t`Yes: verified`;
    case "closed":
      return t`No longer: closed without it`;
    default:
      return t`Yes, once the answer is accepted`;
  }
}

function CarSkeleton() {
  const { t } = useLingui();
  const card = (height: string) => (
    <Box layerStyle="panel" p="5">
      <Skeleton h="5" w="40" mb="4" />
      <Skeleton h={height} />
    </Box>
  );
  return (
    <Box aria-busy="true" aria-label={t`Loading the corrective action`}>
      <Skeleton h="9" w="320px" maxW="full" mb="2" />
      <Skeleton h="4" w="280px" maxW="full" mb="6" />
      <Grid templateColumns={{ base: "minmax(0, 1fr)", xl: "minmax(0, 1fr) 340px" }} gap="5">
        <Stack gap="5">
          {card("80px")}
          {card("180px")}
          {card("140px")}
        </Stack>
        <Stack gap="5">{card("160px")}</Stack>
      </Grid>
    </Box>
  );
}
