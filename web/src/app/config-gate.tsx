import { useEffect, useState, type ReactNode } from "react";
import { Button, Center, Spinner, Text, VStack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { PublicConfigSchema, apiRoutes, type PublicConfig } from "@aql-portal/shared";
import { apiRequest, errorMessage } from "../lib/api-client";
import { ConfigContext } from "../lib/config/config-context";
import { pageTitle } from "../lib/config/page-title";

type ConfigState =
  { kind: "loading" } | { kind: "failed"; message: string } | { kind: "ready"; config: PublicConfig };

/**
 * Loads GET /api/config before anything else renders: the menu, the feature flags and the sign-in settings
 * shape every screen. Sets the page title (spec §1) once it is known.
 */
export function ConfigGate({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [state, setState] = useState<ConfigState>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    apiRequest(apiRoutes.config, { schema: PublicConfigSchema, auth: false, showLoader: false }).then(
      (config) => {
        if (!current) return;
        document.title = pageTitle(config);
        setState({ kind: "ready", config });
      },
      (error: unknown) => {
        if (current) setState({ kind: "failed", message: errorMessage(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = () => {
    setState({ kind: "loading" });
    setAttempt((value) => value + 1);
  };

  if (state.kind === "ready") return <ConfigContext value={state.config}>{children}</ConfigContext>;
  return (
    <Center minH="100vh" px="4">
      {state.kind === "loading" ? (
        <Spinner size="lg" color="brand.solid" borderWidth="3px" aria-label={t`Loading the portal`} />
      ) : (
        <VStack gap="3" maxW="420px" textAlign="center" role="alert">
          <Text fontSize="lg" fontWeight="semibold">
            <Trans>The portal could not start.</Trans>
          </Text>
          <Text color="fg.muted">{state.message}</Text>
          <Button colorPalette="brand" onClick={retry}>
            <Trans>Try again</Trans>
          </Button>
        </VStack>
      )}
    </Center>
  );
}
