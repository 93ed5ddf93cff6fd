import { timerFunction } from "../lib/timer";
import { refreshEmbedTokens } from "../powerbi/embed-tokens";

/**
 * Every minute: replaces each stored Power BI embed token once half its life has gone (Power BI's last an hour),
 * so the token route serves a fresh one without waiting for Power BI. Nothing to do without Power BI settings.
 */
export const powerBiTokenRefresh = timerFunction({
  name: "powerbi-token-refresh",
  schedule: "0 * * * * *",
  run: async ({ services, now, log }) => {
    if (!services.config.powerBi) return;
    const refreshed = await refreshEmbedTokens(services, services.config.tenantId, now);
    if (refreshed > 0) log.log({ function: "powerbi-token-refresh", refreshed });
  },
});
