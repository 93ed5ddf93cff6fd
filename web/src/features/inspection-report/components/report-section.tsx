import { useId, type ReactNode } from "react";
import { Box, Flex, Heading, Text } from "@chakra-ui/react";
import { placeholderFrame } from "../../../components/ui/state-panel";

/** A column's header in the report's tables: small capitals, muted. */
export const COLUMN_HEADER = {
  fontSize: "xs",
  fontWeight: "bold",
  letterSpacing: "wider",
  color: "fg.muted",
} as const;

/** One card of the report: a heading, a note or a badge beside it, and its content. */
export function ReportSection({
  title,
  aside,
  badge,
  children,
}: {
  title: string;
  /** A short summary on the heading's line, e.g. "3 entries · 8 units". */
  aside?: ReactNode;
  /** A status on the heading's line, e.g. the result's badge. */
  badge?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} layerStyle="panel" p={{ base: "4", md: "5" }} minW="0">
      <Flex align={badge ? "center" : "baseline"} justify="space-between" gap="3" wrap="wrap" mb="4">
        <Heading as="h2" id={headingId} size="md" color="brand.900">
          {title}
        </Heading>
        {badge}
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

/** What a section shows when there is nothing in it: what is missing, and when it comes. */
export function EmptyNote({ title, detail }: { title: string; detail?: string }) {
  return (
    <Box {...placeholderFrame} borderRadius="lg" px="4" py="5">
      <Text fontWeight="medium">{title}</Text>
      {detail ? (
        <Text fontSize="sm" color="fg.muted" mt="1">
          {detail}
        </Text>
      ) : null}
    </Box>
  );
}
