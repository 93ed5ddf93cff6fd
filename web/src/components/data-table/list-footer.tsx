import { Button, Flex, Text } from "@chakra-ui/react";

export interface ListFooterProps {
  shown: number;
  /** Singular and plural noun, e.g. ["user", "users"]. */
  noun: readonly [string, string];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** Continuation-token paging: how many rows are on screen, and a button for the next page. */
export function ListFooter({ shown, noun, hasMore, loadingMore, onLoadMore }: ListFooterProps) {
  return (
    <Flex align="center" justify="space-between" gap="4" wrap="wrap" pt="4">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        Showing {shown} {shown === 1 ? noun[0] : noun[1]}
        {hasMore ? " · more available" : ""}
      </Text>
      {hasMore ? (
        // 44 px: a finger on a tablet reaches it as easily as a mouse.
        <Button
          variant="outline"
          size="md"
          minH="11"
          onClick={onLoadMore}
          loading={loadingMore}
          loadingText="Loading"
        >
          Load more
        </Button>
      ) : null}
    </Flex>
  );
}
