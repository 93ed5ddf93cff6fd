import { DEFAULT_AQLS, EMPTY_WORK, lotPlan } from "@aql-portal/shared";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it, vi } from "vitest";
import { renderInspectionReport, type InspectionReportData } from "./inspection-report";
import { A4, MARGIN } from "./pdf-layout";
import { defectEntries, fixtureId, pngPhoto, reportData, SMALL_JPEG } from "../testing/report-fixture";

/** The report as a reader gets it: the text of each page. */
async function render(data: InspectionReportData) {
  const bytes = await renderInspectionReport(data);
  const { text: pages } = await extractText(new Uint8Array(bytes), { mergePages: false });
  return { bytes, pages, text: pages.join("\n") };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const count = (text: string, part: string) => text.split(part).length - 1;

describe("the AQL Inspection Report", () => {
  it("says what a reader checks: result, inspection, plan, defects, measurements, packaging, comment, decisions", async () => {
    const data = reportData();
    const { inspection } = data;
    const { text, pages } = await render(data);

    expect(text).toContain("AQL Inspection Report");
    expect(text).toContain("DEMO RETAIL");
    expect(text).toContain("Version 1");
    expect(text).toContain("Generated 05 Jan 2026, 10:35");
    expect(text).toContain("Inspection finished, by Imran Hossain");
    expect(text).toMatch(/FAIL MK20417 Men's lambswool crew neck jumper/);
    expect(text).toMatch(/Inspection number 3F9C2A71B0/);
    expect(text).toMatch(/Style code MK20417/);
    for (const po of inspection.poNumbers) expect(text).toContain(po);

    // The plan: 1,200 units at level II is code letter J, 80 samples; Ac/Re per class, found against Ac.
    expect(text).toMatch(/Lot size 1,200/);
    expect(text).toMatch(/Sample size 80/);
    expect(text).toMatch(/Code letter J/);
    expect(text).toContain("AQL PLAN (ISO 2859-1, SINGLE SAMPLING)");
    expect(text).toMatch(/Critical 0 \(none accepted\) — 0 1 0 OK/);
    expect(text).toMatch(/Major 2\.5 Normal · ISO 2859-1 Table 2-A 5 6 7 OVER/);
    expect(text).toMatch(/Minor 4\.0 Normal · ISO 2859-1 Table 2-A 7 8 5 OK/);

    for (const defect of inspection.work.defects) {
      const severity = defect.severity[0] + defect.severity.slice(1).toLowerCase();
      expect(text).toMatch(
        new RegExp(
          `${defect.defectCode} ${escape(defect.defectName)} ${escape(defect.category)} ${severity} ${defect.count}`,
        ),
      );
    }
    expect(text).toMatch(/Total 6 entries: critical 0, major 7, minor 5 12 3/);

    expect(text).toContain("2 of 25 out of tolerance");
    expect(text).toMatch(/2 L CH Chest width, 2\.5 cm below armhole 58\.0 -1\.0 \/ \+1\.0 60\.5 \+2\.5 OUT/);
    expect(text).toMatch(/4 L SL Sleeve length from shoulder point 66\.0 -1\.0 \/ \+1\.0 64\.5 -1\.5 OUT/);
    expect(count(text, " OUT")).toBe(2);

    expect(text).toMatch(/Cartons counted 50 Paper tape Yes/);
    expect(text).toMatch(/Carton \(L × W × H\) 60 × 40 × 35 cm Unit \(L × W × H\) 32 × 25\.5 × 4 cm/);
    expect(text).toMatch(/Received quantity 1,195/);

    expect(text).toContain("Shade variation noted between cartons 12 and 31");
    expect(text).toMatch(/Current decision Rework/);
    expect(text).toMatch(/Under Review System 05 Jan 2026, 10:35/);
    expect(text).toMatch(
      /Rework Morgan Manager 06 Jan 2026, 09:00 Re-sort the shaded cartons and re-present for inspection\./,
    );

    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pages.length}`));
  });

  it("names the table each class was planned from when the switching rules tightened it", async () => {
    const plan = lotPlan(1200, "II", DEFAULT_AQLS, {
      standard: "ISO2859-1",
      major: "tightened",
      minor: "normal",
    });
    const { text } = await render(reportData({ inspection: { plan } }));
    // Table 2-B, J at 2.5: 3/4; the 7 major units found are over it.
    expect(text).toMatch(/Major 2\.5 Tightened · ISO 2859-1 Table 2-B 3 4 7 OVER/);
    expect(text).toMatch(/Minor 4\.0 Normal · ISO 2859-1 Table 2-A 7 8 5 OK/);
    expect(text).toContain("Major 7 (Ac 3, tightened)");
  });

  it("is A4 and keeps every line of text inside the page's margins", async () => {
    const long = "Long-unbroken-reference-".repeat(8);
    const longName = `${long} and a name that goes on ${"and on ".repeat(12)}`;
    const defects = defectEntries(4, () => 1).map((d, n) => (n === 0 ? { ...d, defectName: longName } : d));
    const data = reportData({
      inspection: { poNumbers: Array.from({ length: 60 }, (_, n) => `00450${String(n).padStart(5, "0")}`) },
      work: { defects, comment: `${long} ${"wrapped words ".repeat(20)}`.slice(0, 400) },
    });
    const document = await getDocumentProxy(await renderInspectionReport(data));
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      expect(page.view).toEqual([0, 0, A4.width, A4.height]);
      const { items } = await page.getTextContent();
      for (const item of items) {
        if (!("transform" in item) || !item.str.trim()) continue;
        // Within a point: the extractor measures with its own copy of the standard fonts' metrics.
        const x = Number(item.transform[4]);
        expect(x, item.str).toBeGreaterThanOrEqual(MARGIN.left - 1);
        expect(x + item.width, item.str).toBeLessThanOrEqual(A4.width - MARGIN.right + 1);
      }
    }
  });

  it("flows 40 defects and 12 photos onto more pages, repeating the table's header", async () => {
    const data = reportData({ work: { defects: defectEntries(40, (n) => (n % 3 === 0 && n < 36 ? 1 : 0)) } });
    expect(data.photos.size).toBe(12);
    const { pages, text } = await render(data);

    expect(pages.length).toBeGreaterThanOrEqual(4);
    const header = "Code Defect Category Severity Units Photos";
    const withHeader = pages.filter((page) => page.includes(header));
    expect(withHeader.length).toBeGreaterThanOrEqual(2);
    expect(withHeader.slice(1).every((page) => page.includes("Defects (continued)"))).toBe(true);
    for (const defect of data.inspection.work.defects) expect(text).toContain(defect.defectName);
    expect(count(text, "photo 1 of 1")).toBe(12);
    // Later pages say whose report they belong to.
    for (const page of pages.slice(1)) expect(page).toMatch(/^AQL Inspection Report · 3F9C2A71B0 · MK20417/);
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pages.length}`));
  });

  it("draws names and comments the standard fonts cannot encode", async () => {
    const data = reportData({
      inspection: {
        supplier: { id: "SUP-ANT", name: "Anatolia Tekstil A.Ş." },
        factory: { id: "FAC-ANT-1", name: "İzmir Fabrikası" },
      },
      work: { comment: "Good finish 👍 overall; carton labels in 中文 only." },
    });
    const { text } = await render(data);
    expect(text).toMatch(/Supplier Anatolia Tekstil A\.S\. Factory Izmir Fabrikasi/);
    expect(text).toContain("Good finish overall; carton labels in ?? only.");
  });

  it("shows a commercial pass with the reviewer's note", async () => {
    const base = reportData();
    const data = reportData({
      inspection: {
        result: "Comm. Pass",
        resultNote: {
          result: "Comm. Pass",
          comment: "Shading is within the buyer's approved range; accepted for the January promotion.",
          by: { id: "USR-REVIEWER", name: "Rachel Reviewer" },
          at: "2026-01-05T14:00:00.000Z",
        },
      },
    });
    expect(base.inspection.result).toBe("Fail");
    const { text } = await render(data);
    expect(text).toMatch(/COMM\. PASS MK20417/);
    expect(text).toContain("Commercial pass by Rachel Reviewer, 05 Jan 2026, 14:00.");
    expect(text).toContain("accepted for the January promotion.");
  });

  it("reads sensibly with nothing recorded", async () => {
    const data = reportData({
      work: EMPTY_WORK,
      inspection: { decisionHistory: [], clientDecision: "Under Review" },
    });
    const { text } = await render(data);
    expect(text).toMatch(/^PASS MK20417/m);
    expect(text).toMatch(/Critical 0 \(Ac 0\) · Major 0 \(Ac 5\) · Minor 0 \(Ac 7\)/);
    expect(text).toContain("No defects recorded.");
    expect(text).not.toContain("DEFECT PHOTOS");
    expect(text).toContain("No measurements recorded.");
    expect(text).toMatch(/Cartons counted not recorded Paper tape not recorded/);
    expect(text).toContain("No comment.");
    expect(text).toMatch(/Current decision Under Review/);
  });

  it("lists measurements without judging them when the style has no size chart", async () => {
    const { text } = await render(reportData({ sizeChart: null }));
    expect(text).toContain("25 measurements of 5 garments. This style has no size chart");
    expect(text).not.toContain(" OUT");
    expect(text.match(/ not judged$/gm)).toHaveLength(25);
  });

  it("keeps a frame for a photo that is missing or cannot be read, and renders photos of any shape", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const defects = defectEntries(5, () => 1);
    const photos = new Map<
      string,
      InspectionReportData["photos"] extends ReadonlyMap<string, infer P> ? P : never
    >([
      [fixtureId(2, 0), { bytes: SMALL_JPEG, contentType: "image/jpeg" }],
      [fixtureId(2, 1), { bytes: pngPhoto(400, 100, 3), contentType: "image/png" }],
      [fixtureId(2, 2), { bytes: pngPhoto(60, 300, 4), contentType: "image/png" }],
      [
        fixtureId(2, 3),
        { bytes: new Uint8Array([0xff, 0xd8, 0xff, 0x00, 1, 2, 3]), contentType: "image/jpeg" },
      ],
    ]);
    const { text } = await render(reportData({ work: { defects }, photos }));
    expect(text).toContain("Photo could not be read");
    expect(text).toContain("Photo not available");
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
