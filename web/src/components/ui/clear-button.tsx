import { Button } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { LuX } from "react-icons/lu";

/** "Clear": takes a toolbar's search and filters back to the list's default. */
export function ClearButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="ghost" size="lg" colorPalette="brand" onClick={onClick}>
      <LuX aria-hidden="true" />
      <Trans>Clear</Trans>
    </Button>
  );
}
