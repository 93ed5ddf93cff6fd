import { useMemo, useState } from "react";
import { Box, Button, Dialog, Flex, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { LuClipboardCheck, LuFilePlus } from "react-icons/lu";
import { formatCountOf, formatDay } from "@aql-portal/shared";
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
  return (
    <Modal open={open} onClose={onClose} size="lg">
      <ModalHeader title="Raise from failed lots">
        <Text fontSize="sm" color="fg.muted">
          Lots that failed or passed commercially in the last year, by style.
        </Text>
      </ModalHeader>
      <Dialog.Body>
        <FailedLots onPick={onPick} />
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.ActionTrigger>
      </Dialog.Footer>
    </Modal>
  );
}

function FailedLots({ onPick }: { onPick: (seed: RaiseSeed) => void }) {
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
        <Text color="fg.muted">Choose the supplier whose failed lots you want to raise a request on.</Text>
      ) : lots.error ? (
        <FailureAlert
          title="The failed lots could not be read."
          message={lots.error.message}
          onRetry={() => void lots.mutate()}
        />
      ) : !lots.data ? (
        <Stack gap="3" aria-busy="true">
          <Text srOnly role="status">
            Loading the failed lots…
          </Text>
          <Skeleton h="20" />
          <Skeleton h="20" />
        </Stack>
      ) : groups.length === 0 ? (
        <ListEmpty
          icon={<LuClipboardCheck />}
          title="No lot of this supplier failed in the last year."
          detail="A corrective action is raised on lots that failed, passed commercially, or were rejected or accepted with concession by the client: those open from their inspection report."
        />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label="Failed lots by style">
          {groups.map((group) => (
            <StyleGroup key={group.key} group={group} onPick={onPick} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function StyleGroup({ group, onPick }: { group: StyleLots; onPick: (seed: RaiseSeed) => void }) {
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
            {formatCountOf(group.lots.length, "lot")} not accepted
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
          Raise on {group.lots.length === 1 ? "this lot" : `these ${group.lots.length} lots`}
        </Button>
      </Flex>
      <Stack as="ul" gap="1" mt="3" listStyleType="none" m="0" p="0">
        {group.lots.map((lot) => (
          <HStack as="li" key={lot.id} gap="2" wrap="wrap" fontSize="sm" mt="1">
            <Text fontWeight="medium">{lot.inspectionNumber}</Text>
            <InspectionResultBadge result={lot.result} />
            <Text color="fg.muted">
              delivered {formatDay(lot.deliveryDate)} · {formatCountOf(lot.totalDefects, "defect")} ·{" "}
              {lot.clientDecision}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
