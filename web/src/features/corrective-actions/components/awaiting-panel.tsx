import { Box, Button, chakra, Flex, Heading, Link, Text } from "@chakra-ui/react";
import { LuArrowRight, LuClipboardPen } from "react-icons/lu";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link as RouterLink } from "react-router-dom";
import { formatDay } from "@aql-portal/shared";
import { CarStateBadges } from "../../../components/ui/car-badges";
import { useSession } from "../../../lib/auth/session-context";
import {
  AWAITING_ANSWER,
  awaitingAnswer,
  carIssueNames,
  carPath,
  carsWithStatusPath,
  useCorrectiveActions,
} from "../../../lib/corrective-actions";

/** How many the panel lists before "all of them" (the list page has the rest). */
const SHOWN = 5;

/**
 * "Corrective actions awaiting your answer", first on a supplier's landing page (docs/decisions/corrective-actions.md,
 * "Pages"): the open and sent-back requests, the overdue first, each opening its page. Nothing owed, no panel; for
 * anyone but a supplier's own people, nothing at all (and no request).
 */
export function CarsAwaitingPanel() {
  const { t } = useLingui();
  const { user } = useSession();
  const list = useCorrectiveActions(Boolean(user.supplier));
  const owed = awaitingAnswer(list.data?.items ?? []);
  if (!user.supplier || owed.length === 0) return null;
  const overdue = owed.filter((car) => car.overdue).length;
  const owedCount = owed.length;
  const requests = plural(owedCount, { one: "# request", other: "# requests" });
  return (
    <Box
      as="section"
      aria-labelledby="cars-awaiting-heading"
      layerStyle="panel"
      borderStartWidth="4px"
      borderStartColor={overdue > 0 ? "red.solid" : "orange.solid"}
      p={{ base: "4", md: "5" }}
      mb="5"
    >
      <Flex align="center" justify="space-between" gap="3" wrap="wrap" mb="3">
        <Flex align="center" gap="2">
          <Box color={overdue > 0 ? "red.fg" : "orange.fg"} fontSize="xl" aria-hidden="true">
            <LuClipboardPen />
          </Box>
          <Heading as="h2" id="cars-awaiting-heading" size="md" color="brand.900">
            <Trans>Corrective actions awaiting your answer</Trans>
          </Heading>
        </Flex>
        <Text
          fontSize="sm"
          color={overdue > 0 ? "red.fg" : "fg.muted"}
          fontWeight={overdue > 0 ? "semibold" : undefined}
        >
          {overdue > 0 ? t`${requests}, ${overdue} overdue` : requests}
        </Text>
      </Flex>
      <chakra.ul listStyle="none" m="0" p="0">
        {owed.slice(0, SHOWN).map((car, index) => {
          const dueDay = formatDay(car.dueDate);
          return (
            <chakra.li key={car.id} py="2.5" borderTopWidth={index === 0 ? "0" : "1px"} borderColor="border">
              <Flex align="center" gap="3" wrap="wrap">
                <Link asChild fontWeight="semibold" minW="24">
                  <RouterLink to={carPath(car.id)}>{car.reference}</RouterLink>
                </Link>
                <CarStateBadges status={car.status} overdue={car.overdue} />
                <Text flex="1 1 240px" minW="0" truncate>
                  {car.styleCode} · {carIssueNames(car).join(", ")}
                </Text>
                <Text fontSize="sm" color={car.overdue ? "red.fg" : "fg.muted"} whiteSpace="nowrap">
                  {car.overdue ? <Trans>was due {dueDay}</Trans> : <Trans>due {dueDay}</Trans>}
                </Text>
              </Flex>
            </chakra.li>
          );
        })}
      </chakra.ul>
      <Button asChild size="sm" variant="ghost" colorPalette="brand" mt="2" px="0">
        <RouterLink to={carsWithStatusPath(AWAITING_ANSWER)}>
          {owedCount > SHOWN ? (
            <Trans>All {owedCount} awaiting your answer</Trans>
          ) : (
            <Trans>Open the corrective actions</Trans>
          )}
          <LuArrowRight aria-hidden="true" />
        </RouterLink>
      </Button>
    </Box>
  );
}
