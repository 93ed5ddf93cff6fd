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
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { formatCount, formatDay, whyNotInCheck, type Order } from "@aql-portal/shared";
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
  const { t } = useLingui();
  const [search, setSearch] = useState("");
  const [draft, setDraft] = useDebouncedDraft(search, setSearch, SEARCH_DELAY_MS, trim);
  const group = lineGroupOf(value);
  const results = usePoLineSearch(search, group?.supplier.id);
  const picked = value.kind === "picked" ? value.orders : [];
  const styleCode = group?.styleCode;
  const supplierName = group?.supplier.name;
  const searchError = results.error?.message;
  const linesShown = PO_LINES_SHOWN;

  return (
    <Fieldset.Root invalid={error !== undefined} disabled={disabled}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium" color="fg" mb="1.5">
        <Trans>PO lines delivered</Trans>
      </Fieldset.Legend>
      <Stack gap="3">
        <ChosenLines value={value} onChange={onChange} disabled={disabled} />
        {value.kind === "kept" ? null : (
          <>
            <InputGroup startElement={<LuSearch aria-hidden="true" />}>
              <Input
                type="search"
                aria-label={t`Find PO lines`}
                placeholder={t`PO number or style code`}
                maxLength={50}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
              />
            </InputGroup>
            {search.length < 2 ? (
              <Text fontSize="sm" color="fg.muted">
                {group
                  ? t`Type a PO number or style code to add more lines of ${styleCode}.`
                  : t`Type at least 2 characters of a PO number or style code.`}
              </Text>
            ) : results.error ? (
              <Text fontSize="sm" color="fg.error" role="alert">
                <Trans>The PO lines could not be searched: {searchError}</Trans>
              </Text>
            ) : !results.data ? (
              <HStack fontSize="sm" color="fg.muted">
                <Spinner size="xs" />
                <Text>
                  <Trans>Searching…</Trans>
                </Text>
              </HStack>
            ) : results.data.items.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {group ? (
                  <Trans>
                    No PO line of {supplierName} matches “{search}”.
                  </Trans>
                ) : (
                  <Trans>No PO line matches “{search}”.</Trans>
                )}
              </Text>
            ) : (
              <Stack gap="1.5" role="group" aria-label={t`PO lines found`} aria-busy={results.isValidating}>
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
                    <Trans>
                      The first {linesShown} lines found: type more of the PO number or style code to narrow
                      them.
                    </Trans>
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
  const { t } = useLingui();
  const group = lineGroupOf(value);
  if (!group) {
    return (
      <Text fontSize="sm" color="fg.muted">
        <Trans>No PO line chosen yet.</Trans>
      </Text>
    );
  }
  const count = value.kind === "kept" ? value.check.orderIds.length : value.orders.length;
  const supplierName = group.supplier.name;
  const ordered = formatCount(poQuantityOf(value));
  const poNumbers = value.kind === "kept" ? value.check.poNumbers.join(", ") : "";
  return (
    <Box layerStyle="inset" p="3" aria-label={t`PO lines chosen`} role="group">
      <Flex justify="space-between" gap="3" align="flex-start">
        <Box minW="0">
          <Text fontWeight="semibold">
            {group.styleCode} · {group.styleName}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            <Trans>
              {supplierName} · <Plural value={count} one="# PO line" other="# PO lines" /> · {ordered} units
              ordered
            </Trans>
          </Text>
        </Box>
        {value.kind === "kept" ? (
          <Button size="xs" variant="outline" bg="bg" disabled={disabled} onClick={() => onChange(NO_LINES)}>
            <Trans>Change the lines</Trans>
          </Button>
        ) : null}
      </Flex>
      {value.kind === "kept" ? (
        <Text fontSize="sm" mt="2" fontVariantNumeric="tabular-nums">
          <Trans>PO {poNumbers}</Trans>
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="1" mt="2">
          {value.orders.map((order) => {
            const { poNumber } = order;
            const colour = order.colourName || order.colourCode;
            const quantity = formatCount(order.quantity);
            return (
              <Flex as="li" key={order.id} align="center" justify="space-between" gap="2" fontSize="sm">
                <Text fontVariantNumeric="tabular-nums">
                  <Trans>
                    PO {poNumber} · {colour} · {quantity} units
                  </Trans>
                </Text>
                <CloseButton
                  size="2xs"
                  aria-label={t`Take off PO ${poNumber}`}
                  disabled={disabled}
                  onClick={() => onChange(toggleLine(value, order))}
                />
              </Flex>
            );
          })}
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
  const { poNumber, styleCode, styleName } = order;
  const quantity = formatCount(order.quantity);
  const colour = order.colourName || order.colourCode;
  const supplierName = order.supplier.name;
  const deliveryDay = formatDay(order.deliveryDate);
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
            <Trans>PO {poNumber}</Trans>
          </Text>
          <Text fontVariantNumeric="tabular-nums" flexShrink="0">
            <Trans>{quantity} units</Trans>
          </Text>
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          <Trans>
            {styleCode} {styleName} · {colour} · {supplierName} · due {deliveryDay}
          </Trans>
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
