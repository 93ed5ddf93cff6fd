import { Button } from "@chakra-ui/react";
import type { IconType } from "react-icons";
import { Link as RouterLink } from "react-router-dom";

export interface LinkButtonProps {
  /** The page it opens, e.g. `webRoutes.import`. */
  to: string;
  icon: IconType;
  children: string;
}

/** A way to a related page, drawn as an outlined button: a page header's secondary actions. */
export function LinkButton({ to, icon: Icon, children }: LinkButtonProps) {
  return (
    <Button asChild variant="outline" size="lg" bg="bg">
      <RouterLink to={to}>
        <Icon aria-hidden="true" />
        {children}
      </RouterLink>
    </Button>
  );
}
