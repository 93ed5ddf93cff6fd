import { createHash, randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { IMPORT_RESULT_INSPECTIONS, type ImportResult, type InspectionType } from "@aql-portal/shared";
import { IMPORT_JOB_ID, type ImportJobDocument, type ImportOutcome } from "../data/import-jobs-repository";
import { toApiInspection, type InspectionKey } from "../data/inspections-repository";
import { monthPartitionKey, orderId } from "../data/orders-repository";
import { conflict, HttpError, httpStatusOf } from "../lib/errors";
import type { Services } from "../lib/services";
import { prepareInspectionImport, prepareOrderUpsert, prepareProductUpsert } from "./import-writes";
import { tenantAqls } from "../inspections/sampling-plan";
import { tenantPlanning } from "../switching/supplier-switching";
import { isEditable, importChanges, productFieldsFor, touchedInspections } from "./import-changes";
import type { PoLine } from "../data/import-jobs-repository";
import { writeImportedInspections, type InspectionWriteStores } from "../inspections/inspection-writes";

/**
 * Imports as resumable jobs (docs/decisions/import-jobs.md). An import claims its tenant's job document (one
 * runs at a time), reads and plans, stores the file's lines and what it will do, then writes in an order that
 * keeps every inspection anyone can see whole:
 *
 * 1. the stored inspections it changes or removes are hidden (`pendingImport`: no list shows them, no route
 *    serves them), and its styles written;
 * 2. its PO lines are written;
 * 3. its inspections are written whole and shown, the summaries brought up to date, and the inspections it left
 *    without lines removed.
 *
 * At no moment does an inspection anyone can see name a PO line that is not there, or count one in its lot that
 * is not its own. Progress is recorded after each step and chunk of writes; an import cut short (its process
 * stopped: its lease runs out) is rolled forward by the next import of the tenant or by the roll-forward timer,
 * which plan again from what is stored and write only what is not written yet.
 */

type ImportServices = InspectionWriteStores & Pick<Services, "config" | "products" | "orders" | "importJobs">;

interface Ref {
  id: string;
  name: string;
}

export interface ImportRequest {
  tenantId: string;
  fileName: string;
  /** The file's data rows (the answer counts them). */
  rows: number;
  lines: readonly PoLine[];
  type: InspectionType;
  /** Who imports: named to whoever tries to import while this runs. */
  by: Ref;
}

/** Times an import plans again and goes on when someone changed what it was writing meanwhile. */
const ATTEMPTS = 3;

/**
 * How long an import waits for another of the tenant's imports to finish before answering 409: most take
 * seconds, so two planners uploading at once are both served; the static host gives an API call 45 s.
 */
const WAIT_FOR_RUNNING_MS = 10_000;
const WAIT_STEP_MS = 250;

/** Thrown when the job was taken over (this process paused past its lease): the other process completes it. */
class TakenOver extends HttpError {
  constructor(job: ImportJobDocument) {
    super(
      409,
      `The import of “${job.fileName}” paused too long and was taken over by another attempt, which completes it: upload the file again in a minute to see what it did.`,
    );
  }
}

/**
 * Imports a clean file's PO lines. If an earlier import of the tenant was cut short, it is completed first; if
 * that was this same file, its answer is what that import did. While another import runs it waits for it a
 * while (WAIT_FOR_RUNNING_MS), then answers 409 naming it.
 */
export async function runImport(
  services: ImportServices,
  request: ImportRequest,
  now = new Date(),
): Promise<ImportResult> {
  const digest = digestOf(request.lines, request.type);
  const waitUntil = Date.now() + WAIT_FOR_RUNNING_MS;
  for (let claims = 1; ;) {
    const current = await services.importJobs.get(request.tenantId);
    if (current?.status === "running") {
      if (Date.parse(current.leaseUntil) > Date.now()) {
        if (Date.now() >= waitUntil) throw conflict(runningMessage(current));
        await sleep(WAIT_STEP_MS);
        continue;
      }
      const sameFile = current.digest === digest;
      const finished = await rollForward(services, current, now, sameFile);
      if (finished?.outcome && sameFile) return resultOf(services, finished.outcome);
      continue;
    }
    // This file's import completed after its requester lost the answer (its process stopped; the timer finished).
    const unanswered =
      current?.digest === digest && !current.answered && current.outcome ? current.outcome : undefined;
    const claimed = await services.importJobs.write(
      {
        id: IMPORT_JOB_ID,
        tenantId: request.tenantId,
        jobId: randomUUID(),
        status: "running",
        phase: "reading",
        fileName: request.fileName,
        inspectionType: request.type,
        digest,
        startedBy: request.by,
        startedOn: now.toISOString(),
        leaseUntil: leaseFromNow(services),
        attempts: 1,
        progress: { done: 0, total: 0 },
        linesBlob: null,
        outcome: null,
        answered: false,
        finishedOn: null,
      },
      current,
    );
    if (!claimed) {
      if (claims >= ATTEMPTS)
        throw conflict("Other imports keep starting at the same time: upload the file again.");
      claims++;
      continue;
    }
    const finished = await execute(
      services,
      claimed,
      request.lines,
      { rows: request.rows, resumed: false, answering: true },
      now,
    );
    if (!finished.outcome) throw new Error(`The import of ${request.fileName} finished without an outcome`);
    return resultOf(services, unanswered && wroteNothing(finished.outcome) ? unanswered : finished.outcome);
  }
}

/**
 * Completes an import whose process stopped (its lease ran out), if nobody else took it first: from its stored
 * lines, or, cut short before it wrote anything, it is closed as it is. Returns the finished job, or undefined
 * when another process holds it now.
 */
export async function rollForward(
  services: ImportServices,
  abandoned: ImportJobDocument,
  now = new Date(),
  /** Whether its answer goes to the caller (an import of the same file). */
  answering = false,
): Promise<ImportJobDocument | undefined> {
  const job = await services.importJobs.write(
    {
      ...abandoned,
      attempts: abandoned.attempts + 1,
      leaseUntil: leaseFromNow(services),
      // This attempt plans again and goes through the steps again, writing only what is not written yet.
      phase: abandoned.linesBlob ? "planned" : abandoned.phase,
      progress: { done: 0, total: 0 },
    },
    abandoned,
  );
  if (!job) return undefined;
  if (!job.linesBlob) {
    return close(services, job, { status: "done", phase: "done", finishedOn: now.toISOString() });
  }
  const lines = await services.importJobs.readLines(job.linesBlob);
  return execute(services, job, lines, { rows: lines.length, resumed: true, answering }, now);
}

/** Every tenant's imports cut short, rolled forward (the timer's work). Returns how many were completed. */
export async function rollForwardAbandonedImports(
  services: ImportServices,
  now = new Date(),
): Promise<number> {
  // One tenant's failure does not hold up the others' (it is reported once they have been tried). A job taken
  // over meanwhile (an import of the tenant claimed it) is that import's to complete: not a failure.
  const settled = await Promise.allSettled(
    (await services.importJobs.abandoned(now)).map((job) =>
      rollForward(services, job, now).catch((error: unknown) => {
        if (error instanceof TakenOver) return undefined;
        throw error;
      }),
    ),
  );
  const failed = settled.find((outcome) => outcome.status === "rejected");
  if (failed) throw failed.reason;
  return settled.filter((outcome) => outcome.status === "fulfilled" && outcome.value).length;
}

/** Runs a claimed job to its end: planned from what is stored now, writing only what is not written yet. */
async function execute(
  services: ImportServices,
  claimed: ImportJobDocument,
  lines: readonly PoLine[],
  options: { rows: number; resumed: boolean; answering: boolean },
  now: Date,
): Promise<ImportJobDocument> {
  const { tenantId } = claimed;
  let job = claimed;
  const save = async (changes: Partial<ImportJobDocument>) => {
    const saved = await services.importJobs.write(
      { ...job, ...changes, leaseUntil: leaseFromNow(services) },
      job,
    );
    if (!saved) throw new TakenOver(job);
    job = saved;
  };
  for (let attempt = 1; ; attempt++) {
    try {
      // Inspections an earlier attempt hid are part of the plan even when no line of the file leads to them now.
      const resumed = options.resumed || attempt > 1;
      const hidden = resumed ? await services.inspections.hiddenByImport(tenantId) : [];
      const stored = await readStored(services, tenantId, lines, job.inspectionType, hidden);
      const plan = importChanges({
        lines,
        type: job.inspectionType,
        products: new Map(stored.productFields.map((fields) => [fields.styleCode, fields])),
        storedOrders: stored.storedOrders,
        storedInspections: stored.storedInspections,
        storedMembers: stored.storedMembers,
        aqls: tenantAqls(tenantId),
      });
      const products = prepareProductUpsert(tenantId, stored.productFields, stored.storedProducts, now);
      const orders = prepareOrderUpsert(tenantId, plan.orders, stored.storedOrders, now);
      const inForce = await tenantPlanning(services, tenantId);
      const inspections = prepareInspectionImport(
        tenantId,
        plan.inspections,
        stored.storedInspections,
        plan.removals,
        (supplierId) => inForce(supplierId).severities,
        now,
      );

      if (!job.outcome) {
        const partitionOf = new Map([
          ...[...stored.storedInspections.values()].map((doc) => [doc.id, doc.partitionKey] as const),
          ...inspections.final.map(({ next }) => [next.id, next.partitionKey] as const),
        ]);
        const outcome: ImportOutcome = {
          rows: options.rows,
          products: products.counts,
          orders: { ...orders.counts, unchanged: orders.counts.unchanged + plan.frozenOrders },
          inspections: {
            ...inspections.counts,
            unchanged: inspections.counts.unchanged + plan.frozenInspections,
          },
          keptAsPlanned: plan.keptAsPlanned,
          described: plan.described.slice(0, IMPORT_RESULT_INSPECTIONS).flatMap((id) => {
            const partitionKey = partitionOf.get(id);
            return partitionKey ? [{ id, partitionKey }] : [];
          }),
        };
        const writesNothing =
          products.writes.length === 0 &&
          orders.writes.length === 0 &&
          orders.moved.length === 0 &&
          inspections.final.every(({ write }) => write === "none") &&
          inspections.removals.length === 0;
        if (writesNothing) {
          return close(services, job, {
            status: "done",
            phase: "done",
            outcome,
            answered: options.answering,
            finishedOn: now.toISOString(),
          });
        }
        const linesBlob = await services.importJobs.storeLines(tenantId, job.jobId, lines);
        await save({ phase: "planned", outcome, linesBlob });
      }

      // 1. Out of sight, whatever is about to change. (Styles name nothing: they are written alongside.)
      const [, hiddenEtags] = await Promise.all([
        services.products.writeUpsert(products),
        services.inspections.hideForImport(inspections.toHide),
      ]);
      await save({
        phase: "hidden",
        progress: { done: inspections.toHide.length, total: inspections.toHide.length },
      });
      // 2. The PO lines.
      const lineWrites = orders.writes.length;
      await services.orders.writeUpsert(orders, (done) =>
        save({ phase: "lines", progress: { done, total: lineWrites } }),
      );
      if (lineWrites === 0) await save({ phase: "lines", progress: { done: 0, total: 0 } });
      // 3. The inspections, whole and shown; the summaries; the inspections left without lines gone.
      const inspectionWrites = inspections.final.filter(({ write }) => write !== "none").length;
      await writeImportedInspections(services, tenantId, inspections, hiddenEtags, (done) =>
        save({ phase: "shown", progress: { done, total: inspectionWrites } }),
      );
      const linesBlob = job.linesBlob;
      const finished = await close(services, job, {
        status: "done",
        phase: "done",
        linesBlob: null,
        answered: options.answering,
        finishedOn: new Date().toISOString(),
      });
      if (linesBlob) await services.importJobs.deleteLines(linesBlob);
      return finished;
    } catch (error) {
      // Someone changed a line or inspection this import was writing: plan again from what is stored now.
      const changedMeanwhile = httpStatusOf(error) === 409 && !(error instanceof TakenOver);
      if (!changedMeanwhile) throw error;
      if (attempt >= ATTEMPTS) {
        // Left for the next import or the timer to complete at once (the lease given up).
        await services.importJobs.write({ ...job, leaseUntil: new Date().toISOString() }, job);
        throw conflict(
          `The PO lines and inspections of “${job.fileName}” kept being changed by someone else while it was imported. It completes on its own within minutes; upload the file again to complete it now.`,
        );
      }
    }
  }
}

/** Writes the job's last state (done) if it is still this process's. */
async function close(
  services: ImportServices,
  job: ImportJobDocument,
  changes: Partial<ImportJobDocument>,
): Promise<ImportJobDocument> {
  const saved = await services.importJobs.write({ ...job, ...changes }, job);
  if (!saved) throw new TakenOver(job);
  return saved;
}

/**
 * Everything stored that the file's lines may change, read before anything is written: its styles, its PO lines,
 * the inspections they group into and those they belong to now (plus `hidden`), and the other PO lines of
 * those inspections.
 */
async function readStored(
  services: ImportServices,
  tenantId: string,
  lines: readonly PoLine[],
  type: InspectionType,
  hidden: readonly InspectionKey[],
) {
  const styleCodes = [...new Set(lines.map((line) => line.styleCode))];
  const monthOf = new Map(
    lines.map((line) => [
      orderId(line.poNumber, line.styleCode, line.colourCode),
      monthPartitionKey(tenantId, line.deliveryDate),
    ]),
  );
  // The inspections the file's lines group into are known before any read; those its stored lines belong to
  // now (when they move) only after: the few of them are read second.
  const grouped = [
    ...new Map(
      [...touchedInspections(tenantId, lines, type, new Map()), ...hidden].map((key) => [key.id, key]),
    ).values(),
  ];
  const [storedProducts, storedOrders, storedGroups] = await Promise.all([
    services.products.getMany(tenantId, styleCodes),
    services.orders.getMany(tenantId, [...monthOf.keys()], (id) => monthOf.get(id)),
    services.inspections.getMany(grouped),
  ]);
  const groupIds = new Set(grouped.map((key) => key.id));
  const left = touchedInspections(tenantId, lines, type, storedOrders).filter((key) => !groupIds.has(key.id));
  const storedInspections = new Map([
    ...storedGroups,
    ...(left.length > 0 ? await services.inspections.getMany(left) : []),
  ]);
  // The other PO lines of the inspections the file may change: an inspection's lines are its PO numbers with
  // its style and colour, so only those not in the file need reading (none when the same file comes again).
  const memberKeys = [...storedInspections.values()].filter(isEditable).flatMap((inspection) =>
    inspection.poNumbers
      .map((po) => orderId(po, inspection.product.styleCode, inspection.colour.code))
      .filter((id) => !monthOf.has(id))
      .map((id) => ({ id, partitionKey: inspection.partitionKey })),
  );
  const storedMembers = await services.orders.getByKeys(memberKeys);
  return {
    storedProducts,
    productFields: productFieldsFor(lines, storedProducts),
    storedOrders,
    storedInspections,
    storedMembers,
  };
}

/** Whether an import changed nothing at all. */
function wroteNothing({ products, orders, inspections }: ImportOutcome): boolean {
  const changes = [products, orders, inspections].map((counts) => counts.created + counts.updated);
  return changes.every((n) => n === 0) && inspections.removed === 0;
}

/** The answer: what the import did, and the inspections it describes as they are now. */
async function resultOf(services: ImportServices, outcome: ImportOutcome): Promise<ImportResult> {
  const { described, ...counts } = outcome;
  const found = await services.inspections.getMany(described);
  return {
    ...counts,
    inspectionList: described.flatMap(({ id }) => {
      const doc = found.get(id);
      return doc ? [toApiInspection(doc)] : [];
    }),
  };
}

function leaseFromNow(services: ImportServices): string {
  return new Date(Date.now() + services.config.rollForwardAfterSeconds * 1000).toISOString();
}

/** The same lines and inspection type: the same import (JSON of the lines, as they were read, in order). */
function digestOf(lines: readonly PoLine[], type: InspectionType): string {
  return createHash("sha256").update(type).update(JSON.stringify(lines)).digest("hex");
}

function runningMessage(job: ImportJobDocument): string {
  const at = `${job.startedOn.slice(0, 10)} ${job.startedOn.slice(11, 16)} UTC`;
  return `An import of “${job.fileName}” started by ${job.startedBy.name} at ${at} is still running: wait for it to finish (a minute or two), then upload your file again.`;
}
