import type { ReactNode } from "react";
import {
  Box,
  Button,
  chakra,
  defineRecipe,
  Flex,
  HStack,
  Link,
  Text,
  type FlexProps,
} from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { webRoutes } from "@aql-portal/shared";
import { LuLogOut } from "react-icons/lu";
import { NavLink } from "react-router-dom";
import { AccountMenu, type LanguageChoice } from "./account-menu";

/*
 * The pieces the client and staff layouts (spec §2 Navbar) are built of, so both modes frame pages alike: the
 * 64 px bar, the account actions in it, the navigation links, the page's main area and footer.
 */

/** The space between a page's content and the screen's edges, wider from the md breakpoint. */
const PAGE_GUTTER = { base: "4", md: "6" } as const;

/** The top bar's row: 64 px high, its two ends apart. */
export function TopBar(props: FlexProps) {
  return <Flex h="64px" align="center" justify="space-between" gap="4" px={PAGE_GUTTER} {...props} />;
}

export interface AccountActionsProps {
  user: { name: string; roleLabel: string };
  /** On the dark bar of client mode. */
  inverted?: boolean;
  /** The notifications' bell, first of the actions. */
  bell?: ReactNode;
  /** The person's e-mail choices, in their account's menu. */
  choicesPath?: string | undefined;
  onLogout: () => void;
  onLogoutEverywhere: () => void;
  language: LanguageChoice;
  /** Links before Logout (Admin, Back). */
  children?: ReactNode;
}

/** The bell, who is signed in (their account's menu), the mode's own links, and Logout. */
export function AccountActions({
  user,
  inverted = false,
  bell,
  choicesPath,
  onLogout,
  onLogoutEverywhere,
  language,
  children,
}: AccountActionsProps) {
  return (
    <HStack gap="3" flexShrink="0">
      {bell}
      <AccountMenu
        name={user.name}
        roleLabel={user.roleLabel}
        inverted={inverted}
        choicesPath={choicesPath}
        onLogoutEverywhere={onLogoutEverywhere}
        language={language}
      />
      {children}
      <Button
        size="sm"
        onClick={onLogout}
        {...(inverted
          ? { bg: "white", color: "brand.900", _hover: { bg: "brand.50" } }
          : { variant: "solid", colorPalette: "brand" })}
      >
        <LuLogOut aria-hidden="true" />
        <Trans>Logout</Trans>
      </Button>
    </HStack>
  );
}

/** The page itself, between the bars and the footer. */
export function PageMain({ product, children }: { product: string; children: ReactNode }) {
  return (
    <>
      <Box as="main" id="main" flex="1" px={PAGE_GUTTER} py="6">
        {children}
      </Box>
      <AppFooter product={product} />
    </>
  );
}

/** Spec §1: the footer shows the current year and a link. */
function AppFooter({ product }: { product: string }) {
  const year = new Date().getFullYear();
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border" bg="bg" px={PAGE_GUTTER} py="4">
      <Flex justify="space-between" gap="3" wrap="wrap" fontSize="sm" color="fg.muted">
        <Text>
          <Trans>
            © {year} {product}. All rights reserved.
          </Trans>
        </Text>
        {/* A full page load: the contact page lives outside the signed-in app. */}
        <Link href={webRoutes.contactUs}>
          <Trans>Contact support</Trans>
        </Link>
      </Flex>
    </Box>
  );
}

const navLinkRecipe = defineRecipe({
  base: {
    px: "3.5",
    fontSize: "sm",
    fontWeight: "medium",
    _hover: { color: "white" },
    whiteSpace: "nowrap",
    textDecoration: "none",
    _focusVisible: { outline: "2px solid", outlineColor: "sidebar.accent", outlineOffset: "-2px" },
    _currentPage: { color: "white", fontWeight: "semibold" },
  },
  variants: {
    placement: {
      /** A row of the sidebar, its icon first; the current page marked on the left edge. */
      sidebar: {
        display: "flex",
        alignItems: "center",
        gap: "3",
        h: "44px",
        _hover: { bg: "sidebar.hover" },
        borderRadius: "md",
        color: "sidebar.fg",
        position: "relative",
        _currentPage: {
          bg: "sidebar.active",
          _before: {
            content: '""',
            position: "absolute",
            left: "-12px",
            top: "8px",
            bottom: "8px",
            width: "3px",
            borderRadius: "0 3px 3px 0",
            bg: "sidebar.accent",
          },
        },
      },
      /** A tab of client mode's bar; the current one underlined. */
      tab: {
        display: "block",
        py: "3",
        color: "whiteAlpha.800",
        _hover: { bg: "whiteAlpha.50" },
        borderBottomWidth: "3px",
        borderColor: "transparent",
        _currentPage: { borderColor: "sidebar.accent" },
      },
    },
  },
});

/** A link of the app's navigation (router NavLink: the current page is marked), in the sidebar or as a tab. */
export const NavItem = chakra(NavLink, navLinkRecipe);
