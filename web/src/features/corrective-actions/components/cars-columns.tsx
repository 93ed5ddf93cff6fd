import { Box, Link, Stack, Text } from "@chakra-ui/react";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link as RouterLink } from "react-router-dom";
import { formatDay, type CorrectiveAction } from "@aql-portal/shared";
import { subLine } from "../../../components/data-table/cells";
import { dataTableColumnHelper } from "../../../components/data-table/columns";
import { CarStateBadges } from "../../../components/ui/car-badges";
import { carIssueNames, carNextStep, carPath, carSourcesLine } from "../../../lib/corrective-actions";

const column = dataTableColumnHelper<CorrectiveAction>();

/** The reference opens the CAR: the row's link. */
function ReferenceCell({ car }: { car: CorrectiveAction }) {
  const { t } = useLingui();
  const raisedOn = formatDay(car.raisedOn);
  return (
    <Box minW="24">
      <Link asChild fontWeight="semibold" whiteSpace="nowrap">
        <RouterLink to={carPath(car.id)}>{car.reference}</RouterLink>
      </Link>
      {subLine(t`raised ${raisedOn}`)}
    </Box>
  );
}

/** Due: the day, in red while the supplier's answer is late. */
function DueCell({ car }: { car: CorrectiveAction }) {
  return (
    <Text
      whiteSpace="nowrap"
      color={car.overdue ? "red.fg" : undefined}
      fontWeight={car.overdue ? "semibold" : undefined}
    >
      {formatDay(car.dueDate)}
    </Text>
  );
}

/**
 * The CARs' table; a supplier's own people see no supplier column (every row is theirs). Made in the language shown
 * (the page makes them again when it is drawn in another).
 */
export function carColumns({ withSupplier }: { withSupplier: boolean }) {
  const nextStep = carNextStep();
  return column.columns([
    column.accessor("reference", {
      id: "reference",
      header: t`Reference`,
      cell: ({ row }) => <ReferenceCell car={row.original} />,
      meta: { minWidth: 130 },
    }),
    ...(withSupplier
      ? [
          column.accessor((car) => car.supplier.name, {
            id: "supplier",
            header: t`Supplier · style`,
            cell: ({ row }) => (
              <Box minW="40">
                <Text fontWeight="medium">{row.original.supplier.name}</Text>
                {subLine(row.original.styleCode)}
              </Box>
            ),
            meta: { minWidth: 200 },
          }),
        ]
      : [
          column.accessor((car) => car.styleCode, {
            id: "style",
            header: t`Style`,
            enableSorting: false,
            cell: ({ getValue }) => <Text whiteSpace="nowrap">{getValue()}</Text>,
            meta: { minWidth: 110 },
          }),
        ]),
    column.accessor((car) => carIssueNames(car).join(", "), {
      id: "defects",
      header: t`Defects`,
      enableSorting: false,
      cell: ({ row }) => <DefectsCell car={row.original} />,
      meta: { minWidth: 200 },
    }),
    column.accessor("status", {
      id: "status",
      header: t`Status`,
      cell: ({ row }) => (
        <Stack gap="1" minW="36">
          <CarStateBadges status={row.original.status} overdue={row.original.overdue} />
          <Text fontSize="xs" color="fg.muted" lineHeight="short">
            {nextStep[row.original.status]}
          </Text>
        </Stack>
      ),
      meta: { minWidth: 180 },
    }),
    column.accessor("dueDate", {
      id: "dueDate",
      header: t`Due`,
      cell: ({ row }) => <DueCell car={row.original} />,
      meta: { minWidth: 120, hint: t`When the supplier's answer is due` },
    }),
    column.accessor((car) => car.owner.name, {
      id: "owner",
      header: t`Followed by`,
      enableSorting: false,
      cell: ({ getValue }) => <Text minW="24">{getValue()}</Text>,
      meta: { minWidth: 140 },
    }),
  ]);
}

/** The defects (or packaging issues) asked about: the first two by name, and how many more; where, under them. */
function DefectsCell({ car }: { car: CorrectiveAction }) {
  const names = carIssueNames(car);
  const shown = names.slice(0, 2).join(", ");
  const moreCount = names.length - 2;
  return (
    <Box minW="40" title={names.join(", ")}>
      <Text lineClamp={2}>
        {shown}
        {moreCount > 0 ? (
          <>
            {" "}
            <Trans>+{moreCount} more</Trans>
          </>
        ) : null}
      </Text>
      {subLine(carSourcesLine(car))}
    </Box>
  );
}
