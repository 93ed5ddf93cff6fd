import { Box, HStack, Text } from "@chakra-ui/react";
import { IconDisc } from "../ui/icon-disc";

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase() || "?";
}

/** Who is signed in, so a shared tablet never leaves anyone guessing. Hidden below 1024 px, where the page title needs the room. */
export function UserBadge({
  name,
  roleLabel,
  inverted = false,
}: {
  name: string;
  roleLabel: string;
  inverted?: boolean;
}) {
  return (
    <HStack gap="2.5" display={{ base: "none", lg: "flex" }} pr="1">
      <IconDisc
        size="8"
        bg={inverted ? "whiteAlpha.200" : "brand.muted"}
        color={inverted ? "white" : "brand.800"}
        fontSize="xs"
        fontWeight="bold"
      >
        {initialsOf(name)}
      </IconDisc>
      <Box lineHeight="1.2" maxW="180px">
        <Text fontSize="sm" fontWeight="semibold" truncate color={inverted ? "white" : "fg"}>
          {name}
        </Text>
        <Text fontSize="xs" color={inverted ? "whiteAlpha.700" : "fg.muted"} truncate>
          {roleLabel}
        </Text>
      </Box>
    </HStack>
  );
}
