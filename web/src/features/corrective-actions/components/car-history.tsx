import { Box, chakra, Flex, HStack, Text } from "@chakra-ui/react";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { LuArrowRight } from "react-icons/lu";
import { formatDateTime, type CarEvent } from "@aql-portal/shared";
import { CarStatusBadge } from "../../../components/ui/car-badges";

/** Each move in words: "Raised", "Answered", "Sent back"… (a verification that found the defect again re-opens). */
export function eventTitle(event: Pick<CarEvent, "action" | "to">): string {
  switch (event.action) {
    case "raise":
      return t`Raised`;
    case "answer":
      return t`Answered`;
    case "send-back":
      return t`Sent back`;
    case "accept":
      return event.to === "closed" ? t`Accepted and closed` : t`Accepted`;
    case "verify":
      return event.to === "open" ? t`Defect found again: re-opened` : t`Verified`;
    case "close":
      return t`Closed`;
  }
}

/**
 * Every move kept on the CAR, the latest first: what, who, when, from which state to which, and the comment (the
 * raise's is what was asked, shown above: not again here).
 */
export function CarHistory({ history, request }: { history: readonly CarEvent[]; request: string }) {
  const { t } = useLingui();
  const latestFirst = [...history].reverse();
  return (
    <chakra.ol listStyle="none" m="0" p="0" aria-label={t`History`}>
      {latestFirst.map((event, index) => {
        const by = event.by.name;
        return (
          <chakra.li
            key={`${event.at}-${index}`}
            py="3"
            borderTopWidth={index === 0 ? "0" : "1px"}
            borderColor="border"
          >
            <Flex align="center" justify="space-between" gap="2" wrap="wrap">
              <Text fontWeight="semibold">{eventTitle(event)}</Text>
              <Text fontSize="xs" color="fg.muted">
                {formatDateTime(event.at)}
              </Text>
            </Flex>
            <HStack gap="1.5" mt="1" wrap="wrap" fontSize="sm">
              <Text as="span">
                <Trans>by {by}</Trans>
              </Text>
              <Text as="span" color="fg.muted" aria-hidden="true">
                ·
              </Text>
              {event.from ? (
                <>
                  <CarStatusBadge status={event.from} />
                  <Box as="span" color="fg.muted" aria-label={t`to`}>
                    <LuArrowRight aria-hidden="true" />
                  </Box>
                </>
              ) : null}
              <CarStatusBadge status={event.to} />
            </HStack>
            {event.comment && !(event.action === "raise" && event.comment === request) ? (
              <Text fontSize="sm" color="fg.muted" mt="1" whiteSpace="pre-wrap">
                “{event.comment}”
              </Text>
            ) : null}
          </chakra.li>
        );
      })}
    </chakra.ol>
  );
}
