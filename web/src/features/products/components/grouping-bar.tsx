import { Box, Button, CloseButton, Flex, HStack, Tag, Text } from "@chakra-ui/react";
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
  return (
    <Box
      role="region"
      aria-label="Style grouping"
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
            Group styles
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {selected.length} of {MAX_GROUP_SIZE} selected:
          </Text>
          {selected.map((product) => (
            <Tag.Root key={product.id} size="lg" variant="surface" colorPalette="brand" bg="bg">
              <Tag.Label>
                {product.styleCode}
                <Text as="span" color="fg.muted" fontWeight="normal">
                  {" "}
                  · {product.productCategory?.code ?? "no category"}
                </Text>
              </Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger
                  aria-label={`Remove ${product.styleCode} from the group`}
                  onClick={() => onRemove(product)}
                />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </HStack>
        <HStack gap="2" flexShrink="0">
          <Button
            colorPalette="brand"
            size="md"
            minH="10"
            onClick={onGroup}
            loading={grouping}
            loadingText="Grouping"
          >
            <LuLink2 aria-hidden="true" />
            Group
          </Button>
          <CloseButton size="md" aria-label="Clear the selection" onClick={onClear} disabled={grouping} />
        </HStack>
      </Flex>
      {message ? (
        <InlineError mt="2">{message}</InlineError>
      ) : (
        <Text mt="1" fontSize="sm" color="fg.muted">
          Two styles of the same product category can be grouped.
        </Text>
      )}
    </Box>
  );
}
