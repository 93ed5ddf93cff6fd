import { useId, useState } from "react";
import { Box, Button, Field, Flex, Input, Text } from "@chakra-ui/react";
import { LuTriangleAlert } from "react-icons/lu";
import { IsoDateSchema } from "@aql-portal/shared";
import type { PlanRange } from "../api/list-plan";
import { QUICK_RANGES, sameRange } from "./plan-range";

export interface PlanRangePickerProps {
  range: PlanRange;
  now: Date;
  /** Why the range cannot be shown (e.g. "Invalid date range!"), or null. */
  problem: string | null;
  onChange: (range: PlanRange) => void;
}

/** Which days the plan shows: one tap for the usual ranges, or any two days. Every target is 44 px high. */
export function PlanRangePicker({ range, now, problem, onChange }: PlanRangePickerProps) {
  const quickLabelId = useId();
  const problemId = useId();
  const problemRef = problem === null ? undefined : problemId;
  return (
    <Box bg="bg" borderWidth="1px" borderColor="border" borderRadius="xl" px={{ base: "4", md: "5" }} py="4">
      <Flex gap={{ base: "4", md: "6" }} wrap="wrap" align="flex-end">
        <Box role="group" aria-labelledby={quickLabelId}>
          <Text id={quickLabelId} fontSize="sm" fontWeight="medium" mb="1.5">
            Show
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
                  onClick={() => onChange(quick.rangeAt(now))}
                >
                  {quick.label}
                </Button>
              );
            })}
          </Flex>
        </Box>
        <Flex gap="3" wrap="wrap">
          <DayField
            label="From"
            value={range.from}
            describedBy={problemRef}
            onChange={(from) => onChange({ ...range, from })}
          />
          <DayField
            label="To"
            value={range.to}
            describedBy={problemRef}
            onChange={(to) => onChange({ ...range, to })}
          />
        </Flex>
      </Flex>
      {problem ? (
        <Flex id={problemId} role="alert" align="center" gap="2" mt="3" color="fg.error" fontWeight="medium">
          <LuTriangleAlert aria-hidden="true" />
          {problem}
        </Flex>
      ) : null}
    </Box>
  );
}

interface DayFieldProps {
  label: string;
  value: string;
  /** The message saying what is wrong with the range, when something is. */
  describedBy: string | undefined;
  onChange: (day: string) => void;
}

/**
 * A date input that reports only whole dates. While someone types over a date, the field is briefly
 * incomplete (its value is ""): that draft stays in the field rather than being thrown back at them, and the
 * field shows the range's day again if they leave it incomplete.
 */
function DayField({ label, value, describedBy, onChange }: DayFieldProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  return (
    <Field.Root invalid={describedBy !== undefined} w="auto">
      <Field.Label>{label}</Field.Label>
      <Input
        type="date"
        size="lg"
        bg="bg"
        w="44"
        value={draft}
        aria-describedby={describedBy}
        onChange={(event) => {
          const next = event.target.value;
          setDraft(next);
          if (IsoDateSchema.safeParse(next).success) onChange(next);
        }}
        onBlur={() => setDraft(value)}
      />
    </Field.Root>
  );
}
