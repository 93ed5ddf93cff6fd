import { Button, type ButtonProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { LuRefreshCw } from "react-icons/lu";

export interface TryAgainButtonProps extends Omit<ButtonProps, "variant" | "children"> {
  onClick: () => void;
  /** The words, when the try is called something else ("Send now"). */
  label?: string;
  /** Within a sentence, e.g. a field's help "The decisions could not be loaded. Try again": drawn as a link. */
  inline?: boolean;
}

/** Tries again what failed (a read, a send): an outlined button with the refresh sign, or a link in a sentence. */
export function TryAgainButton({ label, inline = false, size, ...button }: TryAgainButtonProps) {
  const { t } = useLingui();
  const words = label ?? t`Try again`;
  if (inline) {
    return (
      <Button variant="plain" size="xs" colorPalette="brand" px="0" h="auto" {...button}>
        {words}
      </Button>
    );
  }
  return (
    <Button size={size ?? "sm"} variant="outline" {...button}>
      <LuRefreshCw aria-hidden="true" />
      {words}
    </Button>
  );
}
