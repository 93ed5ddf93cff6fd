import type { ReactNode } from "react";
import { Checkbox } from "@chakra-ui/react";

/** One choice of a checkbox group drawn as a card: a user's locations, a webhook endpoint's kinds of event. */
export function CardCheckbox({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Checkbox.Root
      value={value}
      colorPalette="brand"
      minH="10"
      px="3"
      layerStyle="card"
      borderRadius="md"
      cursor="pointer"
      _checked={{ borderColor: "brand.solid", bg: "brand.subtle" }}
      _hover={{ borderColor: "border.emphasized" }}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label flex="1" py="2">
        {children}
      </Checkbox.Label>
    </Checkbox.Root>
  );
}
