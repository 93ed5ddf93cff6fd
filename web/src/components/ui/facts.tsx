import type { ReactNode } from "react";
import { Box, SimpleGrid, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

export interface Fact {
  label: string;
  /** null: not recorded (shown as a dash with the label's "not recorded" for screen readers). */
  value: ReactNode | null;
}

/** Labelled values in a grid: a description list, so each value is read with its label. */
export function Facts({ facts, columns }: { facts: readonly Fact[]; columns?: Record<string, number> }) {
  const { t } = useLingui();
  return (
    <SimpleGrid as="dl" columns={columns ?? { base: 2, md: 3 }} columnGap="6" rowGap="4">
      {facts.map((fact) => (
        <Box key={fact.label} minW="0">
          <Text as="dt" fontSize="xs" fontWeight="semibold" color="fg.muted" letterSpacing="wide">
            {fact.label}
          </Text>
          <Text as="dd" mt="0.5" overflowWrap="anywhere">
            {fact.value ?? (
              <Text as="span" color="fg.subtle" aria-label={t`Not recorded`}>
                —
              </Text>
            )}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
