import type { Container, JSONValue } from "@azure/cosmos";
import {
  DEFAULT_PACKAGING_STANDARD,
  PACKAGING_REPORT_RESULT_FIELD,
  type Page,
  type PackagingCheck,
  type PackagingChecks,
  type PackagingOutcome,
  type PackagingReport,
  type PackagingReportQuery,
  type PackagingSortKey,
  type PackagingSource,
  type PackagingStandard,
  type PackagingStandardInput,
} from "@aql-portal/shared";
import { preconditionFailed } from "../lib/errors";
import { fetchPage } from "./continuation";
import {
  addFilters,
  createDocument,
  deleteDocument,
  queryAll,
  readDocument,
  replaceDocument,
  saveChanged,
  statusOf,
  upsertDocument,
  type Filter,
} from "./documents";
import type { PackagingStore } from "./stores";

type Ref = { id: string; name: string };

/** A packaging check (docs/decisions/packaging.md), in its tenant's partition. */
export interface PackagingCheckDocument {
  id: string;
  tenantId: string;
  centre: Ref & { code: string };
  bookingReference: string;
  supplier: Ref;
  styleCode: string;
  styleName: string;
  colour: string;
  poNumbers: string[];
  orderIds: string[];
  poQuantity: number;
  checks: PackagingChecks;
  outcome: PackagingOutcome;
  source: PackagingSource;
  checkedBy: Ref;
  checkedOn: string;
  checkedDay: string;
  /** Booking reference, style code and PO numbers in lower case: what the reports' search looks in. */
  searchText: string;
  updatedOn: string;
  _etag?: string;
}

/** The fields a writer decides; the search text and timestamps are the repository's. */
export type PackagingCheckFields = Omit<
  PackagingCheckDocument,
  "tenantId" | "searchText" | "updatedOn" | "_etag"
>;

/** The tenant's packaging standard: one document per tenant. */
export interface PackagingStandardDocument extends PackagingStandardInput {
  id: typeof STANDARD_ID;
  tenantId: string;
  updatedBy: Ref | null;
  updatedOn: string | null;
  _etag?: string;
}

const STANDARD_ID = "packaging-standard";

/** Who sees which checks: suppliers their own supplier's, everyone else with packaging:read the tenant's. */
export type PackagingScope = { kind: "tenant" } | { kind: "supplier"; supplierId: string };

/** A check's day range and who and where: what the reports and the compliance panel filter on. */
export interface PackagingFilters {
  from: string;
  to: string;
  supplierId?: string | undefined;
  centreId?: string | undefined;
}

/** What the compliance panel reads of each check. */
export interface PanelSource {
  supplier: Ref;
  complianceResult: PackagingOutcome["complianceResult"];
  issues: PackagingOutcome["issues"];
}

const SORT_PATHS: Readonly<Record<PackagingSortKey, string>> = {
  checkedOn: "c.checkedOn",
  bookingReference: "c.bookingReference",
  supplier: "c.supplier.name",
  styleCode: "c.styleCode",
  centre: "c.centre.code",
};

export function toApiPackagingCheck(doc: PackagingCheckDocument): PackagingCheck {
  return {
    id: doc.id,
    centre: doc.centre,
    bookingReference: doc.bookingReference,
    supplier: doc.supplier,
    styleCode: doc.styleCode,
    styleName: doc.styleName,
    colour: doc.colour,
    poNumbers: doc.poNumbers,
    orderIds: doc.orderIds,
    poQuantity: doc.poQuantity,
    checks: doc.checks,
    outcome: doc.outcome,
    source: doc.source,
    checkedBy: doc.checkedBy,
    checkedOn: doc.checkedOn,
    checkedDay: doc.checkedDay,
    etag: doc._etag ?? "",
  };
}

export function toApiPackagingStandard(doc: PackagingStandardDocument): PackagingStandard {
  return {
    quantityTolerancePercent: doc.quantityTolerancePercent,
    paperTapeRequired: doc.paperTapeRequired,
    maxCarton: doc.maxCarton,
    standardBoxes: doc.standardBoxes,
    boxToleranceCm: doc.boxToleranceCm,
    standardBoxRequired: doc.standardBoxRequired,
    minFillPercent: doc.minFillPercent,
    updatedBy: doc.updatedBy,
    updatedOn: doc.updatedOn,
    etag: doc._etag ?? "",
  };
}

const STALE_CHECK = "This packaging check was changed by someone else. Reload it and make your change again.";
const STALE_STANDARD =
  "The packaging standard was changed by someone else. Reload it and make your change again.";

export class PackagingRepository implements PackagingStore {
  constructor(
    private readonly checks: Container,
    private readonly standards: Container,
  ) {}

  /** The tenant's standard: the one seeded (seedTenant) or saved since; the default where none is stored yet. */
  async standard(tenantId: string): Promise<PackagingStandardDocument> {
    return (
      (await readDocument<PackagingStandardDocument>(this.standards, STANDARD_ID, tenantId)) ??
      defaultStandard(tenantId)
    );
  }

  /** Writes the product's default standard for a tenant that has none (seeding); one there already stays. */
  async seedStandard(tenantId: string): Promise<void> {
    try {
      await createDocument(
        this.standards,
        defaultStandard(tenantId),
        `the packaging standard of ${tenantId}`,
      );
    } catch (error) {
      if (statusOf(error) !== 409) throw error;
    }
  }

  async replaceStandard(doc: PackagingStandardDocument, etag: string): Promise<PackagingStandardDocument> {
    try {
      return await replaceDocument(this.standards, doc, doc.tenantId, etag, `the packaging standard`);
    } catch (error) {
      const status = statusOf(error);
      if (status === 412 || status === 404) throw preconditionFailed(STALE_STANDARD);
      throw error;
    }
  }

  getCheck(tenantId: string, id: string): Promise<PackagingCheckDocument | undefined> {
    return readDocument(this.checks, id, tenantId);
  }

  createCheck(
    tenantId: string,
    fields: PackagingCheckFields,
    now = new Date(),
  ): Promise<PackagingCheckDocument> {
    return createDocument(this.checks, checkDocument(tenantId, fields, now), `packaging check ${fields.id}`);
  }

  /** Creates or replaces a check whatever is stored (a tablet's record is the inspection's own). */
  upsertCheck(
    tenantId: string,
    fields: PackagingCheckFields,
    now = new Date(),
  ): Promise<PackagingCheckDocument> {
    return upsertDocument(this.checks, checkDocument(tenantId, fields, now), `packaging check ${fields.id}`);
  }

  /** 412 when changed since `etag` was read (or deleted meanwhile). */
  replaceCheck(
    tenantId: string,
    fields: PackagingCheckFields,
    etag: string,
    now = new Date(),
  ): Promise<PackagingCheckDocument> {
    return saveChanged(this.checks, checkDocument(tenantId, fields, now), tenantId, etag, {
      what: `packaging check ${fields.id}`,
      stale: STALE_CHECK,
      now,
      goneIsStale: true,
    });
  }

  /** With `etag`, 412 when changed since; one gone already is fine. */
  async deleteCheck(tenantId: string, id: string, etag?: string): Promise<void> {
    try {
      await deleteDocument(this.checks, id, tenantId, etag);
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) return;
      if (status === 412) throw preconditionFailed(STALE_CHECK);
      throw error;
    }
  }

  /** One page of a report: the checks of the period that match, sorted, within the caller's scope. */
  list(
    tenantId: string,
    report: PackagingReport,
    query: PackagingReportQuery & PackagingFilters,
    scope: PackagingScope,
  ): Promise<Page<PackagingCheckDocument>> {
    const { where, parameters } = filtered(tenantId, query, scope, [
      [`c.outcome.${PACKAGING_REPORT_RESULT_FIELD[report]} = @result`, "result", query.result],
      ["CONTAINS(c.searchText, @search)", "search", query.search?.toLowerCase()],
    ]);
    const order = query.sortOrder === 1 ? "ASC" : "DESC";
    const sql = `SELECT * FROM c WHERE ${where.join(" AND ")} ORDER BY ${SORT_PATHS[query.sortKey]} ${order}, c.id ${order}`;
    return fetchPage<PackagingCheckDocument>(this.checks, { sql, parameters }, query, tenantId);
  }

  /** The supplier, result and issues of every check the panel counts (only those fields are read). */
  panelSources(tenantId: string, filters: PackagingFilters, scope: PackagingScope): Promise<PanelSource[]> {
    const { where, parameters } = filtered(tenantId, filters, scope, []);
    return queryAll<PanelSource>(
      this.checks,
      `SELECT c.supplier, c.outcome.complianceResult AS complianceResult, c.outcome.issues AS issues FROM c WHERE ${where.join(" AND ")}`,
      parameters,
      { partitionKey: tenantId },
    );
  }
}

const defaultStandard = (tenantId: string): PackagingStandardDocument => ({
  ...DEFAULT_PACKAGING_STANDARD,
  id: STANDARD_ID,
  tenantId,
  updatedBy: null,
  updatedOn: null,
});

function filtered(
  tenantId: string,
  filters: PackagingFilters,
  scope: PackagingScope,
  more: readonly Filter[],
): { where: string[]; parameters: Record<string, JSONValue> } {
  const where = ["c.tenantId = @tenantId", "c.checkedDay >= @from", "c.checkedDay <= @to"];
  const parameters: Record<string, JSONValue> = { tenantId, from: filters.from, to: filters.to };
  addFilters(
    [
      ["c.supplier.id = @supplierId", "supplierId", filters.supplierId],
      ["c.centre.id = @centreId", "centreId", filters.centreId],
      [
        "c.supplier.id = @scopeSupplierId",
        "scopeSupplierId",
        scope.kind === "supplier" ? scope.supplierId : undefined,
      ],
      ...more,
    ],
    where,
    parameters,
  );
  return { where, parameters };
}

function checkDocument(tenantId: string, fields: PackagingCheckFields, now: Date): PackagingCheckDocument {
  return {
    ...fields,
    tenantId,
    searchText: [fields.bookingReference, fields.styleCode, ...fields.poNumbers].join(" ").toLowerCase(),
    updatedOn: now.toISOString(),
  };
}
