import { useState } from "react";
import {
  Box,
  Button,
  Checkbox,
  CloseButton,
  Fieldset,
  Flex,
  HStack,
  Input,
  InputGroup,
  Spinner,
  Stack,
  Text,
} from "@chakra-ui/react";
import { LuSearch } from "react-icons/lu";
import { formatCount, formatCountOf, formatDay, whyNotInCheck, type Order } from "@aql-portal/shared";
import { SEARCH_DELAY_MS } from "../../../components/ui/filters";
import { useDebouncedDraft } from "../../../lib/use-debounced-draft";
import { PO_LINES_SHOWN, usePoLineSearch } from "../api/list-po-lines";
import { lineGroupOf, NO_LINES, poQuantityOf, toggleLine, type CheckLines } from "./check-form-values";

export interface PoLinesPickerProps {
  value: CheckLines;
  onChange: (value: CheckLines) => void;
  error?: string | undefined;
  disabled?: boolean;
}

const trim = (text: string) => text.trim();

/**
 * The PO lines a delivery brought: found by PO number or style code (any status, GET /api/packaging/po-lines),
 * ticked one by one, all of one supplier's one style; their order quantity is the check's PO quantity.
 */
export function PoLinesPicker({ value, onChange, error, disabled = false }: PoLinesPickerProps) {
  const [search, setSearch] = useState("");
  const [draft, setDraft] = useDebouncedDraft(search, setSearch, SEARCH_DELAY_MS, trim);
  const group = lineGroupOf(value);
  const results = usePoLineSearch(search, group?.supplier.id);
  const picked = value.kind === "picked" ? value.orders : [];

  return (
    <Fieldset.Root invalid={error !== undefined} disabled={disabled}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium" color="fg" mb="1.5">
        PO lines delivered
      </Fieldset.Legend>
      <Stack gap="3">
        <ChosenLines value={value} onChange={onChange} disabled={disabled} />
        {value.kind === "kept" ? null : (
          <>
            <InputGroup startElement={<LuSearch aria-hidden="true" />}>
              <Input
                type="search"
                aria-label="Find PO lines"
                placeholder="PO number or style code"
                maxLength={50}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
              />
            </InputGroup>
            {search.length < 2 ? (
              <Text fontSize="sm" color="fg.muted">
                {group
                  ? `Type a PO number or style code to add more lines of ${group.styleCode}.`
                  : "Type at least 2 characters of a PO number or style code."}
              </Text>
            ) : results.error ? (
              <Text fontSize="sm" color="fg.error" role="alert">
                The PO lines could not be searched: {results.error.message}
              </Text>
            ) : !results.data ? (
              <HStack fontSize="sm" color="fg.muted">
                <Spinner size="xs" />
                <Text>Searching…</Text>
              </HStack>
            ) : results.data.items.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                No PO line{group ? ` of ${group.supplier.name}` : ""} matches “{search}”.
              </Text>
            ) : (
              <Stack gap="1.5" role="group" aria-label="PO lines found" aria-busy={results.isValidating}>
                {results.data.items.map((order) => {
                  const conflict = picked.some((line) => line.id === order.id)
                    ? null
                    : whyNotInCheck(group, order);
                  return (
                    <LineChoice
                      key={order.id}
                      order={order}
                      checked={picked.some((line) => line.id === order.id)}
                      conflict={conflict}
                      onToggle={() => onChange(toggleLine(value, order))}
                    />
                  );
                })}
                {results.data.continuationToken ? (
                  <Text fontSize="sm" color="fg.muted">
                    The first {PO_LINES_SHOWN} lines found: type more of the PO number or style code to narrow
                    them.
                  </Text>
                ) : null}
              </Stack>
            )}
          </>
        )}
      </Stack>
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

/** The lines chosen, with what they add up to; a check's own lines until they are changed. */
function ChosenLines({
  value,
  onChange,
  disabled,
}: Pick<PoLinesPickerProps, "value" | "onChange" | "disabled">) {
  const group = lineGroupOf(value);
  if (!group) {
    return (
      <Text fontSize="sm" color="fg.muted">
        No PO line chosen yet.
      </Text>
    );
  }
  const count = value.kind === "kept" ? value.check.orderIds.length : value.orders.length;
  return (
    <Box layerStyle="inset" p="3" aria-label="PO lines chosen" role="group">
      <Flex justify="space-between" gap="3" align="flex-start">
        <Box minW="0">
          <Text fontWeight="semibold">
            {group.styleCode} · {group.styleName}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {group.supplier.name} · {formatCountOf(count, "PO line")} · {formatCount(poQuantityOf(value))}{" "}
            units ordered
          </Text>
        </Box>
        {value.kind === "kept" ? (
          <Button size="xs" variant="outline" bg="bg" disabled={disabled} onClick={() => onChange(NO_LINES)}>
            Change the lines
          </Button>
        ) : null}
      </Flex>
      {value.kind === "kept" ? (
        <Text fontSize="sm" mt="2" fontVariantNumeric="tabular-nums">
          PO {value.check.poNumbers.join(", ")}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="1" mt="2">
          {value.orders.map((order) => (
            <Flex as="li" key={order.id} align="center" justify="space-between" gap="2" fontSize="sm">
              <Text fontVariantNumeric="tabular-nums">
                PO {order.poNumber} · {order.colourName || order.colourCode} · {formatCount(order.quantity)}{" "}
                units
              </Text>
              <CloseButton
                size="2xs"
                aria-label={`Take off PO ${order.poNumber}`}
                disabled={disabled}
                onClick={() => onChange(toggleLine(value, order))}
              />
            </Flex>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function LineChoice({
  order,
  checked,
  conflict,
  onToggle,
}: {
  order: Order;
  checked: boolean;
  conflict: string | null;
  onToggle: () => void;
}) {
  return (
    <Checkbox.Root
      checked={checked}
      onCheckedChange={onToggle}
      disabled={conflict !== null}
      colorPalette="brand"
      alignItems="flex-start"
      px="3"
      py="2"
      layerStyle="card"
      borderRadius="md"
      cursor={conflict ? "not-allowed" : "pointer"}
      _checked={{ borderColor: "brand.solid", bg: "brand.subtle" }}
      _hover={conflict ? undefined : { borderColor: "border.emphasized" }}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control mt="0.5" />
      <Checkbox.Label flex="1" minW="0" fontWeight="normal">
        <Flex justify="space-between" gap="3">
          <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
            PO {order.poNumber}
          </Text>
          <Text fontVariantNumeric="tabular-nums" flexShrink="0">
            {formatCount(order.quantity)} units
          </Text>
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {order.styleCode} {order.styleName} · {order.colourName || order.colourCode} · {order.supplier.name}{" "}
          · due {formatDay(order.deliveryDate)}
        </Text>
        {conflict ? (
          <Text fontSize="sm" color="fg.muted" fontStyle="italic">
            {conflict}
          </Text>
        ) : null}
      </Checkbox.Label>
    </Checkbox.Root>
  );
}
