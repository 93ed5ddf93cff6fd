import type { ReactNode } from "react";
import { Box, Flex, type FlexProps } from "@chakra-ui/react";

/** A notice's sign in its palette's colour (e.g. "orange" for work waiting on the tablet). */
export function ToneIcon({
  palette,
  size = "xl",
  children,
}: {
  palette: string;
  size?: string;
  children: ReactNode;
}) {
  return (
    <Box color={`${palette}.fg`} fontSize={size} aria-hidden="true" flexShrink="0">
      {children}
    </Box>
  );
}

export interface ToneNoticeProps extends Omit<FlexProps, "children"> {
  palette: string;
  icon: ReactNode;
  /** The sign's size, larger for a result than for a line of status. */
  iconSize?: string;
  children: ReactNode;
}

/**
 * A status the inspector should see (a result, work not sent yet): tinted in its palette, its sign first, and
 * announced when it changes.
 */
export function ToneNotice({ palette, icon, iconSize, children, ...frame }: ToneNoticeProps) {
  return (
    <Flex
      role="status"
      align="center"
      gap="3"
      bg={`${palette}.subtle`}
      borderWidth="1px"
      borderColor={`${palette}.muted`}
      borderRadius="xl"
      {...frame}
    >
      <ToneIcon palette={palette} size={iconSize}>
        {icon}
      </ToneIcon>
      {children}
    </Flex>
  );
}
