import { Button, Flex, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { PagedList } from "../../lib/use-paged-list";

/** What the footer needs of a paged list (usePagedList, or the inspector's plan). */
export type FooterList = Pick<
  PagedList<unknown>,
  "items" | "error" | "isLoading" | "hasMore" | "isLoadingMore" | "loadMore"
>;

export interface ListFooterProps {
  list: FooterList;
  /** Singular and plural noun, e.g. ["user", "users"]. */
  noun: readonly [string, string];
}

/**
 * Continuation-token paging: how many rows are on screen, and a button for the next page. Nothing while the
 * list loads, has failed or is empty: the table says so in place of its rows.
 */
export function ListFooter({ list, noun }: ListFooterProps) {
  const { t } = useLingui();
  const shown = list.items.length;
  if (list.error || list.isLoading || shown === 0) return null;
  const items = shown === 1 ? noun[0] : noun[1];
  return (
    <Flex align="center" justify="space-between" gap="4" wrap="wrap" pt="4">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {list.hasMore ? (
          <Trans>
            Showing {shown} {items} · more available
          </Trans>
        ) : (
          <Trans>
            Showing {shown} {items}
          </Trans>
        )}
      </Text>
      {list.hasMore ? (
        // 44 px: a finger on a tablet reaches it as easily as a mouse.
        <Button
          variant="outline"
          size="md"
          minH="11"
          onClick={list.loadMore}
          loading={list.isLoadingMore}
          loadingText={t`Loading`}
        >
          <Trans>Load more</Trans>
        </Button>
      ) : null}
    </Flex>
  );
}
