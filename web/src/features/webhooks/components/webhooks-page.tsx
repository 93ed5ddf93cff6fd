import { useCallback, useState } from "react";
import { Badge, Box, Button, Flex, Heading, Skeleton, Stack, Text, Wrap } from "@chakra-ui/react";
import {
  LuPlus,
  LuRotateCw,
  LuSend,
  LuTrash2,
  LuTriangleAlert,
  LuWebhook,
  LuWebhookOff,
} from "react-icons/lu";
import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate, useSearchParams } from "react-router-dom";
import { EVENT_KINDS, formatDateTime, webRoutes, type WebhookEndpoint } from "@aql-portal/shared";
import { DataTable, listStatus } from "../../../components/data-table/data-table";
import { ListEmpty } from "../../../components/data-table/list-empty";
import { BackLink, PageProblem, useBack } from "../../../components/layouts/back";
import { PageHeader } from "../../../components/layouts/page-header";
import { Facts } from "../../../components/ui/facts";
import { useWebhooks } from "../api/list-webhooks";
import { AddEndpointDialog } from "./add-endpoint-dialog";
import { DeliveriesTable } from "./deliveries-table";
import { DeliveryStatusBadge } from "./delivery-status-badge";
import { EndpointActionsContext, endpointColumns } from "./endpoints-columns";
import { SecretDialog } from "./secret-dialog";
import { useEndpointActions, type EndpointAction } from "./use-endpoint-actions";
import { kindsCount } from "./webhook-labels";
import { ENDPOINT_PARAM } from "./webhooks-address";

/**
 * /user/webhooks (administrators): the retailer's systems told of events by signed webhooks
 * (docs/decisions/notifications.md "Webhooks"). The endpoints, added with the kinds they take (the secret then shown
 * once), and with ?id=… one endpoint's page: its deliveries, a test event, a new secret, its deletion.
 */
export function WebhooksPage() {
  const { t } = useLingui();
  const endpoints = useWebhooks();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const webhookId = params.get(ENDPOINT_PARAM);
  const leaveEndpoint = useCallback(() => void navigate(webRoutes.webhooks, { replace: true }), [navigate]);
  const actions = useEndpointActions({ onDeleted: webhookId ? leaveEndpoint : undefined });
  const [adding, setAdding] = useState(false);
  const { perform, showSecret } = actions;
  const onAction = useCallback(
    (endpoint: WebhookEndpoint, action: EndpointAction) => void perform(endpoint, action),
    [perform],
  );

  return (
    <Box>
      {webhookId ? (
        <EndpointView webhookId={webhookId} endpoints={endpoints} onAction={onAction} />
      ) : (
        <>
          <PageHeader
            title={t`Webhooks`}
            description={t`The retailer's own systems (an ERP, a PLM, a data warehouse) told of events as they happen: each endpoint is sent the kinds of event it takes, signed with its secret, and tried again for a day when it does not answer.`}
            actions={
              <Button colorPalette="brand" size="lg" onClick={() => setAdding(true)}>
                <LuPlus aria-hidden="true" />
                <Trans>Add endpoint</Trans>
              </Button>
            }
          />
          <EndpointActionsContext value={onAction}>
            <DataTable
              label={t`Webhook endpoints`}
              columns={endpointColumns()}
              data={endpoints.data ?? EMPTY}
              getRowId={(endpoint) => endpoint.id}
              status={listStatus(endpoints, () => void endpoints.mutate(), t`Unable to fetch the endpoints`)}
              skeletonRows={3}
              minWidth="820px"
              empty={
                <ListEmpty
                  icon={<LuWebhook />}
                  title={t`No endpoint yet.`}
                  detail={t`Add the address of one of the retailer's systems to have it told of failed lots, decisions, corrective actions and more as they happen.`}
                />
              }
            />
          </EndpointActionsContext>
        </>
      )}
      <AddEndpointDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(endpoint) => {
          setAdding(false);
          showSecret({ endpoint, rotated: false });
        }}
      />
      <SecretDialog shown={actions.secret} onClose={actions.closeSecret} />
    </Box>
  );
}

/** One endpoint: what it takes, its last delivery, its actions, and its deliveries. */
function EndpointView({
  webhookId,
  endpoints,
  onAction,
}: {
  webhookId: string;
  endpoints: ReturnType<typeof useWebhooks>;
  onAction: (endpoint: WebhookEndpoint, action: EndpointAction) => void;
}) {
  const { t } = useLingui();
  const back = useBack({ to: webRoutes.webhooks, label: t`Webhooks` });
  const endpoint = endpoints.data?.find((candidate) => candidate.id === webhookId);

  if (!endpoint) {
    if (endpoints.isLoading) return <EndpointSkeleton />;
    return (
      <PageProblem
        icon={endpoints.error ? <LuTriangleAlert /> : <LuWebhookOff />}
        title={endpoints.error ? t`The endpoints could not be read` : t`This endpoint could not be found`}
        detail={endpoints.error ? endpoints.error.message : t`It may have been deleted.`}
        back={back}
        onRetry={endpoints.error ? () => void endpoints.mutate() : undefined}
      />
    );
  }
  const added = formatDateTime(endpoint.createdAt);
  const addedBy = endpoint.createdBy;
  return (
    <Box maxW="1400px">
      <BackLink {...back} />
      <Flex as="header" align="flex-start" justify="space-between" gap="4" wrap="wrap" mb="5">
        <Box minW="0" flex="1 1 540px">
          <Heading as="h1" size="xl" color="brand.900" overflowWrap="anywhere">
            {endpoint.url}
          </Heading>
          {endpoint.description ? (
            <Text color="fg.muted" mt="1">
              {endpoint.description}
            </Text>
          ) : null}
        </Box>
        <Flex gap="3" wrap="wrap">
          <Button variant="outline" bg="bg" onClick={() => onAction(endpoint, "test")}>
            <LuSend aria-hidden="true" />
            <Trans>Send test event</Trans>
          </Button>
          <Button variant="outline" bg="bg" onClick={() => onAction(endpoint, "rotate")}>
            <LuRotateCw aria-hidden="true" />
            <Trans>Rotate secret</Trans>
          </Button>
          <Button variant="outline" bg="bg" colorPalette="red" onClick={() => onAction(endpoint, "delete")}>
            <LuTrash2 aria-hidden="true" />
            <Trans>Delete</Trans>
          </Button>
        </Flex>
      </Flex>
      <Stack gap="6">
        <Box as="section" aria-label={t`Endpoint`} layerStyle="panel" px={{ base: "5", md: "6" }} py="5">
          <Facts
            columns={{ base: 1, md: 3 }}
            facts={[
              { label: t`Added`, value: t`${added} by ${addedBy}` },
              {
                label: t`Last delivery`,
                value: endpoint.lastDelivery ? (
                  <Flex as="span" gap="2" align="center" wrap="wrap">
                    <DeliveryStatusBadge status={endpoint.lastDelivery.status} />
                    {formatDateTime(endpoint.lastDelivery.at)}
                  </Flex>
                ) : (
                  t`None yet`
                ),
              },
              { label: t`Events`, value: kindsCount(endpoint.kinds) },
            ]}
          />
          <Wrap as="ul" listStyle="none" gap="2" mt="4" aria-label={t`Events it is sent`}>
            {endpoint.kinds.map((kind) => (
              <Badge as="li" key={kind} variant="surface" colorPalette="brand" size="md" whiteSpace="normal">
                {EVENT_KINDS[kind].label}
              </Badge>
            ))}
          </Wrap>
        </Box>
        <Box as="section" aria-labelledby="deliveries">
          <Heading as="h2" id="deliveries" size="md" mb="1">
            <Trans>Deliveries</Trans>
          </Heading>
          <Text color="fg.muted" fontSize="sm" mb="3">
            <Trans>
              Newest first. A delivery is tried again after 5 s, 5 min, 30 min, 2 h, 5 h and 10 h until the
              endpoint answers 2xx, then marked failed.
            </Trans>
          </Text>
          <DeliveriesTable webhookId={endpoint.id} />
        </Box>
      </Stack>
    </Box>
  );
}

function EndpointSkeleton() {
  return (
    <Box aria-busy="true">
      <Text srOnly role="status">
        <Trans>Loading the endpoint…</Trans>
      </Text>
      <Stack gap="5" aria-hidden="true">
        <Skeleton height="4" width="120px" />
        <Skeleton height="8" width="50%" />
        <Skeleton height="28" borderRadius="xl" />
        <Skeleton height="48" borderRadius="xl" />
      </Stack>
    </Box>
  );
}

const EMPTY: WebhookEndpoint[] = [];
