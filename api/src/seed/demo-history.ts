import { DEFAULT_ANALYTICS_DAYS, type InspectionPlan } from "@aql-portal/shared";
import type { DemoDefect, DemoOutcome } from "./demo-lots";

/**
 * The season so far, for the client's analytics: about three months of repeat deliveries of the season's styles,
 * inspected, signed off and decided on, ending eleven days before the load day (the last week and a half is
 * the recent demo's). It tells a story the analytics pages should find: Anatolia's first-time pass rate falls in
 * the last 30 days, with a colour defect new this period; Shanghai Fine Garments recovers from a poor start;
 * dresses fail more often lately. Random but fixed: the same data on every load, relative to the load day.
 */

export interface HistoryDelivery {
  styleIndex: number;
  /** Days from the load day (negative: the past). */
  offset: number;
  colourIndex: number;
  quantity: number;
  poNumber: string;
}

/** Weeks of history before the recent demo's ten days. */
const WEEKS = 12;
const FIRST_OFFSET = -11;
/** The last 30 days (today included: what Your Reports opens on), where the story's changes happen. */
const RECENT_FROM = -(DEFAULT_ANALYTICS_DAYS - 1);
/** Lots inspected within the last 18 days still wait for the client manager's decision. */
const DECIDED_BEFORE = -18;

/** A small deterministic generator (mulberry32), so every load draws the same history. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function historyDeliveries(styles: readonly { colours: readonly unknown[] }[]): HistoryDelivery[] {
  const random = generator(20_261_123);
  const deliveries: HistoryDelivery[] = [];
  for (let week = 0; week < WEEKS; week++) {
    styles.forEach((style, styleIndex) => {
      if (random() >= 0.75) return;
      deliveries.push({
        styleIndex,
        offset: FIRST_OFFSET - week * 7 - ((styleIndex * 3) % 7),
        colourIndex: (week + styleIndex) % style.colours.length,
        quantity: 300 + Math.floor(random() * 12) * 225,
        poNumber: `44${String(100_000 + week * 100 + styleIndex).padStart(6, "0")}`,
      });
    });
  }
  return deliveries;
}

const NOISE: readonly DemoDefect[] = [
  ["WRK05", "MINOR", 1],
  ["FAB02", "MINOR", 1],
  ["WRK03", "MINOR", 1],
  ["LBL04", "MINOR", 1],
  ["WRK07", "MINOR", 1],
];

/** How often each supplier's lots fail, before the last 30 days and within them. */
const FAIL_RATE: Readonly<Record<string, readonly [before: number, recent: number]>> = {
  DKW: [0.08, 0.08],
  ANT: [0.05, 0.55],
  SFG: [0.45, 0.08],
  TCM: [0.15, 0.15],
  CAP: [0.2, 0.2],
  SGJ: [0.1, 0.1],
};

const pick = <T>(random: () => number, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
};

/**
 * What was found on a history lot and what happened to it. `plan` is the lot's own (its Ac numbers decide how
 * many defects fail it); lots are drawn in order, so the same delivery always gets the same outcome.
 */
export function historyOutcome(
  delivery: HistoryDelivery,
  style: { supplier: string; productCategory: string },
  plan: Pick<InspectionPlan, "major">,
  random: () => number,
): DemoOutcome {
  const recent = delivery.offset >= RECENT_FROM;
  const dress = style.productCategory.endsWith("DRESS");
  const [before, lately] = FAIL_RATE[style.supplier] ?? [0.1, 0.1];
  const fails = random() < (recent ? lately : before) + (recent && dress ? 0.2 : 0);

  const noise: DemoDefect[] = [];
  for (let n = Math.floor(random() * 3); n > 0; n--) {
    const [id, severity] = pick(random, NOISE);
    noise.push([id, severity, 1 + Math.floor(random() * 3)]);
  }
  let defects: DemoDefect[];
  if (fails) {
    const mode =
      style.supplier === "ANT" && recent
        ? pick(random, ["SHD03", "SHD03", "SHD03", "WRK01"])
        : style.supplier === "SFG" && !recent
          ? pick(random, ["FAB01", "WRK01"])
          : pick(random, ["WRK01", "WRK02", "CLN01"]);
    defects = [[mode, "MAJOR", plan.major.accept + 1 + Math.floor(random() * 3)], ...noise];
  } else {
    const minorMajor: DemoDefect[] =
      random() < 0.25 && plan.major.accept > 0 ? [[pick(random, ["FAB01", "CLN01"]), "MAJOR", 1]] : [];
    defects = [...minorMajor, ...noise];
  }

  const decided = delivery.offset < DECIDED_BEFORE;
  if (!fails) {
    return {
      defects,
      comment: "Workmanship good overall; a few small points noted.",
      close: decided || random() < 0.5,
      decision: decided ? "ACCEPTED" : undefined,
    };
  }
  const roll = random();
  if (roll < 0.12) {
    // Re-inspected after the factory sorted the lot: it passed the second time (not first time).
    return {
      defects,
      comment: "Re-inspected after sorting at the factory.",
      reinspection: noise,
      close: true,
      decision: decided ? "ACCEPTED" : undefined,
    };
  }
  if (roll < 0.4) {
    return {
      defects,
      comment: "Defects concentrated in a few cartons.",
      commercialPass: "Affected cartons sorted at the DC: acceptable for sale.",
      close: true,
      decision: decided ? "ACCEPTED_WITH_CONCESSION" : undefined,
    };
  }
  return {
    defects,
    comment: "Defects found across several cartons; the lot needs attention at the factory.",
    close: decided || random() < 0.5,
    decision: decided ? pick(random, ["REJECTED", "REWORK"]) : undefined,
  };
}

export const historyRandom = () => generator(1_123_2026);
