import { formatCount, formatDay } from "@aql-portal/shared";
import { Box, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

/*
 * The cells list pages share. A table keeps a cell's look the same wherever the same kind of value stands, so
 * these are the one way to draw them.
 */

/** No value: a dash, read by a screen reader as what is missing ("No supplier"). */
export const noValue = (label: string) => (
  <Text as="span" color="fg.subtle" aria-label={label}>
    —
  </Text>
);

/** Text, kept at least `minW` wide so a narrow column does not wrap every word, or the dash. */
export const textCell = (value: string | null | undefined, label: string, minW = "24") =>
  value ? <Box minW={minW}>{value}</Box> : noValue(label);

/** A day (dd/mm/yyyy), on one line. */
export const dayCell = (value: string | null, label: string) =>
  value ? <Text whiteSpace="nowrap">{formatDay(value)}</Text> : noValue(label);

/** A count, its digits aligned down the column. */
export const countCell = (value: number) => (
  <Text fontVariantNumeric="tabular-nums">{formatCount(value)}</Text>
);

/** A second, smaller line under a cell's value (a style's name, a colour's code). */
export const subLine = (text: string) => (
  <Text as="span" display="block" fontSize="sm" color="fg.muted">
    {text}
  </Text>
);

/** An inspection's PO numbers: the first three, and how many more (all of them on hover). */
export function PoNumbersCell({ numbers }: { numbers: readonly string[] }) {
  const { t } = useLingui();
  const shown = numbers.slice(0, 3);
  const more = numbers.length - shown.length;
  return (
    <Box title={numbers.join(", ")} fontVariantNumeric="tabular-nums">
      {shown.map((number) => (
        <Text key={number} display="block" whiteSpace="nowrap">
          {number}
        </Text>
      ))}
      {more > 0 ? subLine(t`+${more} more`) : null}
    </Box>
  );
}
