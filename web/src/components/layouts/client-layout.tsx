import type { ReactNode } from "react";
import { Box, Button, chakra, Flex, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { LuSettings } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import { LogoMark } from "../ui/logo-mark";
import type { LanguageChoice } from "./account-menu";
import { AccountActions, NavItem, PageMain, TopBar } from "./app-frame";

const HomeLink = chakra(RouterLink);

export interface ClientLayoutProps {
  product: string;
  customerName: string;
  homePath: string;
  tabs: readonly { name: string; path: string }[];
  user: { name: string; roleLabel: string };
  /** The notifications' bell, in the bar beside the account. */
  bell?: ReactNode;
  /** The person's e-mail choices, in their account's menu. */
  choicesPath?: string | undefined;
  /** Spec §2: shown only when the admin link is enabled, for admins and data controllers. */
  adminPath?: string | undefined;
  onLogout: () => void;
  onLogoutEverywhere: () => void;
  language: LanguageChoice;
  children: ReactNode;
}

/** Client mode (spec §2 Navbar): logo home, the report tabs with the active one highlighted, Admin, Logout. */
export function ClientLayout({
  product,
  customerName,
  homePath,
  tabs,
  user,
  bell,
  choicesPath,
  adminPath,
  onLogout,
  onLogoutEverywhere,
  language,
  children,
}: ClientLayoutProps) {
  const { t } = useLingui();
  return (
    <Flex direction="column" minH="100vh" bg="bg.canvas">
      <Box as="header" bg="sidebar.bg" color="white" position="sticky" top="0" zIndex="sticky">
        <TopBar>
          <HomeLink
            to={homePath}
            display="flex"
            alignItems="center"
            gap="3"
            color="white"
            textDecoration="none"
            borderRadius="md"
            _focusVisible={{ outline: "2px solid", outlineColor: "sidebar.accent", outlineOffset: "4px" }}
          >
            <LogoMark size={34} />
            <Box lineHeight="1.15">
              <Text fontWeight="bold">{product}</Text>
              <Text fontSize="xs" color="whiteAlpha.700" letterSpacing="wider" textTransform="uppercase">
                {customerName}
              </Text>
            </Box>
          </HomeLink>
          <AccountActions
            user={user}
            inverted
            bell={bell}
            choicesPath={choicesPath}
            onLogout={onLogout}
            onLogoutEverywhere={onLogoutEverywhere}
            language={language}
          >
            {adminPath ? (
              <Button
                asChild
                variant="outline"
                size="sm"
                color="white"
                borderColor="whiteAlpha.400"
                _hover={{ bg: "whiteAlpha.100" }}
              >
                <RouterLink to={adminPath}>
                  <LuSettings aria-hidden="true" />
                  <Trans>Admin</Trans>
                </RouterLink>
              </Button>
            ) : null}
          </AccountActions>
        </TopBar>
        <Box
          as="nav"
          aria-label={t`Reports`}
          borderTopWidth="1px"
          borderColor="whiteAlpha.100"
          overflowX="auto"
        >
          <chakra.ul
            listStyle="none"
            m="0"
            px={{ base: "2", md: "4" }}
            display="flex"
            gap="1"
            minW="max-content"
          >
            {tabs.map((tab) => (
              <li key={tab.path}>
                <NavItem placement="tab" to={tab.path}>
                  {tab.name}
                </NavItem>
              </li>
            ))}
          </chakra.ul>
        </Box>
      </Box>
      <PageMain product={product}>{children}</PageMain>
    </Flex>
  );
}
