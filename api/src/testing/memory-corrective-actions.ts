import { DEFAULT_CAR_SETTINGS, type CarSettings } from "@aql-portal/shared";
import { carNamesInspection, type CarDocument, type CarFilters } from "../data/corrective-actions-repository";
import { alreadyExists, staleWrite } from "../data/storage-errors";
import type { CorrectiveActionsStore } from "../data/stores";
import { MemoryDocuments } from "./memory-documents";

/** Corrective action requests in memory, listed and numbered as CorrectiveActionsRepository does it. */
export class MemoryCorrectiveActions implements CorrectiveActionsStore {
  private readonly cars = new MemoryDocuments<CarDocument>((doc) => doc.tenantId);
  private readonly numbers = new Map<string, number>();
  private readonly tenantSettings = new Map<string, CarSettings>();

  async get(tenantId: string, id: string) {
    return this.cars.read(tenantId, id);
  }

  async list(tenantId: string, filters: CarFilters = {}) {
    return this.cars
      .all()
      .filter(
        (car) =>
          car.tenantId === tenantId &&
          (!filters.supplierId || car.supplier.id === filters.supplierId) &&
          (!filters.status || car.status === filters.status) &&
          (!filters.styleCode || car.styleCode === filters.styleCode) &&
          (!filters.inspectionId || carNamesInspection(car, filters.inspectionId)) &&
          (!filters.openOrDoneSince || car.doneOn === null || car.doneOn >= filters.openOrDoneSince),
      )
      .sort((a, b) => b.number - a.number);
  }

  async nextNumber(tenantId: string) {
    const next = (this.numbers.get(tenantId) ?? 0) + 1;
    this.numbers.set(tenantId, next);
    return next;
  }

  async settings(tenantId: string) {
    return this.tenantSettings.get(tenantId) ?? DEFAULT_CAR_SETTINGS;
  }

  async saveSettings(tenantId: string, settings: CarSettings) {
    this.tenantSettings.set(tenantId, settings);
    return settings;
  }

  async create(doc: CarDocument) {
    const created = this.cars.create(doc);
    if (!created) throw alreadyExists(`CAR ${doc.number} exists already.`);
    return created;
  }

  async eventsPendingSince(before: Date) {
    return this.cars.all().filter((car) => car.eventsPending && car.updatedOn < before.toISOString());
  }

  async replace(doc: CarDocument, etag: string) {
    return this.cars.replace(doc, etag, () => staleWrite("This corrective action request was changed."));
  }
}
