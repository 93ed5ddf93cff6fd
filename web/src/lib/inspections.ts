import type { z } from "zod";
import {
  InspectionDetailSchema,
  InspectionPageSchema,
  InspectionSchema,
  ListInspectionsQuerySchema,
  type Inspection,
  type InspectionDetail,
  type InspectionStatusChange,
  type ListInspectionsQuery,
  type Page,
  apiPath,
  apiRoutes,
  webRoutes,
} from "@aql-portal/shared";
import { apiRequest } from "./api-client";
import { rangeRequest, type RangeRequest } from "./list-filters";
import type { ListDefinition } from "./use-paged-list";

/**
 * The inspection calls more than one feature makes (the tablet screen, the report page). Shared
 * infrastructure, like the reference lists: each feature keeps its own caching around them.
 */

/** The filters and sort of an inspections list, as GET /api/inspections reads them (paging is the list hook's). */
export type InspectionListQuery = Omit<ListInspectionsQuery, "pageSize" | "continuationToken" | "context">;

/**
 * A list's filters as GET /api/inspections takes them, checked with the schema the API checks them with: a
 * range it would refuse (From after To, longer than a year) is reported and never sent.
 */
export function inspectionListRequest(
  filters: z.input<typeof ListInspectionsQuerySchema>,
): RangeRequest<InspectionListQuery> {
  return rangeRequest(
    ListInspectionsQuerySchema.safeParse(filters),
    ({ pageSize: _pageSize, continuationToken: _token, context: _context, ...query }) => query,
  );
}

/**
 * GET /api/inspections: one page of a list (its filters, sort and page size), after `continuationToken`. The
 * table draws its own skeleton, so the global loader stays down.
 */
export function listInspectionsPage(
  query: Partial<Omit<ListInspectionsQuery, "continuationToken">>,
  continuationToken: string | null,
): Promise<Page<Inspection>> {
  return apiRequest(apiRoutes.inspections, {
    query: { ...query, continuationToken: continuationToken ?? undefined },
    schema: InspectionPageSchema,
    showLoader: false,
  });
}

/** A paged list of inspections (usePagedList), `name` in the cache: its rows change with every write to them. */
export function inspectionsList(name: string): ListDefinition<"inspection"> {
  return { name, kind: "inspection", idOf: (row: Inspection) => row.id };
}

/** Where an inspection's AQL report opens. */
export function inspectionReportPath(inspectionId: string): string {
  return `${webRoutes.inspectionDetail}?${new URLSearchParams({ id: inspectionId })}`;
}

/** GET /api/inspections/{id}: the inspection with its record (`work`, `workEtag`) and photo links. */
export function getInspectionDetail(inspectionId: string): Promise<InspectionDetail> {
  return apiRequest(apiPath(apiRoutes.inspection, { inspectionId }), {
    schema: InspectionDetailSchema,
    showLoader: false,
  });
}

/**
 * PUT /api/inspections/{id}/status {action}, If-Match the inspection's etag: the inspector starts, pauses,
 * resumes and finishes (the server computes the result and makes the report's next version); a reviewer
 * closes or reopens. Answers the inspection as it is now.
 */
export function changeInspectionStatus(
  inspection: Pick<InspectionDetail, "id" | "etag">,
  action: InspectionStatusChange["action"],
): Promise<InspectionDetail> {
  return apiRequest(apiPath(apiRoutes.inspectionStatus, { inspectionId: inspection.id }), {
    method: "PUT",
    body: { action },
    headers: { "if-match": inspection.etag },
    schema: InspectionDetailSchema,
  });
}

/** The inspection as lists show it, from the detail a write answers with (its record and photo links left out). */
export function inspectionOf(detail: InspectionDetail): Inspection {
  return InspectionSchema.parse(detail);
}

/**
 * The action any change to one inspection is, for its notifications (an edit, a sync, a status move, a decision):
 * its newest outcome replaces the one still on screen.
 */
export function inspectionAction(inspectionId: string): string {
  return `inspection:${inspectionId}`;
}
