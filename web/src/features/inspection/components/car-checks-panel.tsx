import { useId, useState } from "react";
import { plural, t as translate } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  Badge,
  Box,
  Button,
  Field,
  Fieldset,
  Flex,
  HStack,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { LuCircleCheck, LuRepeat } from "react-icons/lu";
import {
  formatCount,
  type CarCheck,
  type CarStatus,
  type CarToVerify,
  type InspectionDetail,
  type InspectionWork,
} from "@aql-portal/shared";
import { SEVERITY_LABELS } from "../../../components/ui/severity";
import { perLanguage } from "../../../lib/i18n";
import type { InspectionOutbox } from "../outbox/inspection-outbox";
import {
  CAR_COMMENT_LENGTH,
  carCheckOf,
  carDefectNames,
  checksNotOffered,
  setCarAnswer,
  setCarComment,
  unverifiedCars,
  type CheckedCar,
} from "../outbox/car-checks";
import { SEVERITY_COLOURS } from "./severity";

export interface CarChecksPanelProps {
  inspection: InspectionDetail;
  work: InspectionWork;
  editable: boolean;
  /** Finished (here or on the server): the answers are read back, not asked. */
  finished: boolean;
  outbox: InspectionOutbox;
}

/** An answer as the inspector chooses it and reads it back, in its colour. */
const answers = perLanguage(
  () =>
    [
      { recurred: false, label: translate`Defect gone`, palette: "green", Icon: LuCircleCheck },
      { recurred: true, label: translate`Defect recurred`, palette: "red", Icon: LuRepeat },
    ] as const,
);
const answerOf = (check: CarCheck | null) =>
  check ? (answers().find((answer) => answer.recurred === check.recurred) ?? null) : null;

/** A CAR's state as the inspection's report names it, once its verification was made. */
const mentionWords = perLanguage((): Readonly<Record<CarStatus, string>> => ({
  open: translate`Re-opened for the supplier`,
  answered: translate`Answered by the supplier`,
  "sent-back": translate`Sent back to the supplier`,
  accepted: translate`Still to verify`,
  verified: translate`Verified`,
  closed: translate`Closed`,
}));

/**
 * The supplier's accepted corrective action requests (CARs) of this style, for the inspector to verify in the
 * sample: what the supplier said it changed, and whether the defect is gone or came back. Each answer is an entry
 * of the record (kept on the tablet, sent with it) and is made when the inspection is first finished.
 */
export function CarChecksPanel({ inspection, work, editable, finished, outbox }: CarChecksPanelProps) {
  const cars = inspection.carsToVerify;
  const elsewhere = checksNotOffered(cars, inspection.correctiveActions, work);
  const waiting = unverifiedCars(cars, work).length;
  const verifiedCount = formatCount(cars.length - waiting);
  const carCount = formatCount(cars.length);
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="baseline" gap="2" wrap="wrap">
        <Text fontSize="lg" fontWeight="semibold" as="h2">
          {finished ? (
            <Trans>Corrective actions verified at this inspection</Trans>
          ) : (
            <Trans>Verify corrective actions</Trans>
          )}
        </Text>
        {cars.length > 0 ? (
          <Text fontSize="md" color={waiting > 0 ? "orange.fg" : "green.fg"} fontWeight="medium">
            <Trans>
              {verifiedCount} of {carCount} verified
            </Trans>
          </Text>
        ) : null}
      </Flex>
      {cars.length > 0 && !finished ? (
        <Text color="fg.muted" fontSize="md" mt="-2">
          <Trans>
            The supplier changed how it works after these defects were found on earlier lots. Look for them in
            this sample. When you finish the inspection, each request whose defect is gone is verified, and
            each one whose defect recurred re-opens for the supplier.
          </Trans>
        </Text>
      ) : null}
      {cars.length > 0 ? (
        <Stack as="ul" gap="3" listStyleType="none">
          {cars.map((car) => (
            <CarCard
              key={car.id}
              car={car}
              check={carCheckOf(work, car.id)}
              editable={editable}
              finished={finished}
              onAnswer={(recurred) => outbox.update((current) => setCarAnswer(current, car.id, recurred))}
              onComment={(comment) => outbox.update((current) => setCarComment(current, car.id, comment))}
            />
          ))}
        </Stack>
      ) : null}
      {elsewhere.length > 0 ? <CheckedElsewhere checks={elsewhere} finished={finished} /> : null}
    </Stack>
  );
}

interface CarCardProps {
  car: CarToVerify;
  check: CarCheck | null;
  editable: boolean;
  finished: boolean;
  onAnswer: (recurred: boolean | null) => void;
  onComment: (comment: string) => void;
}

function CarCard({ car, check, editable, finished, onAnswer, onComment }: CarCardProps) {
  const { t } = useLingui();
  const answer = answerOf(check);
  const reference = car.reference;
  const defectNames = carDefectNames(car);
  const title = finished ? `${reference}: ${defectNames}` : t`Verify ${reference}: ${defectNames}`;
  const inspectionCount = car.inspections.length;
  const inspectionList = car.inspections.join(", ");
  return (
    <Box
      as="li"
      aria-label={title}
      layerStyle="panel"
      borderStartWidth="4px"
      borderStartColor={answer ? `${answer.palette}.solid` : "orange.solid"}
      p="4"
    >
      <Flex gap="3" align="flex-start" justify="space-between" wrap="wrap">
        <Box minW="0" flex="1 1 320px">
          <Text as="h3" fontSize="lg" fontWeight="semibold" lineHeight="short">
            {finished ? (
              <>
                {reference}
                <Text as="span" fontWeight="normal">
                  : {defectNames}
                </Text>
              </>
            ) : (
              <Trans>
                Verify {reference}
                <Text as="span" fontWeight="normal">
                  : {defectNames}
                </Text>
              </Trans>
            )}
          </Text>
          <Flex gap="2" mt="1" align="center" wrap="wrap">
            {car.defects.map((defect) => (
              <Badge key={defect.defectName} colorPalette={SEVERITY_COLOURS[defect.severity]} size="md">
                {SEVERITY_LABELS[defect.severity]} · {defect.defectName}
              </Badge>
            ))}
            {inspectionCount > 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {t`${plural(inspectionCount, {
                  one: `Found at inspection ${inspectionList}`,
                  other: `Found at inspections ${inspectionList}`,
                })}`}
              </Text>
            ) : null}
          </Flex>
        </Box>
        <Badge
          size="lg"
          variant={answer ? "solid" : "subtle"}
          colorPalette={answer ? answer.palette : "orange"}
          flexShrink="0"
        >
          {answer ? answer.label : <Trans>Not verified yet</Trans>}
        </Badge>
      </Flex>

      <Box mt="3" bg="bg.subtle" borderRadius="lg" px="4" py="3">
        <Text fontSize="sm" color="fg.muted">
          <Text as="span" fontWeight="semibold">
            <Trans>Asked of the supplier:</Trans>{" "}
          </Text>
          {car.request}
        </Text>
        <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gap="3" mt="2">
          <SupplierAction label={t`What the supplier changed`} text={car.correctiveAction} />
          <SupplierAction label={t`What prevents it coming back`} text={car.preventiveAction} />
        </SimpleGrid>
      </Box>

      {editable ? (
        <AnswerChoice car={car} check={check} onAnswer={onAnswer} onComment={onComment} />
      ) : check?.comment ? (
        <Text mt="3" fontSize="md" whiteSpace="pre-wrap">
          <Text as="span" fontWeight="semibold">
            <Trans>Your comment:</Trans>{" "}
          </Text>
          {check.comment}
        </Text>
      ) : null}
    </Box>
  );
}

function SupplierAction({ label, text }: { label: string; text: string | null }) {
  return (
    <Box minW="0">
      <Text as="dt" fontSize="sm" fontWeight="semibold" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontSize="md" whiteSpace="pre-wrap" color={text ? "fg" : "fg.muted"}>
        {text || <Trans>Not said.</Trans>}
      </Text>
    </Box>
  );
}

function AnswerChoice({
  car,
  check,
  onAnswer,
  onComment,
}: {
  car: CarToVerify;
  check: CarCheck | null;
  onAnswer: (recurred: boolean | null) => void;
  onComment: (comment: string) => void;
}) {
  const { t } = useLingui();
  const many = car.defects.length > 1;
  const reference = car.reference;
  return (
    <Stack gap="3" mt="4">
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="medium" fontSize="md" color="fg" mb="2">
          {many ? (
            <Trans>In this sample, are these defects gone?</Trans>
          ) : (
            <Trans>In this sample, is this defect gone?</Trans>
          )}
        </Fieldset.Legend>
        <HStack gap="3" wrap="wrap">
          {answers().map(({ recurred, label, palette, Icon }) => {
            const chosen = check?.recurred === recurred;
            return (
              <Button
                key={label}
                size="xl"
                minW="48"
                variant={chosen ? "solid" : "outline"}
                colorPalette={chosen ? palette : "gray"}
                bg={chosen ? undefined : "bg"}
                aria-pressed={chosen}
                // A second tap on the chosen answer clears it: not verified yet.
                onClick={() => onAnswer(chosen ? null : recurred)}
              >
                <Icon aria-hidden="true" />
                {label}
              </Button>
            );
          })}
        </HStack>
        <Fieldset.HelperText fontSize="sm">
          {check === null
            ? many
              ? t`Look for them in the sample, then tap what you found.`
              : t`Look for it in the sample, then tap what you found.`
            : check.recurred
              ? t`Finishing the inspection re-opens ${reference} for the supplier. Tap the answer again to clear it.`
              : t`Finishing the inspection verifies ${reference}. Tap the answer again to clear it.`}
        </Fieldset.HelperText>
      </Fieldset.Root>
      {check ? <CheckComment car={car} comment={check.comment} onComment={onComment} /> : null}
    </Stack>
  );
}

/**
 * The check's comment, typed as it is kept on the tablet. The server keeps it trimmed: its copy coming back does
 * not take a space just typed away.
 */
function CheckComment({
  car,
  comment,
  onComment,
}: {
  car: CarToVerify;
  comment: string;
  onComment: (comment: string) => void;
}) {
  const { t } = useLingui();
  const counterId = useId();
  const [draft, setDraft] = useState(comment);
  const [seen, setSeen] = useState(comment);
  if (comment !== seen) {
    setSeen(comment);
    if (draft.trim() !== comment.trim()) setDraft(comment);
  }
  const left = CAR_COMMENT_LENGTH - draft.length;
  const reference = car.reference;
  const typed = draft.length;
  const limit = CAR_COMMENT_LENGTH;
  return (
    <Field.Root>
      <Field.Label fontSize="sm">
        <Trans>Comment on {reference} (optional)</Trans>
      </Field.Label>
      <Textarea
        size="lg"
        bg="bg"
        rows={2}
        autoresize
        value={draft}
        maxLength={CAR_COMMENT_LENGTH}
        placeholder={t`What you checked, or where the defect came back`}
        aria-describedby={counterId}
        onChange={(event) => {
          setDraft(event.target.value);
          onComment(event.target.value);
        }}
      />
      <Text
        id={counterId}
        alignSelf="flex-end"
        fontSize="xs"
        fontVariantNumeric="tabular-nums"
        color={left <= 20 ? "fg.error" : "fg.muted"}
      >
        <Trans>
          {typed} / {limit} characters
        </Trans>
      </Text>
    </Field.Root>
  );
}

/**
 * Answers the record holds for CARs no longer offered here: once the inspection is finished, what became of each;
 * while it runs, a CAR closed meanwhile, whose answer changes nothing.
 */
function CheckedElsewhere({ checks, finished }: { checks: readonly CheckedCar[]; finished: boolean }) {
  return (
    <Stack gap="2">
      {finished ? null : (
        <Box mt="2">
          <Text fontSize="md" fontWeight="medium">
            <Trans>No longer to verify here</Trans>
          </Text>
          <Text fontSize="sm" color="fg.muted">
            <Trans>
              Closed or changed since this inspection was planned: finishing leaves these as they are.
            </Trans>
          </Text>
        </Box>
      )}
      <Stack as="ul" gap="2" listStyleType="none">
        {checks.map(({ check, reference, mention }) => {
          const answer = answerOf(check);
          return (
            <Box
              as="li"
              key={check.carId}
              layerStyle="panel"
              borderStartWidth="4px"
              borderStartColor={answer ? `${answer.palette}.solid` : "border"}
              px="4"
              py="3"
            >
              <Flex gap="3" align="center" justify="space-between" wrap="wrap">
                <Text fontSize="md" fontWeight="semibold">
                  {reference}
                  <Text as="span" fontWeight="normal">
                    {" · "}
                    {answer?.label}
                  </Text>
                </Text>
                {mention ? (
                  <Text fontSize="sm" color="fg.muted">
                    {mentionWords()[mention.status]}
                  </Text>
                ) : null}
              </Flex>
              {check.comment ? (
                <Text fontSize="sm" mt="1" whiteSpace="pre-wrap">
                  {check.comment}
                </Text>
              ) : null}
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
