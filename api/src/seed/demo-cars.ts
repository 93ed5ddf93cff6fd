import {
  carAfterMove,
  inspectionScopeOf,
  isoDay,
  ListInspectionsQuerySchema,
  type CarAnswerInput,
} from "@aql-portal/shared";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { answerCar, raiseCar, reviewCar } from "../corrective-actions/cars";
import { addEvidence } from "../corrective-actions/evidence";
import type { StoredInspection } from "../data/inspections-repository";
import type { UserDocument } from "../data/users-repository";
import type { CosmosServices } from "../lib/services";
import { NEEDLE_PLATES_JPEG } from "./data/evidence-photo";
import { demoUuid, type DemoPeople } from "./demo-lots";

/*
 * The demo's corrective action requests (docs/decisions/corrective-actions.md), one in each state, raised on the
 * season's failed lots through the same use cases the API runs, each step on its own day: the demo supplier's
 * (Dhaka Knitwear, whose user can answer) verified, answered with evidence, sent back and accepted awaiting
 * verification; other suppliers' open and overdue, and closed.
 */

const DAY = 86_400_000;
const daysAgo = (today: Date, days: number) => new Date(today.getTime() - days * DAY);

type Lot = StoredInspection;

/** The season's failed lots, oldest first. */
async function failedLots(services: CosmosServices, tenantId: string, reviewer: UserDocument, today: Date) {
  const lots: Lot[] = [];
  let continuationToken: string | undefined;
  do {
    const query = ListInspectionsQuerySchema.parse({
      result: "Fail",
      pageSize: 100,
      ...(continuationToken ? { continuationToken } : {}),
    });
    const page = await services.inspections.list(
      tenantId,
      { ...query, from: isoDay(today, -200), to: isoDay(today) },
      inspectionScopeOf(reviewer),
    );
    lots.push(...page.items);
    continuationToken = page.continuationToken;
  } while (continuationToken);
  return lots.sort((a, b) => (a.finishedAt ?? "").localeCompare(b.finishedAt ?? ""));
}

/** A supplier's answer, due a week after it is given. */
const answerOn = (day: Date, fields: Partial<CarAnswerInput> = {}): CarAnswerInput => ({
  rootCause: "machine",
  rootCauseText:
    "Worn needle plates on line 3 cut the yarn at the side seams; the plates had not been changed since spring.",
  correctiveAction: "The lot in hand was sorted piece by piece and every garment with an open seam re-sewn.",
  correctiveBy: isoDay(day, 3),
  preventiveAction: "Needle plates are checked at the start of every shift and changed every 8 weeks.",
  preventiveBy: isoDay(day, 7),
  evidenceIds: [],
  ...fields,
});

/** A one-page procedure, as a supplier would attach it. */
async function procedurePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const lines = [
    "Dhaka Knitwear Ltd - Line 3",
    "Procedure QP-17: needle plate checks",
    "",
    "1. At the start of each shift the line leader checks every needle plate for burrs and grooves.",
    "2. A plate with any groove is changed at once; plates are changed every 8 weeks in any case.",
    "3. The check is signed on the shift sheet; the quality office audits the sheets weekly.",
  ];
  lines.forEach((text, index) => page.drawText(text, { x: 50, y: 780 - index * 22, size: 11, font }));
  return pdf.save();
}

export async function seedDemoCars(
  services: CosmosServices,
  tenantId: string,
  people: DemoPeople,
  today: Date,
): Promise<void> {
  const supplierUser = await services.users.findByEmail(tenantId, "supplier@demo.local");
  const lots = await failedLots(services, tenantId, people.reviewer, today);
  const ofSupplier = (supplierId: string) => lots.filter((lot) => lot.supplier.id === supplierId);
  const work = async (lot: Lot) => (await services.inspectionWork.get(lot))?.defects ?? [];

  /** Raises a CAR on `lot` (its first recorded defects) as `by`, `ago` days ago, due `dueIn` days after. */
  const raise = async (lot: Lot, by: UserDocument, ago: number, dueIn: number, request: string) => {
    const raisedOn = daysAgo(today, ago);
    const defects = (await work(lot)).slice(0, 2).map((entry) => `${lot.id}~${entry.id}`);
    if (defects.length === 0) return undefined;
    return raiseCar(
      services,
      by,
      {
        inspectionIds: [lot.id],
        defects,
        packagingCheckIds: [],
        request,
        dueDate: isoDay(raisedOn, dueIn),
        verificationRequired: true,
      },
      raisedOn,
      demoUuid(`demo-car-${lot.id}-${ago}`),
    );
  };

  const own = supplierUser?.supplier ? ofSupplier(supplierUser.supplier.id) : [];
  // Four of its failed lots, oldest first (a lot again when it failed fewer: a CAR per problem found on it).
  const pick = (index: number) => own[Math.min(index, own.length - 1)];
  // The accepted one is of a style with a lot still to inspect, so the inspector's tablet offers to verify it.
  const planned = supplierUser?.supplier
    ? await services.inspections.list(
        tenantId,
        {
          ...ListInspectionsQuerySchema.parse({
            status: "PLANNED",
            supplierId: supplierUser.supplier.id,
            pageSize: 100,
          }),
          from: isoDay(today, -1),
          to: isoDay(today, 14),
        },
        inspectionScopeOf(people.reviewer),
      )
    : { items: [] };
  const plannedStyles = new Set(planned.items.map((lot) => lot.product.styleCode));
  const acceptedLot =
    [...own].reverse().find((lot) => plannedStyles.has(lot.product.styleCode)) ?? own.at(-1);
  const [verifiedLot, answeredLot, sentBackLot] = [pick(0), pick(1), pick(2)];
  if (supplierUser) {
    // Verified: raised two months ago, answered, accepted, and the defect gone at the next inspection.
    if (verifiedLot) {
      let car = await raise(
        verifiedLot,
        people.reviewer,
        60,
        14,
        "Find why the side seams opened and stop it.",
      );
      if (car) {
        car = await answerCar(
          services,
          supplierUser,
          { carId: car.id, etag: car._etag ?? "", answer: answerOn(daysAgo(today, 52)) },
          daysAgo(today, 52),
        );
        car = await reviewCar(
          services,
          people.reviewer,
          { carId: car.id, etag: car._etag ?? "", action: "accept" },
          daysAgo(today, 50),
        );
        const at = daysAgo(today, 41);
        const inspector = { id: people.inspector.id, name: people.inspector.name };
        const verified = carAfterMove(
          car,
          inspector,
          "verify",
          "The next lot of the style: no open seams in the sample.",
          at,
        );
        await services.correctiveActions.replace(
          {
            ...verified,
            verification: {
              inspectionId: verifiedLot.id,
              recurred: false,
              by: inspector,
              at: at.toISOString(),
            },
          },
          car._etag ?? "",
        );
      }
    }
    // Answered with evidence (a photo of the plates and the new procedure): the reviewer to review it.
    if (answeredLot) {
      const car = await raise(
        answeredLot,
        people.manager,
        12,
        14,
        "Tell us what caused the open seams and what will stop them recurring.",
      );
      if (car) {
        const on = daysAgo(today, 4);
        const photo = await addEvidence(
          services,
          supplierUser,
          {
            carId: car.id,
            evidenceId: demoUuid(`demo-car-evidence-${car.id}-photo`),
            read: async () => ({
              fileName: "needle-plates-line-3.jpg",
              bytes: NEEDLE_PLATES_JPEG,
              fields: {},
            }),
          },
          on,
        );
        const procedure = await procedurePdf();
        const pdf = await addEvidence(
          services,
          supplierUser,
          {
            carId: car.id,
            evidenceId: demoUuid(`demo-car-evidence-${car.id}-procedure`),
            read: async () => ({ fileName: "QP-17 needle plate checks.pdf", bytes: procedure, fields: {} }),
          },
          on,
        );
        const current = await services.correctiveActions.get(tenantId, car.id);
        await answerCar(
          services,
          supplierUser,
          {
            carId: car.id,
            etag: current?._etag ?? "",
            answer: answerOn(on, { evidenceIds: [photo.id, pdf.id] }),
          },
          on,
        );
      }
    }
    // Sent back: the answer said nothing of how the change will be kept up.
    if (sentBackLot) {
      let car = await raise(
        sentBackLot,
        people.reviewer,
        16,
        21,
        "Find why the lot failed and what will keep it from happening again.",
      );
      if (car) {
        car = await answerCar(
          services,
          supplierUser,
          {
            carId: car.id,
            etag: car._etag ?? "",
            answer: answerOn(daysAgo(today, 9), {
              rootCause: "workmanship",
              rootCauseText: "New operators on the side seams.",
            }),
          },
          daysAgo(today, 9),
        );
        await reviewCar(
          services,
          people.reviewer,
          {
            carId: car.id,
            etag: car._etag ?? "",
            action: "send-back",
            comment: "Say how the new operators are trained and checked, and by whom.",
          },
          daysAgo(today, 7),
        );
      }
    }
    // Accepted: verified at the supplier's next inspection of the style.
    if (acceptedLot) {
      let car = await raise(
        acceptedLot,
        people.manager,
        8,
        10,
        "Find why the seams opened on this style and stop it.",
      );
      if (car) {
        car = await answerCar(
          services,
          supplierUser,
          { carId: car.id, etag: car._etag ?? "", answer: answerOn(daysAgo(today, 5)) },
          daysAgo(today, 5),
        );
        await reviewCar(
          services,
          people.manager,
          { carId: car.id, etag: car._etag ?? "", action: "accept" },
          daysAgo(today, 3),
        );
      }
    }
  }
  // Other suppliers': Colombo Apparel's Oxford shirts (discontinued), open and overdue; and one closed.
  const colombo = ofSupplier("SUP-CAP").at(-1);
  if (colombo) {
    await raise(
      colombo,
      people.manager,
      9,
      7,
      "Both colours of the Oxford shirt failed on open seams: find the cause and how it will be stopped. Inspection resumes when your answer is accepted.",
    );
  }
  const other = lots.find(
    (lot) => lot.supplier.id !== "SUP-CAP" && lot.supplier.id !== supplierUser?.supplier?.id,
  );
  if (other) {
    const car = await raise(other, people.reviewer, 40, 14, "Find why the lot failed.");
    if (car) {
      await reviewCar(
        services,
        people.reviewer,
        {
          carId: car.id,
          etag: car._etag ?? "",
          action: "close",
          comment: "Raised on the wrong lot: the re-inspection passed.",
        },
        daysAgo(today, 38),
      );
    }
  }
}
