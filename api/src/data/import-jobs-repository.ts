import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";
import type { Container } from "@azure/cosmos";
import type { ContainerClient } from "@azure/storage-blob";
import type { GarmentCategory, ImportResult, InspectionType } from "@aql-portal/shared";
import { queryAll, readDocument, writeJob } from "./documents";
import type { InspectionKey } from "./inspections-repository";

interface Ref {
  id: string;
  name: string;
}

/** One PO line of the file, every value checked and every reference resolved. */
export interface PoLine {
  row: number;
  poNumber: string;
  styleCode: string;
  styleName: string;
  colourCode: string;
  colourName: string;
  seasonCode: string;
  productCategory: { code: string; name: string; garmentCategory: GarmentCategory };
  department: Ref | null;
  supplier: Ref;
  factory: Ref;
  quantity: number;
  cartons: number | null;
  /** yyyy-mm-dd */
  deliveryDate: string;
  centre: Ref;
}

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

interface Ref {
  id: string;
  name: string;
}

/**
 * Where an import is: reading what is stored and planning (nothing written yet), planned (its lines stored, its
 * outcome known), then its three writing steps — inspections it changes hidden, PO lines written, inspections
 * written whole and shown — and done.
 */
export type ImportPhase = "reading" | "planned" | "hidden" | "lines" | "shown" | "done";

/** What an import does, as its answer counts it: decided by its first plan, before anything is written. */
export type ImportOutcome = Omit<ImportResult, "inspectionList"> & {
  /** The inspections the file describes, in its order (the first IMPORT_RESULT_INSPECTIONS): the answer lists them. */
  described: InspectionKey[];
};

/**
 * A tenant's import of PO lines, one document per tenant (its current or last import): while it runs, no other
 * starts; one whose lease ran out (its process stopped) is rolled forward by whoever finds it. Decision:
 * docs/decisions/import-jobs.md.
 */
export interface ImportJobDocument {
  /** One per tenant: claiming it is how an import starts, so two cannot run at once. */
  id: typeof IMPORT_JOB_ID;
  tenantId: string;
  /** This import's own id (its lines' blob is named by it). */
  jobId: string;
  status: "running" | "done";
  phase: ImportPhase;
  fileName: string;
  inspectionType: InspectionType;
  /** A digest of the file's lines and the inspection type: the same file sent again is known by it. */
  digest: string;
  startedBy: Ref;
  startedOn: string;
  /** The process running it holds it until then, renewing it as it goes; after that anyone may take it over. */
  leaseUntil: string;
  /** Processes that have run it: 1, plus one per roll-forward. */
  attempts: number;
  /** Writes made and to make in the current phase. */
  progress: { done: number; total: number };
  /** The blob holding the file's validated lines, from `planned` until done. */
  linesBlob: string | null;
  outcome: ImportOutcome | null;
  /**
   * Whether its answer went to whoever started it. One completed by the roll-forward timer, or by an import of
   * another file, did not: the next import of the same file, finding nothing left to write, answers it instead.
   */
  answered: boolean;
  finishedOn: string | null;
  _etag?: string;
}

export const IMPORT_JOB_ID = "import";

/** Import jobs (Cosmos DB, per tenant) and their files' lines (blob storage, gzipped JSON). */
export class ImportJobsRepository {
  constructor(
    private readonly container: Container,
    private readonly blobs: ContainerClient,
  ) {}

  get(tenantId: string): Promise<ImportJobDocument | undefined> {
    return readDocument(this.container, IMPORT_JOB_ID, tenantId);
  }

  /**
   * Writes the job if the stored one is still `expected` (its ETag; none: there is none yet). Undefined when
   * someone else wrote it first: they hold it.
   */
  write(
    job: ImportJobDocument,
    expected: ImportJobDocument | undefined,
  ): Promise<ImportJobDocument | undefined> {
    return writeJob(this.container, job, expected, `the import job of ${job.tenantId}`);
  }

  /** Every tenant's running imports whose lease ran out before `now` (for the roll-forward timer). */
  abandoned(now: Date): Promise<ImportJobDocument[]> {
    return queryAll(this.container, "SELECT * FROM c WHERE c.status = 'running' AND c.leaseUntil < @now", {
      now: now.toISOString(),
    });
  }

  /** Stores a file's validated lines for as long as its import runs; returns the blob's name. */
  async storeLines(tenantId: string, jobId: string, lines: readonly PoLine[]): Promise<string> {
    const name = `${tenantId}/${jobId}.json.gz`;
    const packed = await gzipAsync(JSON.stringify(lines), { level: 1 });
    await this.blobs
      .getBlockBlobClient(name)
      .uploadData(packed, { blobHTTPHeaders: { blobContentType: "application/gzip" } });
    return name;
  }

  async readLines(blobName: string): Promise<PoLine[]> {
    const packed = await this.blobs.getBlobClient(blobName).downloadToBuffer();
    return JSON.parse((await gunzipAsync(packed)).toString("utf8")) as PoLine[];
  }

  async deleteLines(blobName: string): Promise<void> {
    await this.blobs.getBlobClient(blobName).deleteIfExists();
  }
}
