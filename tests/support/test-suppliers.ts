import { parseConfig } from "@aql-portal/api/config";
import { createServices } from "@aql-portal/api/services";

/*
 * Suppliers of the tests' own, added to the test stack's reference lists before any test runs (the functions host
 * has read no list yet, so none is cached). A supplier's failed lots move its switching state (normal, tightened,
 * discontinued: docs/decisions/switching-rules.md), and that state plans every later lot of the supplier: a test
 * that fails lots does so with a supplier of its own, so the demo suppliers' plans stay what the other tests, running
 * beside it, expect.
 */

/** Which test fails lots with which supplier (each with one factory, code `<supplier>1`). */
export const TEST_SUPPLIERS = {
  /** tests/api/inspection-execution.test.ts */
  execution: "TSA",
  /** tests/e2e/inspection-report.spec.ts */
  report: "TSB",
  /** tests/e2e/offline-shift.spec.ts */
  offlineShift: "TSC",
  /** tests/api/analytics.test.ts */
  analytics: "TSD",
  /** tests/api/switching.test.ts */
  switchingApi: "TSE",
  /** tests/e2e/switching.spec.ts: a supplier tightened, then back to normal */
  tightened: "TSF",
  /** tests/e2e/switching.spec.ts: a supplier discontinued, then corrected */
  discontinued: "TSG",
  /** tests/e2e/corrective-actions.spec.ts: the CAR pages (its failed lots, its requests, its own user) */
  carPages: "TSK",
  /** tests/api/corrective-actions.test.ts: CARs through the API (its own supplier user too) */
  carApi: "TSH",
  /** tests/e2e/car-journey.spec.ts: a CAR raised, answered, sent back, accepted and verified offline */
  carJourney: "TSJ",
  /** tests/api/notifications.test.ts: failed lots whose supplier and client are told */
  notifications: "TSN",
  /** tests/e2e/notifications.spec.ts: a failed lot told at the supplier's and the client's desks */
  notificationsJourney: "TSP",
} as const;
export type TestSupplier = (typeof TEST_SUPPLIERS)[keyof typeof TEST_SUPPLIERS];

/** The supplier's name as the portal shows it. */
export const testSupplierName = (code: TestSupplier) => `Test Supplier ${code}`;

/** Adds the tests' suppliers to the stack's list of suppliers (idempotent: the same list twice is one copy). */
export async function addTestSuppliers(apiEnv: Record<string, string>): Promise<void> {
  const config = parseConfig(apiEnv);
  const { reference } = createServices(config);
  const codes = new Set<string>(Object.values(TEST_SUPPLIERS));
  const current = (await reference.list(config.tenantId, "suppliers")) as { id: string; code: string }[];
  const added = [...codes].map((code) => ({
    id: `SUP-${code}`,
    code,
    name: testSupplierName(code as TestSupplier),
    country: "GB",
    factories: [{ id: `FAC-${code}-1`, code: `${code}1`, name: `Test Factory ${code}` }],
  }));
  await reference.upsertList(config.tenantId, "suppliers", [
    ...current.filter((supplier) => !codes.has(supplier.code)),
    ...added,
  ]);
}
