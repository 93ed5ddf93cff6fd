import { Box, Button, CloseButton, Flex, HStack, Tag, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { LuLink2 } from "react-icons/lu";
import { MAX_GROUP_SIZE, type Product } from "@aql-portal/shared";
import { InlineError } from "../../../components/ui/inline-error";

export interface GroupingBarProps {
  selected: readonly Product[];
  /** Why the last pick or Group was refused (spec §5 messages), until the selection changes. */
  message: string | null;
  grouping: boolean;
  onRemove: (product: Product) => void;
  onClear: () => void;
  onGroup: () => void;
}

/** Style grouping (spec §5): the ticked styles, why a pick was refused, and the Group button. */
export function GroupingBar({ selected, message, grouping, onRemove, onClear, onGroup }: GroupingBarProps) {
  const { t } = useLingui();
  const count = selected.length;
  return (
    <Box
      role="region"
      aria-label={t`Style grouping`}
      mb="4"
      px="4"
      py="3"
      borderWidth="1px"
      borderColor="brand.muted"
      borderRadius="lg"
      bg="brand.subtle"
    >
      <Flex gap="3" align="center" wrap="wrap">
        <HStack gap="2" flex="1 1 320px" wrap="wrap" minW="0">
          <Text fontWeight="semibold" color="brand.900">
            <Trans>Group styles</Trans>
          </Text>
          <Text color="fg.muted" fontSize="sm">
            <Trans>
              {count} of {MAX_GROUP_SIZE} selected:
            </Trans>
          </Text>
          {selected.map((product) => {
            const { styleCode } = product;
            return (
              <Tag.Root key={product.id} size="lg" variant="surface" colorPalette="brand" bg="bg">
                <Tag.Label>
                  {product.styleCode}
                  <Text as="span" color="fg.muted" fontWeight="normal">
                    {" "}
                    · {product.productCategory?.code ?? t`no category`}
                  </Text>
                </Tag.Label>
                <Tag.EndElement>
                  <Tag.CloseTrigger
                    aria-label={t`Remove ${styleCode} from the group`}
                    onClick={() => onRemove(product)}
                  />
                </Tag.EndElement>
              </Tag.Root>
            );
          })}
        </HStack>
        <HStack gap="2" flexShrink="0">
          <Button
            colorPalette="brand"
            size="md"
            minH="10"
            onClick={onGroup}
            loading={grouping}
            loadingText={t`Grouping`}
          >
            <LuLink2 aria-hidden="true" />
            <Trans>Group</Trans>
          </Button>
          <CloseButton size="md" aria-label={t`Clear the selection`} onClick={onClear} disabled={grouping} />
        </HStack>
      </Flex>
      {message ? (
        <InlineError mt="2">{message}</InlineError>
      ) : (
        <Text mt="1" fontSize="sm" color="fg.muted">
          <Trans>Two styles of the same product category can be grouped.</Trans>
        </Text>
      )}
    </Box>
  );
}
