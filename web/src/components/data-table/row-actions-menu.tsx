import { Fragment } from "react";
import { Box, IconButton, Menu, Portal, Text } from "@chakra-ui/react";
import type { IconType } from "react-icons";
import { LuEllipsis } from "react-icons/lu";

export interface RowAction<A extends string> {
  value: A;
  label: string;
  icon: IconType;
  /** Drawn in the error colour (delete). */
  destructive?: boolean;
  /** Shown but not selectable, with why under the label (e.g. "Ungroup the style before deleting it."). */
  disabledReason?: string | undefined;
}

export interface RowActionsMenuProps<A extends string> {
  /** The trigger's accessible name, e.g. "Actions for T1234". */
  label: string;
  /** Groups of actions, separated by a line; empty groups are left out. */
  groups: readonly (readonly RowAction<A>[])[];
  onAction: (action: A) => void;
}

/**
 * A table row's action cell: a "⋯" button, 40 px for touch (its md size), opening the actions in groups. Nothing at all
 * when there is no action to offer.
 */
export function RowActionsMenu<A extends string>({ label, groups, onAction }: RowActionsMenuProps<A>) {
  const shown = groups.filter((group) => group.length > 0);
  if (shown.length === 0) return null;
  const actions = shown.flat();
  return (
    <Menu.Root
      positioning={{ placement: "bottom-end" }}
      onSelect={(details) => {
        const action = actions.find((candidate) => candidate.value === details.value);
        if (action) onAction(action.value);
      }}
    >
      <Menu.Trigger asChild>
        <IconButton
          aria-label={label}
          variant="ghost"
          size="md"
          color="fg.muted"
          _hover={{ bg: "bg.emphasized", color: "fg" }}
          _expanded={{ bg: "bg.emphasized", color: "fg" }}
        >
          <LuEllipsis />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="52">
            {shown.map((group, index) => (
              <Fragment key={group.map((action) => action.value).join()}>
                {index > 0 ? <Menu.Separator /> : null}
                {group.map(
                  ({ value, label: actionLabel, icon: Icon, destructive = false, disabledReason }) => (
                    <Menu.Item
                      key={value}
                      value={value}
                      disabled={disabledReason !== undefined}
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
                      {disabledReason === undefined ? (
                        actionLabel
                      ) : (
                        <Box>
                          {actionLabel}
                          <Text fontSize="xs" color="fg.muted">
                            {disabledReason}
                          </Text>
                        </Box>
                      )}
                    </Menu.Item>
                  ),
                )}
              </Fragment>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
