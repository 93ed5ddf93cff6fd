import type { MouseEvent, ReactNode } from "react";
import { Box, Button, Flex, Link, Text, VStack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { LuArrowLeft, LuRefreshCw } from "react-icons/lu";
import { Link as RouterLink, useLocation, useNavigate } from "react-router-dom";

/** Where a page's way back leads: its address, its words, and (for "Back") a step back in the app's history. */
export interface Back {
  to: string;
  label: string;
  onClick?: ((event: MouseEvent) => void) | undefined;
}

/** "← Users": the way back up to where the page belongs (or back where the reader came from), above its title. */
export function BackLink({ to, label, onClick }: Back) {
  return (
    <Link asChild fontSize="sm" color="brand.fg" fontWeight="medium" mb="2" minH="6">
      <RouterLink to={to} onClick={onClick}>
        <LuArrowLeft aria-hidden="true" />
        {label}
      </RouterLink>
    </Link>
  );
}

/**
 * Back to where the reader came from in the app (a list keeps its filters and scroll), or, after a fresh load
 * or a link from elsewhere, to `fallback`.
 */
export function useBack(fallback: { to: string; label: string }): Back {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  if (location.key === "default") return fallback;
  return {
    to: fallback.to,
    label: t`Back`,
    onClick: (event) => {
      event.preventDefault();
      void navigate(-1);
    },
  };
}

/**
 * A page that could not be drawn (nothing chosen, not found, not reachable): what happened, and the way back;
 * "Try again" where trying again can help.
 */
export function PageProblem({
  icon,
  title,
  detail,
  back,
  onRetry,
}: {
  icon: ReactNode;
  title: string;
  detail: string;
  back: Back;
  onRetry?: (() => void) | undefined;
}) {
  const { t } = useLingui();
  // useBack's "Back" (a step back in the history) reads as "Go back" on a button.
  const backLabel = back.label === t`Back` ? t`Go back` : back.label;
  return (
    <Box layerStyle="panel" px="6" py="14">
      <VStack gap="3" maxW="520px" mx="auto" textAlign="center" role="alert">
        <Box fontSize="3xl" color="fg.muted" aria-hidden="true">
          {icon}
        </Box>
        <Text as="h1" fontSize="xl" fontWeight="semibold" color="brand.900">
          {title}
        </Text>
        <Text color="fg.muted">{detail}</Text>
        <Flex gap="3" wrap="wrap" justify="center" mt="1">
          {onRetry ? (
            <Button size="sm" variant="outline" onClick={onRetry}>
              <LuRefreshCw aria-hidden="true" />
              <Trans>Try again</Trans>
            </Button>
          ) : null}
          <Button asChild size="sm" variant={onRetry ? "ghost" : "outline"} colorPalette="brand">
            <RouterLink to={back.to} onClick={back.onClick}>
              <LuArrowLeft aria-hidden="true" />
              {backLabel}
            </RouterLink>
          </Button>
        </Flex>
      </VStack>
    </Box>
  );
}
