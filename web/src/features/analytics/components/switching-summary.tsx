import type { ReactNode } from "react";
import { Badge, Box, Flex, HStack, Link, Skeleton, Text } from "@chakra-ui/react";
import { LuArrowRight, LuShieldAlert } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { SWITCHING_CLASSES, can, seesOwnSupplierOnly, webRoutes, type User } from "@aql-portal/shared";
import { ReducedProposedBadge, SwitchingSeverityBadge } from "../../../components/ui/switching-badges";
import { useSession } from "../../../lib/auth/session-context";
import { CLASS_LABELS } from "../../../lib/plan-tables";
import {
  STANDINGS,
  standingCounts,
  standingWords,
  suppliersStandingPath,
  supplierSwitchingPath,
  useSupplierSwitching,
  useSupplierSwitchingList,
  type Standing,
} from "../../../lib/supplier-switching";

const STANDING_COLOURS: Readonly<Record<Standing, string>> = {
  discontinued: "red",
  tightened: "orange",
  "reduced-proposed": "teal",
  reduced: "teal",
  normal: "gray",
};

/**
 * Supplier Analysis' word on the switching rules: how many suppliers are on each severity of inspection, each a
 * way into the Suppliers page narrowed to them; a supplier's own people see their own two classes.
 */
export function SwitchingSummary() {
  const { role, user } = useSession();
  if (!can(role.name, "switching:read")) return null;
  if (seesOwnSupplierOnly(role.name)) {
    return user.supplier ? <OwnSeverity supplier={user.supplier} /> : null;
  }
  return <SuppliersSeverity />;
}

function Frame({ children, to, linkText }: { children: ReactNode; to: string; linkText: string }) {
  const { t } = useLingui();
  return (
    <Box as="section" aria-label={t`Inspection severity`} layerStyle="card" px="4" py="3" mb="4">
      <Flex gap="3" align="center" wrap="wrap">
        <HStack gap="2" color="brand.900" fontWeight="semibold" flexShrink="0">
          <LuShieldAlert aria-hidden="true" />
          <Text>
            <Trans>Inspection severity</Trans>
          </Text>
        </HStack>
        <Flex gap="2" align="center" wrap="wrap" flex="1 1 360px" minW="0">
          {children}
        </Flex>
        <Link asChild fontSize="sm" fontWeight="semibold" color="brand.fg" flexShrink="0">
          <RouterLink to={to}>
            {linkText}
            <LuArrowRight aria-hidden="true" />
          </RouterLink>
        </Link>
      </Flex>
    </Box>
  );
}

function SuppliersSeverity() {
  const { t } = useLingui();
  const list = useSupplierSwitchingList();
  const suppliers = list.data?.suppliers ?? [];
  const counts = standingCounts(suppliers);
  const words = standingWords();
  const supplierCount = suppliers.length;
  const problem = list.error?.message;
  return (
    <Frame to={webRoutes.suppliers} linkText={t`Open Suppliers`}>
      {list.data ? (
        suppliers.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            <Trans>No supplier has a lot counted yet.</Trans>
          </Text>
        ) : (
          STANDINGS.filter((standing) => counts[standing] > 0 || standing === "normal").map((standing) => (
            <Link key={standing} asChild textDecoration="none" _hover={{ textDecoration: "none" }}>
              <RouterLink to={suppliersStandingPath(standing)}>
                <Badge
                  size="lg"
                  colorPalette={STANDING_COLOURS[standing]}
                  variant={standing === "normal" ? "outline" : "subtle"}
                  cursor="pointer"
                  _hover={{ filter: "brightness(0.95)" }}
                >
                  <Text as="span" fontWeight="bold" fontVariantNumeric="tabular-nums">
                    {counts[standing]}
                  </Text>{" "}
                  {words[standing]}
                </Badge>
              </RouterLink>
            </Link>
          ))
        )
      ) : list.error ? (
        <Text fontSize="sm" color="fg.muted">
          <Trans>Could not be read: {problem}</Trans>
        </Text>
      ) : (
        <Skeleton height="6" width="60%" aria-label={t`Loading the suppliers' severities`} />
      )}
      {list.data && suppliers.length > 0 ? (
        <Text fontSize="xs" color="fg.muted">
          <Trans>
            of <Plural value={supplierCount} one="# supplier" other="# suppliers" />, by either class; for the
            next lots, whatever the period
          </Trans>
        </Text>
      ) : null}
    </Frame>
  );
}

function OwnSeverity({ supplier }: { supplier: NonNullable<User["supplier"]> }) {
  const { t } = useLingui();
  const switching = useSupplierSwitching(supplier.id);
  const state = switching.data;
  const problem = switching.error?.message;
  return (
    <Frame to={supplierSwitchingPath(supplier.id)} linkText={t`Why, and the lots counted`}>
      {state ? (
        SWITCHING_CLASSES.map((cls) => (
          <HStack key={cls} gap="1.5">
            <Text fontSize="sm" fontWeight="medium">
              {CLASS_LABELS[cls]}
            </Text>
            <SwitchingSeverityBadge severity={state[cls].severity} />
            {state[cls].reducedProposed ? <ReducedProposedBadge /> : null}
          </HStack>
        ))
      ) : switching.error ? (
        <Text fontSize="sm" color="fg.muted">
          {switching.error.status === 404 ? (
            <Trans>No lot counted yet: normal inspection.</Trans>
          ) : (
            <Trans>Could not be read: {problem}</Trans>
          )}
        </Text>
      ) : (
        <Skeleton height="6" width="40%" aria-label={t`Loading your severity of inspection`} />
      )}
    </Frame>
  );
}
