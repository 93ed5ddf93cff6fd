import { useEffect, useRef, useState } from "react";
import { Box, Skeleton } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { slugify, type PowerBiEmbed } from "@aql-portal/shared";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { PageHeader } from "../../../components/layouts/page-header";
import { getPowerBiEmbed } from "../api/get-powerbi-token";
import { refreshDelay } from "./embed-refresh";
import { errorMessage } from "../../../lib/api-client";

type EmbedState = { kind: "loading" } | { kind: "shown" } | { kind: "failed"; message: string };

/**
 * An analytics tab showing the deployment's Power BI report in place of the portal's charts. The report is
 * embedded with powerbi-client (loaded with this page only) and given a new token before the one it holds
 * expires, and again at once if the tab comes back into view after its timer was held up: a report left open
 * all day never stops working, and is never reloaded to get there.
 */
export function PowerBiReportPage({ tab }: { tab: string }) {
  const { t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<EmbedState>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let refreshAt = Number.POSITIVE_INFINITY;
    let stop = () => undefined as void;

    const run = async () => {
      const first = await getPowerBiEmbed(slugify(tab), controller.signal);
      const { factories, models, service } = await import("powerbi-client");
      if (controller.signal.aborted) return;
      const powerbi = new service.Service(
        factories.hpmFactory,
        factories.wpmpFactory,
        factories.routerFactory,
      );
      const report = powerbi.embed(element, {
        type: "report",
        id: first.reportId,
        embedUrl: first.embedUrl,
        accessToken: first.accessToken,
        tokenType: models.TokenType.Embed,
        settings: { panes: { filters: { visible: false } }, background: models.BackgroundType.Transparent },
      });
      stop = () => powerbi.reset(element);
      setState({ kind: "shown" });

      const schedule = (embed: PowerBiEmbed) => {
        const delay = refreshDelay(embed.expiresAt, Date.now());
        refreshAt = Date.now() + delay;
        clearTimeout(timer);
        timer = setTimeout(() => void refresh(), delay);
      };
      const refresh = async () => {
        refreshAt = Number.POSITIVE_INFINITY;
        try {
          const next = await getPowerBiEmbed(slugify(tab), controller.signal);
          await report.setAccessToken(next.accessToken);
          schedule(next);
        } catch (error) {
          if (controller.signal.aborted) return;
          // The token in hand is still good for a while: try again shortly rather than give up.
          console.warn("Power BI token refresh failed; trying again in a minute", error);
          refreshAt = Date.now() + 60_000;
          timer = setTimeout(() => void refresh(), 60_000);
        }
      };
      const onVisible = () => {
        if (document.visibilityState === "visible" && Date.now() >= refreshAt) void refresh();
      };
      document.addEventListener("visibilitychange", onVisible);
      const reset = stop;
      stop = () => {
        document.removeEventListener("visibilitychange", onVisible);
        reset();
      };
      schedule(first);
    };
    run().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      setState({ kind: "failed", message: errorMessage(error) });
    });
    return () => {
      controller.abort();
      clearTimeout(timer);
      stop();
    };
  }, [tab, attempt]);

  return (
    <Box>
      <PageHeader
        title={tab}
        description={t`A Power BI report of your data, kept up to date by your analytics team.`}
      />
      {state.kind === "failed" ? (
        <FailureAlert
          mb="4"
          title={t`The report could not be shown.`}
          message={state.message}
          onRetry={() => {
            setState({ kind: "loading" });
            setAttempt((n) => n + 1);
          }}
        />
      ) : null}
      {state.kind === "loading" ? <Skeleton h="70vh" borderRadius="lg" /> : null}
      <Box
        ref={container}
        data-testid="powerbi-report"
        h="calc(100vh - 260px)"
        minH="560px"
        bg="bg"
        borderWidth="1px"
        borderRadius="lg"
        overflow="hidden"
        display={state.kind === "shown" ? "block" : "none"}
        css={{ "& iframe": { border: "0" } }}
      />
    </Box>
  );
}
