import type { ReactNode } from "react";
import { Box, Button, chakra, Flex, HStack, Text } from "@chakra-ui/react";
import { LuLogOut, LuSettings } from "react-icons/lu";
import { Link as RouterLink, NavLink } from "react-router-dom";
import { LogoMark } from "../ui/logo-mark";
import { AppFooter } from "./app-footer";
import { UserBadge } from "./user-badge";

const TabLink = chakra(NavLink);
const HomeLink = chakra(RouterLink);

export interface ClientLayoutProps {
  product: string;
  customerName: string;
  homePath: string;
  tabs: readonly { name: string; path: string }[];
  user: { name: string; roleLabel: string };
  /** Spec §2: shown only when the admin link is enabled, for admins and data controllers. */
  adminPath?: string | undefined;
  onLogout: () => void;
  children: ReactNode;
}

/** Client mode (spec §2 Navbar): logo home, the report tabs with the active one highlighted, Admin, Logout. */
export function ClientLayout({
  product,
  customerName,
  homePath,
  tabs,
  user,
  adminPath,
  onLogout,
  children,
}: ClientLayoutProps) {
  return (
    <Flex direction="column" minH="100vh" bg="bg.canvas">
      <Box as="header" bg="sidebar.bg" color="white" position="sticky" top="0" zIndex="sticky">
        <Flex h="64px" align="center" justify="space-between" gap="4" px={{ base: "4", md: "6" }}>
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
          <HStack gap="3">
            <UserBadge name={user.name} roleLabel={user.roleLabel} inverted />
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
                  Admin
                </RouterLink>
              </Button>
            ) : null}
            <Button size="sm" bg="white" color="brand.900" _hover={{ bg: "brand.50" }} onClick={onLogout}>
              <LuLogOut aria-hidden="true" />
              Logout
            </Button>
          </HStack>
        </Flex>
        <Box as="nav" aria-label="Reports" borderTopWidth="1px" borderColor="whiteAlpha.100" overflowX="auto">
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
                <TabLink
                  to={tab.path}
                  display="block"
                  px="3.5"
                  py="3"
                  fontSize="sm"
                  fontWeight="medium"
                  color="whiteAlpha.800"
                  textDecoration="none"
                  borderBottomWidth="3px"
                  borderColor="transparent"
                  whiteSpace="nowrap"
                  _hover={{ color: "white", bg: "whiteAlpha.50" }}
                  _focusVisible={{
                    outline: "2px solid",
                    outlineColor: "sidebar.accent",
                    outlineOffset: "-2px",
                  }}
                  _currentPage={{ color: "white", borderColor: "sidebar.accent", fontWeight: "semibold" }}
                >
                  {tab.name}
                </TabLink>
              </li>
            ))}
          </chakra.ul>
        </Box>
      </Box>
      <Box as="main" id="main" flex="1" px={{ base: "4", md: "6" }} py="6">
        {children}
      </Box>
      <AppFooter product={product} />
    </Flex>
  );
}
