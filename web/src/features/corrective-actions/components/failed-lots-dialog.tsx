import { useMemo, useState } from "react";
import { Box, Button, Dialog, Flex, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { LuClipboardCheck, LuFilePlus } from "react-icons/lu";
import { plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { formatDay } from "@aql-portal/shared";
import { ListEmpty } from "../../../components/data-table/list-empty";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { SupplierFilter } from "../../../components/ui/filters";
import { InspectionResultBadge } from "../../../components/ui/inspection-badges";
import { Modal, ModalHeader } from "../../../components/ui/modal";
import { useCommonList } from "../../../lib/reference-data";
import { useToday } from "../../../lib/use-today";
import { useFailedLots } from "../api/list-failed-lots";
import { failedLotsRange, groupFailedLots, type StyleLots } from "./failed-lots";
import type { RaiseSeed } from "./raise-car-dialog";

export interface FailedLotsDialogProps {
  open: boolean;
  onClose: () => void;
  /** A supplier's style and its failed lots, to raise a CAR on. */
  onPick: (seed: RaiseSeed) => void;
}

/**
 * "Raise from failed lots": a supplier's lots not accepted in the last year, by style (one CAR covers one supplier
 * and style), the latest first; a style's lots go on to the raise form, ticked.
 */
export function FailedLotsDialog({ open, onClose, onPick }: FailedLotsDialogProps) {
  const { t } = useLingui();
  return (
    <Modal open={open} onClose={onClose} size="lg">
      <ModalHeader title={t`Raise from failed lots`}>
        <Text fontSize="sm" color="fg.muted">
          <Trans>Lots that failed or passed commercially in the last year, by style.</Trans>
        </Text>
      </ModalHeader>
      <Dialog.Body>
        <FailedLots onPick={onPick} />
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">
            <Trans>Cancel</Trans>
          </Button>
        </Dialog.ActionTrigger>
      </Dialog.Footer>
    </Modal>
  );
}

function FailedLots({ onPick }: { onPick: (seed: RaiseSeed) => void }) {
  const { t } = useLingui();
  const suppliers = useCommonList("suppliers");
  const [supplierId, setSupplierId] = useState("");
  const now = useToday();
  const range = useMemo(() => failedLotsRange(now), [now]);
  const lots = useFailedLots(supplierId ? { supplierId, ...range } : null);
  const groups = useMemo(() => groupFailedLots(lots.data ?? []), [lots.data]);

  return (
    <Stack gap="4">
      <Box maxW="360px">
        <SupplierFilter suppliers={suppliers.data ?? []} value={supplierId} onChange={setSupplierId} />
      </Box>
      {!supplierId ? (
        <Text color="fg.muted">
          <Trans>Choose the supplier whose failed lots you want to raise a request on.</Trans>
        </Text>
      ) : lots.error ? (
        <FailureAlert
          title={t`The failed lots could not be read.`}
          message={lots.error.message}
          onRetry={() => void lots.mutate()}
        />
      ) : !lots.data ? (
        <Stack gap="3" aria-busy="true">
          <Text srOnly role="status">
            <Trans>Loading the failed lots…</Trans>
          </Text>
          <Skeleton h="20" />
          <Skeleton h="20" />
        </Stack>
      ) : groups.length === 0 ? (
        <ListEmpty
          icon={<LuClipboardCheck />}
          title={t`No lot of this supplier failed in the last year.`}
          detail={t`A corrective action is raised on lots that failed, passed commercially, or were rejected or accepted with concession by the client: those open from their inspection report.`}
        />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label={t`Failed lots by style`}>
          {groups.map((group) => (
            <StyleGroup key={group.key} group={group} onPick={onPick} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function StyleGroup({ group, onPick }: { group: StyleLots; onPick: (seed: RaiseSeed) => void }) {
  const lotCount = group.lots.length;
  return (
    <Box as="li" layerStyle="card" p="4">
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Box minW="0">
          <Text fontWeight="semibold">
            {group.styleCode}{" "}
            <Text as="span" fontWeight="normal" color="fg.muted">
              {group.styleName}
            </Text>
          </Text>
          <Text fontSize="sm" color="fg.muted">
            <Plural value={lotCount} one="# lot not accepted" other="# lots not accepted" />
          </Text>
        </Box>
        <Button
          size="sm"
          colorPalette="brand"
          onClick={() =>
            onPick({
              supplier: group.supplier,
              styleCode: group.styleCode,
              styleName: group.styleName,
              lots: group.lots,
            })
          }
        >
          <LuFilePlus aria-hidden="true" />
          <Plural value={lotCount} one="Raise on this lot" other="Raise on these # lots" />
        </Button>
      </Flex>
      <Stack as="ul" gap="1" mt="3" listStyleType="none" m="0" p="0">
        {group.lots.map((lot) => {
          const delivered = formatDay(lot.deliveryDate);
          const defectCount = lot.totalDefects;
          const defects = plural(defectCount, { one: "# defect", other: "# defects" });
          const clientDecision = lot.clientDecision;
          return (
            <HStack as="li" key={lot.id} gap="2" wrap="wrap" fontSize="sm" mt="1">
              <Text fontWeight="medium">{lot.inspectionNumber}</Text>
              <InspectionResultBadge result={lot.result} />
              <Text color="fg.muted">
                <Trans>
                  delivered {delivered} · {defects} · {clientDecision}
                </Trans>
              </Text>
            </HStack>
          );
        })}
      </Stack>
    </Box>
  );
}
