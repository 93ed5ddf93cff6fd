import { Box, SimpleGrid, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { SWITCHING_CLASSES } from "@aql-portal/shared";
import { classPlanParts } from "../../lib/plan-tables";
import type { ClassStates } from "../../lib/supplier-switching";
import { SwitchingSeverityBadge } from "./switching-badges";

/**
 * A supplier's tables for its next lot, per class: "Major: [Tightened] — ISO 2859-1 Table 2-B", with why it is so
 * (the switching rules' sentence) under each. What a planner reads beside a plan preview.
 */
export function ClassTables({ state, withWhy = true }: { state: ClassStates; withWhy?: boolean }) {
  const { t } = useLingui();
  return (
    <SimpleGrid
      columns={{ base: 1, md: 2 }}
      gap={{ base: "2", md: "4" }}
      aria-label={t`Tables per class`}
      role="group"
    >
      {SWITCHING_CLASSES.map((cls) => {
        const { severity, why } = state[cls];
        const { label, tables } = classPlanParts(state.standard, cls, severity);
        return (
          <Box key={cls} minW="0">
            <Text fontSize="sm" lineHeight="tall">
              <Text as="span" fontWeight="semibold">
                {label}:
              </Text>{" "}
              <SwitchingSeverityBadge severity={severity} /> — {tables}
            </Text>
            {withWhy ? (
              <Text fontSize="xs" color="fg.muted" lineHeight="short">
                {why}
              </Text>
            ) : null}
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
