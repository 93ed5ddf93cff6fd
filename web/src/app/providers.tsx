import type { ReactNode } from "react";
import { ChakraProvider } from "@chakra-ui/react";
import { BrowserRouter } from "react-router-dom";
import { SWRConfig, type SWRConfiguration } from "swr";
import { LanguageProvider } from "../components/i18n/language-provider";
import { DialogProvider } from "../components/ui/dialogs";
import { LoadingOverlay } from "../components/ui/loading-overlay";
import { system } from "../components/ui/system";
import { Toaster } from "../components/ui/toaster";
import { ApiRequestError } from "../lib/api-client";
import { ConfigGate } from "./config-gate";

const swrOptions: SWRConfiguration = {
  // A 4xx will answer the same way again; only failures that may pass (network, 5xx) are retried.
  shouldRetryOnError: (error: unknown) =>
    !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
  errorRetryCount: 3,
};

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <LanguageProvider>
      <ChakraProvider value={system}>
        <ConfigGate>
          <SWRConfig value={swrOptions}>
            <DialogProvider>
              <BrowserRouter>{children}</BrowserRouter>
            </DialogProvider>
          </SWRConfig>
        </ConfigGate>
        <Toaster />
        <LoadingOverlay />
      </ChakraProvider>
    </LanguageProvider>
  );
}
