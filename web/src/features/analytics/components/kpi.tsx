import { formatDecimal } from "@aql-portal/shared";
import type { ReactNode } from "react";
import { Box, Flex, HStack, Text } from "@chakra-ui/react";
import { LuArrowDownRight, LuArrowUpRight, LuMinus } from "react-icons/lu";
import { useLingui } from "@lingui/react/macro";

export interface Change {
  /** current − previous, in the figure's own unit (percentage points for rates). */
  amount: number;
  unit: "points" | "units" | "per 100";
  /** Which way is good news: up (pass rate) or down (defects). */
  better: "up" | "down";
}

/** The change of a rate between two periods in percentage points (null when either is missing). */
export function pointsChange(current: number | null, previous: number | null): number | null {
  return current === null || previous === null ? null : Math.round((current - previous) * 1000) / 10;
}

/** "▲ 4.2 points", coloured by whether it is good or bad news; flat changes are grey. */
export function ChangeText({ change, against }: { change: Change; against: string }) {
  const { t } = useLingui();
  const flat = Math.abs(change.amount) < 0.05;
  const up = change.amount > 0;
  const good = flat ? null : up === (change.better === "up");
  const amount =
    change.unit === "units" ? String(Math.abs(change.amount)) : formatDecimal(Math.abs(change.amount));
  const words = flat
    ? t`no change on ${against}`
    : up
      ? change.unit === "points"
        ? t`up ${amount} points on ${against}`
        : change.unit === "per 100"
          ? t`up ${amount} per 100 on ${against}`
          : t`up ${amount} on ${against}`
      : change.unit === "points"
        ? t`down ${amount} points on ${against}`
        : change.unit === "per 100"
          ? t`down ${amount} per 100 on ${against}`
          : t`down ${amount} on ${against}`;
  return (
    <HStack
      gap="1"
      fontSize="sm"
      color={good === null ? "fg.muted" : good ? "green.fg" : "red.fg"}
      fontWeight="medium"
    >
      <Box aria-hidden="true">{flat ? <LuMinus /> : up ? <LuArrowUpRight /> : <LuArrowDownRight />}</Box>
      <Text>{words}</Text>
    </HStack>
  );
}

export interface KpiProps {
  label: string;
  value: string;
  /** What it is made of, e.g. "31 of 43 inspections". */
  detail?: ReactNode;
  change?: { change: Change; against: string } | null;
  /** Draws the figure in the attention colour (something waits for the reader). */
  attention?: boolean;
  action?: ReactNode;
}

/** One headline figure: its value, what it is made of, and how it moved. */
export function Kpi({ label, value, detail, change, attention = false, action }: KpiProps) {
  return (
    <Flex
      direction="column"
      gap="1"
      flex="1 1 210px"
      layerStyle="card"
      borderColor={attention ? "orange.300" : "border"}
      px="5"
      py="4"
      minW="0"
    >
      <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
        {label}
      </Text>
      <Text
        fontSize="3xl"
        fontWeight="bold"
        lineHeight="1.1"
        color={attention ? "orange.fg" : "brand.900"}
        fontVariantNumeric="tabular-nums"
      >
        {value}
      </Text>
      {detail ? (
        <Text fontSize="sm" color="fg.muted">
          {detail}
        </Text>
      ) : null}
      {change ? <ChangeText change={change.change} against={change.against} /> : null}
      {action ? <Box mt="1">{action}</Box> : null}
    </Flex>
  );
}
