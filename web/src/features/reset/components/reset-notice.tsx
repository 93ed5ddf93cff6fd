import { useEffect } from "react";
import { Alert, Link } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { z } from "zod";
import { apiPath, apiRoutes, can, isResetActive, RESET_STEP_LABELS, webRoutes } from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";
import { useSession } from "../../../lib/auth/session-context";
import { useConfig } from "../../../lib/config/config-context";
import { useEnvironmentResetting } from "../../../lib/environment-reset";
import { useResetJob } from "../api/reset-job";
import { percentDone } from "./reset-figures";

/** How often a page with the notice asks whether the reset is over (any signed-in answer says so). */
const CHECK_EVERY_MS = 5_000;

/**
 * Above every page while the environment is reset (docs/decisions/environment-reset.md): everyone is told that
 * nothing can be changed until it finishes; an administrator sees where it is and a way to its page, wherever
 * they work meanwhile. It goes away by itself when the reset ends.
 */
export function ResetNotice() {
  const { t } = useLingui();
  const { role } = useSession();
  const { features } = useConfig();
  const { pathname } = useLocation();
  const resetter = features.showResetEnvironment && can(role.name, "environment:reset");
  const { data: job } = useResetJob(resetter);
  const told = useEnvironmentResetting();
  const running = resetter ? isResetActive(job) : told;

  useEffect(() => {
    if (!running || resetter) return;
    // Any signed-in answer carries the reset's state: a small reference list is the cheapest to ask for.
    const timer = setInterval(() => {
      void apiRequest(apiPath(apiRoutes.metaList, { list: "roles" }), {
        schema: z.unknown(),
        showLoader: false,
      }).catch(() => undefined);
    }, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [running, resetter]);

  if (!running || pathname === webRoutes.resetEnvironment) return null;
  const percent = job ? percentDone(job) : null;
  return (
    <Alert.Root status="warning" mb="5" role="status" data-testid="reset-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>The environment is being reset to its demo data</Trans>
        </Alert.Title>
        <Alert.Description>
          <Trans>
            Nothing can be changed until it finishes, in a minute or two; what you save meanwhile is refused.
          </Trans>
          {resetter && job ? (
            <>
              {" "}
              {job.status === "queued" ? t`Waiting to start` : RESET_STEP_LABELS[job.step]}
              {percent === null ? "" : ` · ${percent} %`} ·{" "}
              <Link asChild color="brand.fg" fontWeight="semibold">
                <RouterLink to={webRoutes.resetEnvironment}>
                  <Trans>Follow its progress</Trans>
                </RouterLink>
              </Link>
            </>
          ) : null}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
