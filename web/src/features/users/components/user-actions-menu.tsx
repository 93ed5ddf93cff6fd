import { Fragment } from "react";
import { Box, IconButton, Menu, Portal } from "@chakra-ui/react";
import type { IconType } from "react-icons";
import {
  LuBan,
  LuEllipsis,
  LuLockOpen,
  LuPencil,
  LuRotateCcw,
  LuTrash2,
  LuUndo2,
  LuUserCheck,
} from "react-icons/lu";
import type { UserAction } from "@aql-portal/shared";

export const USER_ACTION_LABELS: Readonly<Record<UserAction, string>> = {
  edit: "Edit",
  approve: "Approve",
  block: "Block",
  unblock: "Unblock",
  delete: "Delete",
  restore: "Restore",
  reset: "Reset",
};

const ICONS: Readonly<Record<UserAction, IconType>> = {
  edit: LuPencil,
  approve: LuUserCheck,
  block: LuBan,
  unblock: LuLockOpen,
  delete: LuTrash2,
  restore: LuUndo2,
  reset: LuRotateCcw,
};

/** Menu groups, separated by a line: everyday changes, access, and the destructive one apart at the end. */
const GROUPS: readonly (readonly UserAction[])[] = [
  ["approve", "edit", "restore"],
  ["block", "unblock", "reset"],
  ["delete"],
];

export interface UserActionsMenuProps {
  userName: string;
  /** What this administrator may do to this user now (availableUserActions). */
  actions: readonly UserAction[];
  onAction: (action: UserAction) => void;
}

/** The ACTION cell: a "⋯" button opening the actions that will succeed on this row, 40 px for touch. */
export function UserActionsMenu({ userName, actions, onAction }: UserActionsMenuProps) {
  if (actions.length === 0) return null;
  const groups = GROUPS.map((group) => group.filter((action) => actions.includes(action))).filter(
    (group) => group.length > 0,
  );
  return (
    <Menu.Root positioning={{ placement: "bottom-end" }} onSelect={(details) => select(details.value)}>
      <Menu.Trigger asChild>
        <IconButton
          aria-label={`Actions for ${userName}`}
          variant="ghost"
          size="md"
          minW="10"
          h="10"
          color="fg.muted"
          _hover={{ bg: "bg.emphasized", color: "fg" }}
          _expanded={{ bg: "bg.emphasized", color: "fg" }}
        >
          <LuEllipsis />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            {groups.map((group, index) => (
              <Fragment key={group.join()}>
                {index > 0 ? <Menu.Separator /> : null}
                {group.map((action) => {
                  const Icon = ICONS[action];
                  const destructive = action === "delete";
                  return (
                    <Menu.Item
                      key={action}
                      value={action}
                      minH="10"
                      fontSize="sm"
                      color={destructive ? "fg.error" : undefined}
                      _highlighted={destructive ? { bg: "bg.error", color: "fg.error" } : undefined}
                    >
                      <Box
                        as="span"
                        aria-hidden="true"
                        fontSize="md"
                        color={destructive ? undefined : "fg.muted"}
                      >
                        <Icon />
                      </Box>
                      {USER_ACTION_LABELS[action]}
                    </Menu.Item>
                  );
                })}
              </Fragment>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );

  function select(value: string): void {
    const action = actions.find((candidate) => candidate === value);
    if (action) onAction(action);
  }
}
