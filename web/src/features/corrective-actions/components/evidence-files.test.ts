import { describe, expect, it } from "vitest";
import { CAR_EVIDENCE_LIMITS } from "@aql-portal/shared";
import { evidenceProblem, evidenceTypeOf, takeEvidence } from "./evidence-files";

const file = (name: string, type: string, size = 2048) => ({ name, type, size });

describe("evidence files", () => {
  it("takes JPEG, PNG and PDF, by type or, when the browser gives none, by extension", () => {
    expect(evidenceTypeOf(file("line.jpg", "image/jpeg"))).toBe("image/jpeg");
    expect(evidenceTypeOf(file("scan.PDF", ""))).toBe("application/pdf");
    expect(evidenceTypeOf(file("photo.png", "application/octet-stream"))).toBe("image/png");
    expect(evidenceTypeOf(file("notes.docx", ""))).toBeNull();
    // A type the browser knows wins over a misleading extension.
    expect(evidenceTypeOf(file("trick.pdf", "text/html"))).toBeNull();
  });

  it("refuses empty files and those over the size limit, saying which and why", () => {
    expect(evidenceProblem(file("a.gif", "image/gif"))).toBe("a.gif is not a JPEG, PNG or PDF file.");
    expect(evidenceProblem(file("a.pdf", "application/pdf", 0))).toBe("a.pdf is empty.");
    expect(evidenceProblem(file("big.jpg", "image/jpeg", 12 * 1024 * 1024))).toBe(
      "big.jpg is 12 MB, more than the 10 MB allowed.",
    );
    expect(evidenceProblem(file("ok.jpg", "image/jpeg", CAR_EVIDENCE_LIMITS.maxBytes))).toBeNull();
  });

  it("takes no more than the request has room for beside the files it holds", () => {
    const chosen = [
      file("1.jpg", "image/jpeg"),
      file("x.txt", "text/plain"),
      file("2.jpg", "image/jpeg"),
      file("3.jpg", "image/jpeg"),
    ];
    const { accepted, refused } = takeEvidence(chosen, CAR_EVIDENCE_LIMITS.perCar - 2);
    expect(accepted.map((taken) => taken.name)).toEqual(["1.jpg", "2.jpg"]);
    expect(refused).toEqual([
      { name: "x.txt", message: "x.txt is not a JPEG, PNG or PDF file." },
      { name: "3.jpg", message: "3.jpg is not sent: a request takes at most 10 files." },
    ]);
  });
});
