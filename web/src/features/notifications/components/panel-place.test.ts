import { describe, expect, it } from "vitest";
import { panelPlace, panelWidth } from "./panel-place";

describe("where the bell's panel opens", () => {
  it("opens under the bell, its right edge under the bell's", () => {
    expect(panelPlace({ bottom: 54, right: 1200 }, { width: 1440, panelWidth: 416 })).toEqual({
      top: 62,
      right: 240,
    });
  });

  it("keeps a margin from the screen's right edge", () => {
    expect(panelPlace({ bottom: 54, right: 1438 }, { width: 1440, panelWidth: 416 })).toEqual({
      top: 62,
      right: 8,
    });
  });

  it("moves left no further than it must to stay on a narrow screen", () => {
    expect(panelPlace({ bottom: 54, right: 300 }, { width: 390, panelWidth: 374 })).toEqual({
      top: 62,
      right: 8,
    });
    expect(panelPlace({ bottom: 54, right: 500 }, { width: 1024, panelWidth: 416 })).toEqual({
      top: 62,
      right: 524,
    });
  });
});

describe("the panel's width", () => {
  it("is 416 px, or the screen less 8 px each side", () => {
    expect(panelWidth(1440)).toBe(416);
    expect(panelWidth(390)).toBe(374);
  });
});
