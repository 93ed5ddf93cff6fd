import { describe, expect, it } from "vitest";
import type { CarStatus, RoleName } from "@aql-portal/shared";
import { correctiveAction } from "../../../testing/car-fixtures";
import { reviewActionsFor } from "./review-actions";

const car = (status: CarStatus) => correctiveAction({ status });
const as = (role: RoleName) => ({ role, supplier: role === "SUPPLIER" ? { id: "DKW" } : null });

describe("the review moves a CAR's page offers", () => {
  it("are accept, send back and close on an answer, for reviewers, client managers and administrators", () => {
    for (const role of ["REVIEWER", "CLIENT_MANAGER", "ADMINISTRATOR"] as const) {
      expect(reviewActionsFor(as(role), car("answered"))).toEqual(["accept", "send-back", "close"]);
    }
  });

  it("are only close while the supplier or the next inspection has the CAR, and none once it is done", () => {
    expect(reviewActionsFor(as("REVIEWER"), car("open"))).toEqual(["close"]);
    expect(reviewActionsFor(as("REVIEWER"), car("sent-back"))).toEqual(["close"]);
    expect(reviewActionsFor(as("REVIEWER"), car("accepted"))).toEqual(["close"]);
    expect(reviewActionsFor(as("REVIEWER"), car("verified"))).toEqual([]);
    expect(reviewActionsFor(as("REVIEWER"), car("closed"))).toEqual([]);
  });

  it("are none for the supplier, planners and the client's operators", () => {
    for (const role of ["SUPPLIER", "PLANNER", "CLIENT_OPERATOR"] as const) {
      expect(reviewActionsFor(as(role), car("answered"))).toEqual([]);
    }
  });
});
