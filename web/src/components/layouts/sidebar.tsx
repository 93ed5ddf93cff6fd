import { Box, chakra, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { IconType } from "react-icons";
import {
  LuBuilding2,
  LuCalendarCheck,
  LuChartColumn,
  LuClipboardList,
  LuClipboardPlus,
  LuDownload,
  LuFactory,
  LuPackage,
  LuShirt,
  LuSkipForward,
  LuUpload,
  LuUsers,
  LuRotateCcw,
  LuWebhook,
  LuWrench,
} from "react-icons/lu";
import type { SidebarItem } from "@aql-portal/shared";
import { LogoMark } from "../ui/logo-mark";
import { NavItem } from "./app-frame";

const ICONS: Readonly<Record<SidebarItem["icon"], IconType>> = {
  users: LuUsers,
  clients: LuBuilding2,
  import: LuUpload,
  create: LuClipboardPlus,
  product: LuShirt,
  inspections: LuClipboardList,
  packaging: LuPackage,
  downloads: LuDownload,
  skipped: LuSkipForward,
  plan: LuCalendarCheck,
  reports: LuChartColumn,
  suppliers: LuFactory,
  "corrective-actions": LuWrench,
  webhooks: LuWebhook,
  reset: LuRotateCcw,
};

/** Spec §2, §9: 75 px when collapsed. */
export const SIDEBAR_COLLAPSED_WIDTH = "75px";
export const SIDEBAR_EXPANDED_WIDTH = "256px";

export interface SidebarProps {
  items: readonly SidebarItem[];
  collapsed: boolean;
  onToggle: () => void;
  /** Called after following a link, so the narrow-screen overlay can close. */
  onNavigate: () => void;
}

/** Spec §2 Sidebar: titled "AQL Inspection Plan"; clicking the logo collapses and expands it. */
export function Sidebar({ items, collapsed, onToggle, onNavigate }: SidebarProps) {
  const { t } = useLingui();
  return (
    <Box
      as="nav"
      aria-label={t`Sidebar`}
      h="100%"
      w={collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_EXPANDED_WIDTH}
      bg="sidebar.bg"
      color="sidebar.fg"
      display="flex"
      flexDirection="column"
      transitionProperty="width"
      transitionDuration="0.2s"
      transitionTimingFunction="ease"
      overflowX="hidden"
      overflowY="auto"
    >
      <chakra.button
        type="button"
        onClick={onToggle}
        // Expanded, the product's name shows on it: the name a screen reader says starts with what is seen.
        aria-label={collapsed ? t`Expand sidebar` : t`AQL Inspection Plan: collapse sidebar`}
        aria-expanded={!collapsed}
        display="flex"
        alignItems="center"
        gap="3"
        h="64px"
        flexShrink="0"
        px="21px"
        borderBottomWidth="1px"
        borderColor="whiteAlpha.100"
        cursor="pointer"
        textAlign="left"
        _hover={{ bg: "sidebar.hover" }}
        _focusVisible={{ outline: "2px solid", outlineColor: "sidebar.accent", outlineOffset: "-2px" }}
      >
        <Box flexShrink="0">
          <LogoMark size={33} />
        </Box>
        {collapsed ? null : (
          <Text as="span" color="white" fontWeight="bold" fontSize="md" lineHeight="1.2" whiteSpace="nowrap">
            <Trans>AQL Inspection Plan</Trans>
          </Text>
        )}
      </chakra.button>
      <chakra.ul listStyle="none" m="0" px="3" py="4" display="flex" flexDirection="column" gap="1">
        {items.map((item) => {
          const Icon = ICONS[item.icon];
          return (
            <li key={item.path}>
              <NavItem
                placement="sidebar"
                to={item.path}
                onClick={onNavigate}
                aria-label={collapsed ? item.title : undefined}
                title={collapsed ? item.title : undefined}
              >
                <Box as="span" fontSize="lg" flexShrink="0" aria-hidden="true">
                  <Icon />
                </Box>
                {collapsed ? null : item.title}
              </NavItem>
            </li>
          );
        })}
      </chakra.ul>
    </Box>
  );
}
