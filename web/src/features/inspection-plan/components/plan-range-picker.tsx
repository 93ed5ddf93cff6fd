import { useId } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Box, Button, Flex, Text } from "@chakra-ui/react";
import { DateRangeInput, useRangeRenewal } from "../../../components/ui/date-input";
import type { PlanRange } from "../../../lib/inspection-plan";
import { QUICK_RANGES, sameRange } from "./plan-range";

export interface PlanRangePickerProps {
  range: PlanRange;
  now: Date;
  /** Why the range cannot be shown (e.g. longer than the plan serves), or null. */
  problem: string | null;
  onChange: (range: PlanRange) => void;
}

/** Which days the plan shows: one tap for the usual ranges, or any two days. Every target is 44 px high. */
export function PlanRangePicker({ range, now, problem, onChange }: PlanRangePickerProps) {
  const { t } = useLingui();
  const quickLabelId = useId();
  const rangeRenewal = useRangeRenewal();
  return (
    <Box layerStyle="panel" px={{ base: "4", md: "5" }} py="4">
      <DateRangeInput
        key={rangeRenewal.key}
        label={t`Days shown`}
        from={range.from}
        to={range.to}
        onChange={onChange}
        rangeError={problem}
        size="lg"
        fieldWidth="11rem"
        before={
          <Box role="group" aria-labelledby={quickLabelId} me={{ md: "3" }}>
            <Text id={quickLabelId} fontSize="sm" fontWeight="medium" mb="1.5">
              <Trans>Show</Trans>
            </Text>
            <Flex gap="2" wrap="wrap">
              {QUICK_RANGES.map((quick) => {
                const chosen = sameRange(quick.rangeAt(now), range);
                return (
                  <Button
                    key={quick.label}
                    size="lg"
                    colorPalette="brand"
                    variant={chosen ? "solid" : "outline"}
                    bg={chosen ? undefined : "bg"}
                    aria-pressed={chosen}
                    onClick={rangeRenewal.renewing(() => onChange(quick.rangeAt(now)))}
                  >
                    {quick.label}
                  </Button>
                );
              })}
            </Flex>
          </Box>
        }
      />
    </Box>
  );
}
