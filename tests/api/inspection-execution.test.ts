import {
  INSPECTION_TRANSITIONS,
  InspectionPageSchema,
  PlanPageSchema,
  ReportVersionListSchema,
  formatDateTime,
  messages,
  type InspectionDetail,
} from "@aql-portal/shared";
import { extractText } from "unpdf";
import { SMALL_JPEG } from "../../api/src/testing/report-fixture";
import { beforeAll, describe, expect, it } from "vitest";
import { api, sendFile } from "../support/sign-in";
import { everyPage, ROLES, signInAll, token, uniqueCode, type Who } from "../support/demo";
import {
  defect,
  detailOf,
  expectAcceptedCommercialPass,
  expectError,
  forceStatus,
  importedInspection,
  move,
  assignToInspector,
  read,
  saveWork,
  updateInspection,
  type Line,
} from "../support/inspections";
import { TEST_SUPPLIERS } from "../support/test-suppliers";

/**
 * Carrying an inspection out and deciding on it, on the real stack: start → record → finish (result and report
 * computed on the server) → close / reopen / finish again, commercial pass, client decision, photos and report
 * links. A lot of 1,200 at level II draws 80 units: Ac 5 major, 7 minor (ISO 2859-1, AQL 2.5 / 4.0).
 */
beforeAll(signInAll);

/** A lot of `quantity` units, planned for the demo inspector today. */
async function plannedInspection(
  quantity = 1200,
  supplier: Line["supplier"] = "DKW",
): Promise<InspectionDetail> {
  const created = await importedInspection({
    style: uniqueCode("EXE"),
    quantity,
    date: "20/04/2031",
    supplier,
  });
  return assignToInspector(created, new Date().toISOString().slice(0, 10));
}

async function started(quantity = 1200, supplier: Line["supplier"] = "DKW"): Promise<InspectionDetail> {
  return detailOf(await move(await plannedInspection(quantity, supplier), "start"));
}

/**
 * Records these defects and finishes: the finished inspection. Lots failed on major or minor defects are of the
 * tests' own supplier, so that they move no demo supplier's switching state (support/test-suppliers.ts).
 */
async function finishedWith(
  defects: ReturnType<typeof defect>[],
  supplier: Line["supplier"] = "DKW",
): Promise<InspectionDetail> {
  const running = await started(1200, supplier);
  await detailOf(await saveWork(running, { defects }));
  return detailOf(await move(await read(running.id), "finish"));
}

const uploadPhoto = (inspectionId: string, photoId: string, content: Uint8Array, who: Who = "inspector") =>
  sendFile(
    `inspections/${inspectionId}/photos/${photoId}`,
    { content, name: "photo.jpg" },
    { method: "PUT", token: token(who) },
  );

/** The inspection's report versions, as `who` lists them. */
async function versionsOf(inspection: Pick<InspectionDetail, "id">, who: Who) {
  const response = await api(`inspections/${inspection.id}/versions`, { token: token(who) });
  expect(response.status, await response.clone().text()).toBe(200);
  return ReportVersionListSchema.parse(await response.json()).items;
}

describe("the inspector carries an inspection out", () => {
  it("starts, pauses, resumes and finishes only in the lifecycle's order, and only the assigned inspector", async () => {
    const planned = await plannedInspection();
    await expectError(
      await move(planned, "finish"),
      409,
      "Cannot move an inspection from PLANNED to FINISHED. Only STARTED inspections can be finished.",
    );
    await expectError(await move(planned, "start", "planner"), 403, /does not carry out inspections/);
    await expectError(await move(planned, "start", "reviewer"), 403);

    const running = await detailOf(await move(planned, "start"));
    expect(running).toMatchObject({ status: "STARTED", result: "Pending" });
    expect(running.startedAt).not.toBeNull();
    expect(running.workEtag).not.toBe("");
    await expectError(await move(planned, "pause"), 412);

    const paused = await detailOf(await move(running, "pause"));
    expect(paused.status).toBe("PAUSED");
    await expectError(
      await move(paused, "finish"),
      409,
      "Cannot move an inspection from PAUSED to FINISHED. Resume it first.",
    );
    const resumed = await detailOf(await move(paused, "resume"));
    expect(resumed.status).toBe("STARTED");
    await expectError(
      await move(resumed, "close", "reviewer"),
      409,
      "Cannot move an inspection from STARTED to CLOSED. Only FINISHED inspections can be closed.",
    );
  });

  it("records defects from the library, measurements, packaging and a comment; bad entries are named", async () => {
    const running = await started();
    const unknown = await saveWork(running, { defects: [defect("NOPE99", "MAJOR", 1)] });
    const problem = await expectError(unknown, 400, /NOPE99 is not in the defect library/);
    expect(problem.errors?.[0]?.field).toBe("body.defects.0.defectId");
    await expectError(await saveWork(running, { comment: "x".repeat(401) }), 400, /at most 400 characters/);
    await expectError(
      await saveWork(running, {
        measurements: [
          {
            id: crypto.randomUUID(),
            garment: 81,
            size: "M",
            pointCode: "CH",
            value: 52,
            recordedAt: new Date().toISOString(),
          },
        ],
      }),
      400,
      /one of the 80 sampled garments/,
    );
    await expectError(await saveWork(running, {}, "planner"), 403);

    const saved = await detailOf(
      await saveWork(running, {
        defects: [defect("FAB01", "MAJOR", 2), defect("FAB02", "MINOR", 3)],
        measurements: [
          {
            id: crypto.randomUUID(),
            garment: 1,
            size: "M",
            pointCode: "CH",
            value: 52.5,
            recordedAt: new Date().toISOString(),
          },
        ],
        packaging: {
          cartonCount: 50,
          paperTape: true,
          cartonDimensions: { length: 60, width: 40, height: 40 },
          unitDimensions: null,
          receivedQuantity: 1190,
        },
        comment: "Two holes near the cuff.",
      }),
    );
    expect(saved.work.defects.map((d) => [d.defectName, d.count])).toEqual([
      ["Hole in fabric", 2],
      ["Slub or knot", 3],
    ]);
    expect(saved.work.packaging.receivedQuantity).toBe(1190);
    expect(saved.workEtag).not.toBe(running.workEtag);
    expect(running.workSavedBy).toBeNull();
    expect(saved.workSavedBy?.name).toBe("Imran Hossain");
    // What the reviewer sees is what the tablet saved.
    expect((await read(running.id, "reviewer")).work.comment).toBe("Two holes near the cuff.");
  });

  it("lists a running inspection with the defects recorded so far, on the plan and in Manage Inspections", async () => {
    const running = await started();
    await detailOf(
      await saveWork(running, { defects: [defect("FAB01", "MAJOR", 3), defect("FAB02", "MINOR", 2)] }),
    );
    const today = new Date().toISOString().slice(0, 10);
    const style = running.product.styleCode;
    const listed = await api(
      `inspections?${new URLSearchParams({ search: style, from: "2031-04-20", to: "2031-04-20" })}`,
      {
        token: token("planner"),
      },
    );
    expect(listed.status, await listed.clone().text()).toBe(200);
    const row = InspectionPageSchema.parse(await listed.json()).items.find((item) => item.id === running.id);
    expect(row).toMatchObject({ status: "STARTED", totalDefects: 5 });
    /** The running inspection's card on the inspector's plan for today, read page after page. */
    const onPlan = async () => {
      const rows = await everyPage(100, async (page) => {
        const response = await api(
          `inspection-plan?${new URLSearchParams({ from: today, to: today, ...page })}`,
          {
            token: token("inspector"),
          },
        );
        expect(response.status, await response.clone().text()).toBe(200);
        return PlanPageSchema.parse(await response.json());
      });
      return rows.find((item) => item.id === running.id);
    };
    expect(await onPlan()).toMatchObject({ status: "STARTED", totalDefects: 5 });
    // Paused, it still counts them.
    await detailOf(await move(await read(running.id), "pause"));
    expect(await onPlan()).toMatchObject({ status: "PAUSED", totalDefects: 5 });
  });

  it("refuses a save made from an older copy of the record: the tablet must choose (412)", async () => {
    const running = await started();
    const first = await detailOf(await saveWork(running, { defects: [defect("FAB01", "MAJOR", 1)] }));
    expect(first.work.defects).toHaveLength(1);
    // A second device still holding the first etag.
    await expectError(
      await saveWork(running, { defects: [defect("FAB02", "MINOR", 1)] }),
      412,
      messages.inspectionRecordChangedElsewhere,
    );
    expect((await read(running.id)).work.defects.map((d) => d.defectId)).toEqual(["FAB01"]);
  });
});

describe("every move × every role", () => {
  // The lifecycle's moves from each status they start at; inspectors' moves are the assigned inspector's
  // (administrators may stand in), reviewers' are reviewers' and administrators'.
  const moves = INSPECTION_TRANSITIONS.filter((t) => t.action !== "plan");
  const allowed = (who: Who, permission: string) =>
    who === "admin" || (permission === "inspections:perform" ? who === "inspector" : who === "reviewer");

  it.each(moves.map((t) => [t.action, t.from, t.to, t.permission] as const))(
    "%s from %s to %s",
    async (action, from, to, permission) => {
      const planned = await plannedInspection(200);
      if (from !== "PLANNED") {
        // The record exists once an inspection has started; the route makes it on start.
        await detailOf(await move(planned, "start"));
        await forceStatus(planned.id, from);
      }
      for (const who of ROLES) {
        const current = await read(planned.id, "admin");
        const response = await move(current, action, who);
        if (!allowed(who, permission)) {
          expect(response.status, `${who} ${action}`).toBe(403);
          continue;
        }
        expect((await detailOf(response)).status, `${who} ${action}`).toBe(to);
        await forceStatus(planned.id, from);
      }
    },
  );
});

describe("who sees an inspection's record, photos and reports", () => {
  it("another supplier's inspection answers 404 to a supplier on every route, as an unknown one does", async () => {
    const other = await detailOf(await move(await plannedInspection(200, "ANT"), "start"));
    const asSupplier = { token: token("supplier") };
    for (const path of ["", "/versions", "/pdf"]) {
      await expectError(
        await api(`inspections/${other.id}${path}`, asSupplier),
        404,
        messages.invalidInspectionId,
      );
    }
    // The reviewer sees it, the supplier of DKW does not learn it exists.
    expect((await read(other.id, "reviewer")).supplier.name).toMatch(/Anatolia/);
    await expectError(await saveWork(other, {}, "supplier"), 403);
  });
});

describe("photos", () => {
  it("are stored privately, linked for a few minutes, and limited in type and size", async () => {
    const running = await started();
    const photoId = crypto.randomUUID();
    const uploaded = await uploadPhoto(running.id, photoId, SMALL_JPEG);
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };

    // The link reads the photo, expires within minutes, and is refused once tampered with.
    const link = new URL(url);
    expect(link.searchParams.get("sp")).toBe("r");
    const expires = Date.parse(link.searchParams.get("se") ?? "");
    expect(expires - Date.now()).toBeGreaterThan(5 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(10 * 60_000 + 5_000);
    expect((await fetch(url)).status).toBe(200);
    link.searchParams.set(
      "se",
      new Date(Date.now() + 365 * 86_400_000).toISOString().replace(/\.\d+Z$/, "Z"),
    );
    expect((await fetch(link)).status).toBe(403);
    const bare = new URL(url);
    bare.search = "";
    expect((await fetch(bare)).status).not.toBe(200);

    await expectError(
      await uploadPhoto(running.id, crypto.randomUUID(), new TextEncoder().encode("not an image")),
      415,
      /must be a JPEG image/,
    );
    const huge = new Uint8Array(2 * 1024 * 1024 + 10);
    huge.set(SMALL_JPEG);
    await expectError(await uploadPhoto(running.id, crypto.randomUUID(), huge), 413, /at most 2 MB/);

    // A defect may name the uploaded photo, not one that never arrived.
    await expectError(
      await saveWork(running, { defects: [defect("FAB01", "MAJOR", 1, [crypto.randomUUID()])] }),
      400,
      /has not been uploaded/,
    );
    const saved = await detailOf(
      await saveWork(running, { defects: [defect("FAB01", "MAJOR", 1, [photoId])] }),
    );
    expect(Object.keys(saved.photoUrls)).toEqual([photoId]);
  });

  it("are refused unless they are whole JPEGs of the size the app sends", async () => {
    const running = await started();
    const page = new TextEncoder().encode("<html><script>alert(document.domain)</script></html>");
    const behindJpegBytes = new Uint8Array([0xff, 0xd8, 0xff, ...page]);
    await expectError(
      await uploadPhoto(running.id, crypto.randomUUID(), behindJpegBytes),
      415,
      /must be a JPEG image, and this is not one \(it has an unknown marker/,
    );
    await expectError(
      await uploadPhoto(running.id, crypto.randomUUID(), new Uint8Array([...SMALL_JPEG, ...page])),
      415,
      /goes on after its end marker/,
    );
    await expectError(
      await uploadPhoto(running.id, crypto.randomUUID(), SMALL_JPEG.slice(0, -40)),
      415,
      /ends before its end marker/,
    );
    // The same photo, its frame header saying 1,601 pixels wide.
    const wide = SMALL_JPEG.slice();
    const frame = wide.findIndex((byte, i) => byte === 0xff && wide[i + 1] === 0xc0);
    wide.set([0x06, 0x41], frame + 7);
    await expectError(await uploadPhoto(running.id, crypto.randomUUID(), wide), 422, /1601 × 24 pixels/);
  });

  it("can be added only by the assigned inspector while the inspection runs", async () => {
    const planned = await plannedInspection();
    await expectError(await uploadPhoto(planned.id, crypto.randomUUID(), SMALL_JPEG), 409, /start it first/);
    const running = await detailOf(await move(planned, "start"));
    await expectError(await uploadPhoto(running.id, crypto.randomUUID(), SMALL_JPEG, "reviewer"), 403);
  });
});

describe("moves a tablet made offline arrive later", () => {
  /** PUT …/status as a tablet sends a move it made offline: its operation id and its own time. */
  const tabletMove = (
    inspection: Pick<InspectionDetail, "id" | "etag">,
    action: string,
    operationId: string,
    at: string,
  ) =>
    api(`inspections/${inspection.id}/status`, {
      method: "PUT",
      token: token("inspector"),
      body: { action, operationId, at },
      headers: { "if-match": inspection.etag },
    });

  it("each is made once however often it is sent, at the tablet's time, which the report shows as such", async () => {
    const planned = await plannedInspection();
    const now = Date.now();
    const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
    const startId = crypto.randomUUID();
    const started = await detailOf(await tabletMove(planned, "start", startId, minutesAgo(90)));
    // The answer was lost on a flaky link: the tablet sends the same move again, with the same etag.
    const again = await detailOf(await tabletMove(planned, "start", startId, minutesAgo(90)));
    expect(again).toMatchObject({ status: "STARTED", etag: started.etag, startedAt: minutesAgo(90) });
    await detailOf(await saveWork(started, { defects: [defect("FAB01", "MAJOR", 2)] }));
    const finishId = crypto.randomUUID();
    const finished = await detailOf(await tabletMove(started, "finish", finishId, minutesAgo(30)));
    expect(await detailOf(await tabletMove(started, "finish", finishId, minutesAgo(30)))).toMatchObject({
      status: "FINISHED",
      versionCount: 1,
    });
    expect(finished).toMatchObject({ result: "Pass", startedAt: minutesAgo(90), finishedAt: minutesAgo(30) });
    expect(finished.moves.map((made) => [made.id, made.action, made.deviceAt])).toEqual([
      [startId, "start", minutesAgo(90)],
      [finishId, "finish", minutesAgo(30)],
    ]);

    const pdf = await api(`inspections/${finished.id}/pdf`, { token: token("inspector") });
    const { text } = await extractText(new Uint8Array(await pdf.arrayBuffer()), { mergePages: true });
    expect(text).toContain(`${formatDateTime(minutesAgo(90))} (tablet's clock)`);
    expect(text).toContain(`${formatDateTime(minutesAgo(30))} (tablet's clock)`);
  });

  it("a move checked when it arrives: another move on an old etag is 412, one the lifecycle refuses is 409", async () => {
    const planned = await plannedInspection();
    const at = new Date().toISOString();
    const started = await detailOf(await tabletMove(planned, "start", crypto.randomUUID(), at));
    await expectError(
      await tabletMove(planned, "start", crypto.randomUUID(), at),
      412,
      messages.inspectionChangedElsewhere,
    );
    await expectError(
      await tabletMove(started, "resume", crypto.randomUUID(), at),
      409,
      "Cannot resume an inspection that is already STARTED.",
    );
    await expectError(await tabletMove(started, "pause", "not-a-uuid", at), 400, /operationId/);
    await expectError(await tabletMove(started, "pause", crypto.randomUUID(), "yesterday"), 400, /at/);
  });
});

describe("the result is computed on the server when the inspection finishes", () => {
  it("passes at Ac major (5) and Ac minor (7)", async () => {
    const done = await finishedWith([defect("FAB01", "MAJOR", 5), defect("FAB02", "MINOR", 7)]);
    expect(done).toMatchObject({ status: "FINISHED", result: "Pass", totalDefects: 12, versionCount: 1 });
    expect(done.finishedAt).not.toBeNull();
  });

  it("fails at Ac + 1 major", async () => {
    expect((await finishedWith([defect("FAB01", "MAJOR", 6)], TEST_SUPPLIERS.execution)).result).toBe("Fail");
  });

  it("fails at Ac + 1 minor", async () => {
    expect((await finishedWith([defect("FAB02", "MINOR", 8)], TEST_SUPPLIERS.execution)).result).toBe("Fail");
  });

  it("fails on one critical defect", async () => {
    expect((await finishedWith([defect("FAB01", "CRITICAL", 1)])).result).toBe("Fail");
  });
});

describe("reports, versions and the reviewer", () => {
  it("a reviewer closes, reopens and finishes again: versions 1 to 3, the PDF reads back the inspection", async () => {
    const first = await finishedWith([defect("FAB01", "MAJOR", 2)]);
    const pdf = await api(`inspections/${first.id}/pdf`, { token: token("manager") });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("x-content-type-options")).toBe("nosniff");
    expect(pdf.headers.get("content-disposition")).toContain(`AQL-report-${first.inspectionNumber}-v1.pdf`);
    const { text } = await extractText(new Uint8Array(await pdf.arrayBuffer()), { mergePages: true });
    expect(text).toContain(first.inspectionNumber);
    expect(text).toContain(first.product.styleCode);
    expect(text).toContain("Hole in fabric");

    await expectError(await move(first, "reopen", "planner"), 403, /cannot reopen/);
    await expectError(await move(first, "close", "inspector"), 403, /cannot close/);
    const closed = await detailOf(await move(first, "close", "reviewer"));
    expect(closed.status).toBe("CLOSED");
    expect(closed.versionCount).toBe(2);
    const reopened = await detailOf(await move(closed, "reopen", "reviewer"));
    expect(reopened).toMatchObject({ status: "STARTED", result: "Pending" });
    const again = await detailOf(await move(reopened, "finish"));
    expect(again.versionCount).toBe(3);

    const items = await versionsOf(first, "reviewer");
    expect(items.map((v) => [v.version, v.reason, v.updatedBy])).toEqual([
      [1, "Inspection finished", "Imran Hossain"],
      [2, "Report closed", "Riya Shah"],
      [3, "Inspection finished", "Imran Hossain"],
    ]);
    expect(items[0]?.updatedOn.localeCompare(items[1]?.updatedOn ?? "")).toBeLessThan(0);
    const download = await fetch(items[0]?.inspectionReportUrl ?? "");
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain("-v1.pdf");
  });

  it("an inspection without a report says so", async () => {
    const planned = await plannedInspection();
    await expectError(
      await api(`inspections/${planned.id}/pdf`, { token: token("reviewer") }),
      404,
      /has no report yet/,
    );
    expect(await versionsOf(planned, "reviewer")).toEqual([]);
  });

  it("a reviewer gives a failed lot a commercial pass, with a reason", async () => {
    const failed = await finishedWith([defect("FAB01", "CRITICAL", 1)]);
    const override = (body: unknown, who: Who = "reviewer", etag = failed.etag) =>
      api(`inspections/${failed.id}/result`, {
        method: "PUT",
        token: token(who),
        body,
        headers: { "if-match": etag },
      });
    await expectError(await override({ result: "Comm. Pass", comment: " " }), 400, /say why/);
    await expectError(await override({ result: "Comm. Pass", comment: "Sold as seconds" }, "planner"), 403);
    const passed = await detailOf(await override({ result: "Comm. Pass", comment: "Sold as seconds" }));
    expect(passed.result).toBe("Comm. Pass");
    expect(passed.resultNote).toMatchObject({ comment: "Sold as seconds", by: { name: "Riya Shah" } });

    const good = await finishedWith([]);
    const refused = await api(`inspections/${good.id}/result`, {
      method: "PUT",
      token: token("reviewer"),
      body: { result: "Comm. Pass", comment: "why not" },
      headers: { "if-match": good.etag },
    });
    await expectError(refused, 409, /Only a failed inspection/);
  });
});

describe("the report tells the same story as the portal", () => {
  it("a commercial pass, a close and a client decision each make a version whose PDF says so", async () => {
    const failed = await finishedWith([defect("FAB01", "CRITICAL", 1)]);
    const passed = await detailOf(
      await api(`inspections/${failed.id}/result`, {
        method: "PUT",
        token: token("reviewer"),
        body: { result: "Comm. Pass", comment: "Sold as seconds at a discount" },
        headers: { "if-match": failed.etag },
      }),
    );
    const closed = await detailOf(await move(passed, "close", "reviewer"));
    const decided = await detailOf(
      await updateInspection(
        closed,
        { clientDecisionId: "ACCEPTED", comment: "Agreed with the buyer" },
        "manager",
      ),
    );
    expect(decided).toMatchObject({ result: "Comm. Pass", status: "CLOSED", clientDecision: "Accepted" });

    const items = await versionsOf(failed, "manager");
    expect(items.map((v) => [v.version, v.reason, v.updatedBy])).toEqual([
      [1, "Inspection finished", "Imran Hossain"],
      [2, "Commercial pass given", "Riya Shah"],
      [3, "Report closed", "Riya Shah"],
      [4, "Client decision: Accepted", "Megan Clarke"],
    ]);

    // What anyone downloads now is what the portal shows now.
    const pdf = await api(`inspections/${failed.id}/pdf`, { token: token("manager") });
    expect(pdf.headers.get("content-disposition")).toContain("-v4.pdf");
    const { text } = await extractText(new Uint8Array(await pdf.arrayBuffer()), { mergePages: true });
    expect(text).toContain("Version 4");
    expectAcceptedCommercialPass(text, {
      reason: "Sold as seconds at a discount",
      comment: "Agreed with the buyer",
    });

    // And each earlier version still says what was true when it was made.
    const first = await fetch(items[0]?.inspectionReportUrl ?? "");
    const firstText = (await extractText(new Uint8Array(await first.arrayBuffer()), { mergePages: true }))
      .text;
    expect(firstText).toMatch(/\bFAIL\b/);
    expect(firstText).toMatch(/Status FINISHED/);
    expect(firstText).toMatch(/Current decision Under Review/);
  });
});

describe("the client decision", () => {
  it("is set by client managers on finished inspections and kept with who and when", async () => {
    const done = await finishedWith([]);
    expect(done.clientDecision).toBe("Under Review");
    const decide = (body: unknown, who: Who, etag: string) =>
      api(`inspections/${done.id}/decision`, {
        method: "PUT",
        token: token(who),
        body,
        headers: { "if-match": etag },
      });

    await expectError(
      await decide({ clientDecisionId: "ACCEPTED" }, "operator", done.etag),
      403,
      /client-decisions:set/,
    );
    await expectError(await decide({ clientDecisionId: "ACCEPTED" }, "supplier", done.etag), 403);
    await expectError(
      await decide({ clientDecisionId: "MAYBE" }, "manager", done.etag),
      400,
      /from the list/,
    );
    await expectError(
      await decide({ clientDecisionId: "ACCEPTED", level: "III" }, "manager", done.etag),
      400,
      /body\.level/,
    );
    // Spec §7's path for it, PUT /api/inspections/{id}, takes a decision too, with the same checks.
    await expectError(
      await updateInspection({ id: done.id, etag: done.etag }, { clientDecisionId: "ACCEPTED" }, "operator"),
      403,
      /cannot set client decisions/,
    );
    await expectError(
      await updateInspection(
        { id: done.id, etag: done.etag },
        { clientDecisionId: "ACCEPTED", level: "III" },
        "manager",
      ),
      400,
      /on its own/,
    );
    const awaiting = async () => {
      const query = `from=2031-04-20&to=2031-04-20&awaitingDecision=true&search=${done.product.styleCode}`;
      const page = await api(`inspections?${query}`, { token: token("manager") });
      return ((await page.json()) as { items: { id: string }[] }).items.map((item) => item.id);
    };
    expect(await awaiting()).toEqual([done.id]);
    const accepted = await detailOf(await decide({ clientDecisionId: "ACCEPTED" }, "manager", done.etag));
    expect(await awaiting()).toEqual([]);
    expect(accepted.clientDecision).toBe("Accepted");
    const rework = await detailOf(
      await decide({ clientDecisionId: "REWORK", comment: "Re-press and re-pack" }, "manager", accepted.etag),
    );
    expect(rework.decisionHistory.map((d) => [d.decision, d.by?.name, d.comment])).toEqual([
      ["Accepted", "Megan Clarke", null],
      ["Rework", "Megan Clarke", "Re-press and re-pack"],
    ]);
    await expectError(await decide({ clientDecisionId: "REJECTED" }, "manager", accepted.etag), 412);

    await expectError(
      await decide({ clientDecisionId: "UNDER_REVIEW" }, "manager", rework.etag),
      400,
      /Under Review is where every inspection starts/,
    );

    // Reopening redoes the report: the decision waits for the next one, and the history says why.
    const reopened = await detailOf(await move(rework, "reopen", "reviewer"));
    expect(reopened).toMatchObject({ clientDecision: "Under Review", finishedAt: null });
    expect(reopened.decisionHistory.at(-1)).toMatchObject({
      decision: "Under Review",
      by: { name: "Riya Shah" },
    });

    const planned = await plannedInspection();
    await expectError(
      await updateInspection(planned, { clientDecisionId: "ACCEPTED" }, "manager"),
      409,
      /finished inspection/,
    );
  });
});
