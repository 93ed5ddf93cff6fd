import { Box, Button, Menu, Portal, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { LuChevronDown, LuMail, LuMonitorSmartphone } from "react-icons/lu";
import { LANGUAGE_TAGS, LANGUAGES, type Language } from "@aql-portal/shared";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { IconDisc } from "../ui/icon-disc";

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase() || "?";
}

export interface AccountMenuProps {
  name: string;
  roleLabel: string;
  inverted?: boolean;
  /** The person's e-mail choices, for those who may be told of events. */
  choicesPath?: string | undefined;
  /** Ends every session of the person, on every device (after they confirm). */
  onLogoutEverywhere: () => void;
  language: LanguageChoice;
}

/** The language the portal is shown in, and the person's choice of another (docs/decisions/languages.md). */
export interface LanguageChoice {
  shown: Language;
  choose: (language: Language) => void;
}

/**
 * Who is signed in, so a shared tablet never leaves anyone guessing, and what they may do with their account
 * beyond this device's Logout. Below 1024 px only the initials show: the page title needs the room.
 */
export function AccountMenu({
  name,
  roleLabel,
  inverted = false,
  choicesPath,
  onLogoutEverywhere,
  language,
}: AccountMenuProps) {
  const navigate = useNavigate();
  return (
    <Menu.Root
      positioning={{ placement: "bottom-end" }}
      // A link chosen with the keyboard: the router follows it (the menu's own way would load the page afresh).
      navigate={({ href }) => {
        const url = new URL(href);
        void navigate(url.pathname + url.search);
      }}
      onSelect={(details) => {
        if (details.value === "logout-everywhere") onLogoutEverywhere();
      }}
    >
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="md"
          h="11"
          px={{ base: "1", lg: "2" }}
          gap="2.5"
          color={inverted ? "white" : "fg"}
          _hover={{ bg: inverted ? "whiteAlpha.100" : "bg.muted" }}
          _expanded={{ bg: inverted ? "whiteAlpha.100" : "bg.muted" }}
        >
          <IconDisc
            size="8"
            bg={inverted ? "whiteAlpha.200" : "brand.muted"}
            color={inverted ? "white" : "brand.800"}
            fontSize="xs"
            fontWeight="bold"
          >
            {initialsOf(name)}
          </IconDisc>
          {/* Named by what it shows (below 1024 px, by the name it has no room to show). */}
          <Text as="span" srOnly>
            <Trans>Account:</Trans>
          </Text>
          <Text as="span" srOnly hideFrom="lg">
            {name}, {roleLabel}
          </Text>
          <Box lineHeight="1.2" maxW="180px" textAlign="start" display={{ base: "none", lg: "block" }}>
            <Text fontSize="sm" fontWeight="semibold" truncate color={inverted ? "white" : "fg"}>
              {name}
            </Text>
            <Text fontSize="xs" color={inverted ? "whiteAlpha.700" : "fg.muted"} truncate>
              {roleLabel}
            </Text>
          </Box>
          <Box as="span" aria-hidden="true" color={inverted ? "whiteAlpha.700" : "fg.muted"}>
            <LuChevronDown />
          </Box>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="64">
            <Box px="3" py="2">
              <Text fontSize="sm" fontWeight="semibold">
                {name}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {roleLabel}
              </Text>
            </Box>
            <Menu.Separator />
            {choicesPath ? (
              <Menu.Item value="choices" minH="10" fontSize="sm" asChild>
                <RouterLink to={choicesPath}>
                  <Box as="span" aria-hidden="true" fontSize="md" color="fg.muted">
                    <LuMail />
                  </Box>
                  <Trans>E-mail choices</Trans>
                </RouterLink>
              </Menu.Item>
            ) : null}
            <Menu.Item value="logout-everywhere" minH="10" fontSize="sm">
              <Box as="span" aria-hidden="true" fontSize="md" color="fg.muted">
                <LuMonitorSmartphone />
              </Box>
              <Trans>Sign out on every device</Trans>
            </Menu.Item>
            <Menu.Separator />
            <Menu.RadioItemGroup
              value={language.shown}
              onValueChange={({ value }) => {
                const chosen = LANGUAGE_TAGS.find((tag) => tag === value);
                if (chosen && chosen !== language.shown) language.choose(chosen);
              }}
            >
              <Menu.ItemGroupLabel fontSize="xs" color="fg.muted">
                <Trans>Language</Trans>
              </Menu.ItemGroupLabel>
              {LANGUAGE_TAGS.map((tag) => (
                <Menu.RadioItem key={tag} value={tag} minH="10" fontSize="sm">
                  {/* Each language named in itself, and read out as such. */}
                  <span lang={tag}>{LANGUAGES[tag]}</span>
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
