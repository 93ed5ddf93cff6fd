import { describe, expect, it } from "vitest";
import { SMALL_JPEG } from "../testing/report-fixture";
import { checkJpeg } from "./jpeg";

const bytes = (...parts: (Uint8Array | number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === "string" ? [...new TextEncoder().encode(part)] : [...part])),
  );

describe("checkJpeg", () => {
  it("reads a browser's JPEG and its size", () => {
    expect(checkJpeg(SMALL_JPEG)).toEqual({ ok: true, width: 32, height: 24 });
  });

  it.each([
    ["an HTML page behind JPEG bytes", bytes([0xff, 0xd8, 0xff], "<html><script>alert(1)</script></html>")],
    ["an HTML page behind a JPEG's first segment", bytes(SMALL_JPEG.slice(0, 20), "<html></html>")],
    ["a truncated photo", SMALL_JPEG.slice(0, SMALL_JPEG.length - 40)],
    ["a photo with a page appended", bytes(SMALL_JPEG, "<html></html>")],
    ["a start and an end marker and nothing between", bytes([0xff, 0xd8, 0xff, 0xd9])],
    ["text", bytes("not an image")],
    ["nothing", new Uint8Array()],
  ])("refuses %s", (_, input) => {
    expect(checkJpeg(input)).toMatchObject({ ok: false });
  });

  it("says why, in words that follow “this is not a JPEG”", () => {
    expect(checkJpeg(bytes(SMALL_JPEG, "<html>"))).toEqual({
      ok: false,
      problem: "it goes on after its end marker",
    });
    expect(checkJpeg(bytes([0xff, 0xd8, 0xff], "<html>"))).toEqual({
      ok: false,
      problem: "it has an unknown marker 0x3c at byte 2",
    });
  });
});
