import { useId, type ReactNode } from "react";
import { Box, Button, Flex, Grid, Heading, Link, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { LuFileSearch, LuTriangleAlert } from "react-icons/lu";
import { Link as RouterLink, useParams } from "react-router-dom";
import {
  canMoveFrom,
  formatCount,
  formatCountOf,
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
import { CAR_NEXT_STEP } from "../../../lib/corrective-actions";
import { inspectionReportPath } from "../../../lib/inspections";
import { useCorrectiveAction } from "../api/get-car";
import { ROOT_CAUSE_LABELS } from "./answer-values";
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
  const { carId = "" } = useParams();
  const car = useCorrectiveAction(carId || null);
  const back = useBack({ to: webRoutes.correctiveActions, label: "Corrective actions" });

  let body: ReactNode;
  if (car.data) {
    body = <CarView car={car.data} />;
  } else if (car.error) {
    const final = car.error.status === 404 || car.error.status === 403;
    body = (
      <PageProblem
        icon={car.error.status === 404 ? <LuFileSearch /> : <LuTriangleAlert />}
        title="This corrective action could not be opened"
        detail={
          car.error.status === 404
            ? `${car.error.message} It does not exist, or it is not one you can see.`
            : car.error.message
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

function CarView({ car }: { car: CorrectiveAction }) {
  const { user, role } = useSession();
  const reader = { role: role.name, supplier: user.supplier };
  const answering = mayMove("answer", reader, car) && canMoveFrom("answer", car.status);
  const reviewActions = reviewActionsFor(reader, car);
  const raised = car.history.find((event) => event.action === "raise");

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
              Supplier{" "}
              <Text as="span" color="fg">
                {car.supplier.name}
              </Text>
            </Text>
            <Text as="span">
              Raised{" "}
              <Text as="span" color="fg">
                {formatDay(car.raisedOn)}
                {raised ? ` by ${raised.by.name}` : ""}
              </Text>
            </Text>
          </Flex>
          <Box mt="3">
            <CarStateBadges status={car.status} overdue={car.overdue} size="lg" />
          </Box>
        </Box>
      </Flex>
      <Grid
        templateColumns={{ base: "minmax(0, 1fr)", xl: "minmax(0, 1fr) 340px" }}
        templateAreas={{ base: `"side" "main"`, xl: `"main side"` }}
        gap="5"
        alignItems="start"
      >
        <Stack gridArea="side" gap="5" minW="0">
          <CarSection title="Where it stands">
            <Text fontWeight="medium">{CAR_NEXT_STEP[car.status]}</Text>
            <Box mt="4">
              <Facts
                columns={{ base: 2, md: 3, xl: 1 }}
                facts={[
                  {
                    label: "Answer due by",
                    value: (
                      <Text
                        as="span"
                        color={car.overdue ? "red.fg" : undefined}
                        fontWeight={car.overdue ? "semibold" : undefined}
                      >
                        {formatDay(car.dueDate)}
                        {car.overdue ? " (overdue)" : ""}
                      </Text>
                    ),
                  },
                  { label: "Followed by", value: car.owner.name },
                  {
                    label: "Verified at the next inspection",
                    value: verificationState(car),
                  },
                  ...(car.doneOn ? [{ label: "Done on", value: formatDay(car.doneOn) }] : []),
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
          <CarSection title="What was asked">
            <Text whiteSpace="pre-wrap">{car.request}</Text>
          </CarSection>
          {car.inspections.length > 0 ? <LotsAndDefects car={car} /> : null}
          {car.packagingChecks.length > 0 ? <PackagingChecks checks={car.packagingChecks} /> : null}
          <CarSection
            title={
              answering
                ? car.status === "sent-back"
                  ? "Your answer, again"
                  : "Your answer"
                : "The supplier's answer"
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
                title="No answer yet"
                detail={
                  car.status === "closed"
                    ? "The request was closed before the supplier answered."
                    : `The supplier is asked to answer by ${formatDay(car.dueDate)}.`
                }
              />
            )}
          </CarSection>
          {car.verification ? (
            <CarSection title="Verification">
              <Text>
                {car.verification.recurred
                  ? "The defect was found again at the next inspection: the request was re-opened."
                  : "The next inspection found the defects gone."}{" "}
                <Link asChild>
                  <RouterLink to={inspectionReportPath(car.verification.inspectionId)}>
                    Open its report
                  </RouterLink>
                </Link>
              </Text>
              <Text fontSize="sm" color="fg.muted" mt="1">
                {car.verification.by.name}, {formatDateTime(car.verification.at)}
              </Text>
            </CarSection>
          ) : null}
          <CarSection title="History" aside={formatCountOf(car.history.length, "move")}>
            <CarHistory history={car.history} request={car.request} />
          </CarSection>
        </Stack>
      </Grid>
    </>
  );
}

/** The lots it is about (each opening its report) and the defects picked from them, with counts and photos. */
function LotsAndDefects({ car }: { car: CorrectiveAction }) {
  const numberOf = new Map(car.inspections.map((lot) => [lot.id, lot.number]));
  const defects = [...car.defects].sort(bySeverity);
  const units = car.defects.reduce((sum, defect) => sum + defect.count, 0);
  return (
    <CarSection
      title="Lots and defects"
      aside={`${formatCountOf(car.inspections.length, "lot")} · ${formatCountOf(units, "unit")} defective`}
    >
      <Flex gap="2" wrap="wrap" as="ul" listStyleType="none" m="0" p="0" aria-label="Lots">
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
        <Table.Root size="sm" aria-label="Defects">
          <Table.Header>
            <Table.Row bg="bg.subtle">
              {["DEFECT", "CLASS", "LOT", "UNITS", "PHOTOS"].map((label) => (
                <Table.ColumnHeader
                  key={label}
                  {...overlineStyle}
                  textAlign={label === "UNITS" ? "end" : undefined}
                >
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
  const { role } = useSession();
  const { features, customerName } = useConfig();
  const reader = { role, features, customerName };
  return (
    <CarSection title="Packaging checks" aside={formatCountOf(checks.length, "check")}>
      <Table.ScrollArea layerStyle="inset">
        <Table.Root size="sm" aria-label="Packaging checks">
          <Table.Header>
            <Table.Row bg="bg.subtle">
              {["BOOKING", "CHECKED", "CENTRE", "ISSUES"].map((label) => (
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
  const files = car.evidence.filter((evidence) => answer.evidenceIds.includes(evidence.id));
  return (
    <Stack gap="4">
      <AnswerPart
        label="Root cause"
        heading={ROOT_CAUSE_LABELS[answer.rootCause]}
        text={answer.rootCauseText}
      />
      <AnswerPart
        label="Corrective action"
        heading={`Done by ${formatDay(answer.correctiveBy)}`}
        text={answer.correctiveAction}
      />
      <AnswerPart
        label="Preventive action"
        heading={`In place by ${formatDay(answer.preventiveBy)}`}
        text={answer.preventiveAction}
      />
      <Box>
        <Text {...overlineStyle} color="fg.muted" fontSize="xs" fontWeight="bold" mb="2">
          Evidence
        </Text>
        {files.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No file sent with the answer.
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
  if (!car.verificationRequired) return "No";
  switch (car.status) {
    case "accepted":
      return "Yes: awaiting the next inspection";
    case "verified":
      return "Yes: verified";
    case "closed":
      return "No longer: closed without it";
    default:
      return "Yes, once the answer is accepted";
  }
}

function CarSkeleton() {
  const card = (height: string) => (
    <Box layerStyle="panel" p="5">
      <Skeleton h="5" w="40" mb="4" />
      <Skeleton h={height} />
    </Box>
  );
  return (
    <Box aria-busy="true" aria-label="Loading the corrective action">
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
