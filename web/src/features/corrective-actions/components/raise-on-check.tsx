import { useState } from "react";
import { Button } from "@chakra-ui/react";
import { LuFilePlus } from "react-icons/lu";
import { Trans } from "@lingui/react/macro";
import { useNavigate } from "react-router-dom";
import { can, type PackagingCheck } from "@aql-portal/shared";
import { useSession } from "../../../lib/auth/session-context";
import { carPath } from "../../../lib/corrective-actions";
import { hasPackagingIssues, raiseSeedOfCheck } from "./packaging-raise";
import { RaiseCarDialog, type RaiseSeed } from "./raise-car-dialog";

/**
 * "Raise corrective action" on a DC packaging check that found issues, for those who raise CARs: the raise form
 * for the check; once raised, its page opens (the toast names its reference). The app puts it in the packaging
 * check's drawer. Nothing for anyone else, nor for a check without issues.
 */
export function RaiseOnPackagingCheck({ check }: { check: PackagingCheck }) {
  const { role } = useSession();
  const navigate = useNavigate();
  const [seed, setSeed] = useState<RaiseSeed | null>(null);
  if (!can(role.name, "corrective-actions:manage") || !hasPackagingIssues(check)) return null;
  return (
    <>
      <Button
        variant="outline"
        colorPalette="brand"
        alignSelf="flex-start"
        onClick={() => setSeed(raiseSeedOfCheck(check))}
      >
        <LuFilePlus aria-hidden="true" />
        <Trans>Raise corrective action</Trans>
      </Button>
      <RaiseCarDialog
        seed={seed}
        onClose={() => setSeed(null)}
        onRaised={(car) => {
          setSeed(null);
          void navigate(carPath(car.id));
        }}
      />
    </>
  );
}
