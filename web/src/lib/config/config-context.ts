import { createContext, use } from "react";
import type { PublicConfig } from "@aql-portal/shared";

/** The deployment's configuration, loaded once before the app renders (see app/config-gate.tsx). */
export const ConfigContext = createContext<PublicConfig | null>(null);

export function useConfig(): PublicConfig {
  const config = use(ConfigContext);
  if (!config) throw new Error("useConfig() needs the config gate above it");
  return config;
}
