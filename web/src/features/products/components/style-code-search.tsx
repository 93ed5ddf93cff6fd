import { useEffect, useMemo, useState } from "react";
import { Box, Combobox, HStack, Portal, Spinner, Text, createListCollection } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { LuSearch } from "react-icons/lu";
import type { Product } from "@aql-portal/shared";
import { useStyleCodeSuggestions } from "../api/search-products";

const SUGGEST_DELAY_MS = 150;

export interface StyleCodeSearchProps {
  /** What is typed; the list below is searched with it. */
  value: string;
  onChange: (text: string) => void;
  /** A suggested style was picked: show exactly that one. */
  onPick: (styleCode: string) => void;
}

/**
 * Spec §2 PRODUCT DETAILS: search by "Style Code". As the planner types, the styles whose code starts with
 * the text are offered (GET /api/products/search); the table below narrows to codes and names containing it.
 */
export function StyleCodeSearch({ value, onChange, onPick }: StyleCodeSearchProps) {
  const { t } = useLingui();
  const [prefix, setPrefix] = useState(value.trim());
  useEffect(() => {
    const timer = window.setTimeout(() => setPrefix(value.trim()), SUGGEST_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  const suggestions = useStyleCodeSuggestions(prefix);
  const items = useMemo(() => (prefix ? (suggestions.data ?? []) : []), [prefix, suggestions.data]);
  const collection = useMemo(
    () =>
      createListCollection<Product>({
        items,
        itemToValue: (product) => product.styleCode,
        itemToString: (product) => product.styleCode,
      }),
    [items],
  );

  return (
    <Combobox.Root
      collection={collection}
      inputValue={value}
      onInputValueChange={(details) => onChange(details.inputValue)}
      onSelect={(details) => onPick(details.itemValue)}
      // What is typed stays typed: the search is free text, the suggestions a shortcut.
      allowCustomValue
      selectionBehavior="replace"
      // Enter searches for what was typed; the arrow keys reach the suggestions.
      inputBehavior="none"
      openOnClick={false}
      size="lg"
      positioning={{ sameWidth: true, gutter: 4 }}
    >
      <Combobox.Label srOnly>
        <Trans>Style Code</Trans>
      </Combobox.Label>
      <Combobox.Control>
        <Box
          position="absolute"
          insetStart="3"
          top="50%"
          transform="translateY(-50%)"
          color="fg.muted"
          pointerEvents="none"
          zIndex="1"
          aria-hidden="true"
        >
          <LuSearch />
        </Box>
        <Combobox.Input bg="bg" ps="10" placeholder={t`Search by style code or name`} maxLength={60} />
        <Combobox.IndicatorGroup>
          {suggestions.isLoading ? <Spinner size="xs" color="fg.muted" /> : null}
          <Combobox.ClearTrigger aria-label={t`Clear the search`} />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content>
            {prefix && !suggestions.isLoading && items.length === 0 ? (
              <Combobox.Empty px="3" py="2" color="fg.muted">
                <Trans>No style code starts with “{prefix}”.</Trans>
              </Combobox.Empty>
            ) : null}
            {items.map((product) => (
              <Combobox.Item key={product.id} item={product} minH="10">
                <HStack justify="space-between" w="full" gap="3">
                  <Box minW="0">
                    <Combobox.ItemText fontWeight="semibold">{product.styleCode}</Combobox.ItemText>
                    <Text fontSize="sm" color="fg.muted" truncate>
                      {product.styleName}
                    </Text>
                  </Box>
                  <Text fontSize="xs" color="fg.muted" flexShrink="0">
                    {product.productCategory?.code ?? t`No category`}
                  </Text>
                </HStack>
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
