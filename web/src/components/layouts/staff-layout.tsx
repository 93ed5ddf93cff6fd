import { useState, type ReactNode } from "react";
import { Box, Button, Flex, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { LuArrowLeft } from "react-icons/lu";
import type { SidebarItem } from "@aql-portal/shared";
import { ROOMY_SCREEN_QUERY, SIDEBAR_BREAKPOINT_QUERY, useMediaQuery } from "../../lib/use-media-query";
import type { LanguageChoice } from "./account-menu";
import { AccountActions, PageMain, TopBar } from "./app-frame";
import { SIDEBAR_COLLAPSED_WIDTH, Sidebar } from "./sidebar";

export interface StaffLayoutProps {
  product: string;
  /** The page title shown in the navbar. */
  title: string;
  items: readonly SidebarItem[];
  user: { name: string; roleLabel: string };
  /** The notifications' bell, in the bar beside the account. */
  bell?: ReactNode;
  /** The person's e-mail choices, in their account's menu. */
  choicesPath?: string | undefined;
  /** Present only for admins and data controllers (spec §2 Navbar). */
  onBack?: (() => void) | undefined;
  onLogout: () => void;
  onLogoutEverywhere: () => void;
  language: LanguageChoice;
  children: ReactNode;
}

/**
 * Staff mode (spec §2 Navbar, Sidebar): sidebar, navbar with the page title, Back and Logout, and a footer.
 * From 992 px the sidebar sits beside the page and collapses to icons (collapsed by default below 1200 px);
 * below 992 px it stays an icon rail and opens over the page instead of pushing it aside.
 */
export function StaffLayout({
  product,
  title,
  items,
  user,
  bell,
  choicesPath,
  onBack,
  onLogout,
  onLogoutEverywhere,
  language,
  children,
}: StaffLayoutProps) {
  const wide = useMediaQuery(SIDEBAR_BREAKPOINT_QUERY);
  const roomy = useMediaQuery(ROOMY_SCREEN_QUERY);
  // Until the user toggles it, the sidebar follows the screen: open when there is room, collapsed when not.
  const [collapsedChoice, setCollapsedChoice] = useState<boolean | null>(null);
  const [openOnNarrow, setOpenOnNarrow] = useState(false);
  const collapsedOnWide = collapsedChoice ?? !roomy;
  const collapsed = wide ? collapsedOnWide : !openOnNarrow;
  const overlay = !wide && openOnNarrow;

  const toggle = () => (wide ? setCollapsedChoice(!collapsedOnWide) : setOpenOnNarrow((value) => !value));
  const closeOverlay = () => setOpenOnNarrow(false);

  return (
    <Flex minH="100vh" bg="bg.canvas">
      <Box position="relative" flexShrink="0" w={wide ? "auto" : SIDEBAR_COLLAPSED_WIDTH}>
        <Box
          position={overlay ? "fixed" : "sticky"}
          top="0"
          left="0"
          h="100vh"
          zIndex={overlay ? "modal" : "docked"}
          boxShadow={overlay ? "2xl" : undefined}
          onKeyDown={(event) => {
            if (overlay && event.key === "Escape") closeOverlay();
          }}
        >
          <Sidebar items={items} collapsed={collapsed} onToggle={toggle} onNavigate={closeOverlay} />
        </Box>
      </Box>
      {overlay ? (
        <Box
          position="fixed"
          inset="0"
          zIndex="overlay"
          bg="blackAlpha.500"
          onClick={closeOverlay}
          aria-hidden="true"
        />
      ) : null}
      <Flex direction="column" flex="1" minW="0">
        <TopBar as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px">
          <Text
            as="span"
            fontSize={{ base: "sm", md: "md" }}
            fontWeight="bold"
            letterSpacing="wider"
            textTransform="uppercase"
            color="brand.900"
            truncate
          >
            {title}
          </Text>
          <AccountActions
            user={user}
            bell={bell}
            choicesPath={choicesPath}
            onLogout={onLogout}
            onLogoutEverywhere={onLogoutEverywhere}
            language={language}
          >
            {onBack ? (
              <Button variant="outline" size="sm" onClick={onBack}>
                <LuArrowLeft aria-hidden="true" />
                <Trans>Back</Trans>
              </Button>
            ) : null}
          </AccountActions>
        </TopBar>
        <PageMain product={product}>{children}</PageMain>
      </Flex>
    </Flex>
  );
}
