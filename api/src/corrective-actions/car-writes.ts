import type { CarDocument } from "../data/corrective-actions-repository";
import { isStorageError } from "../data/storage-errors";
import type { Services } from "../lib/services";
import { carEvents, publishPending } from "../notifications/events";

/*
 * The unit of work every move of a CAR goes through: the write, with the events its new history tells people of
 * (../notifications/events.ts) in the same document, then their publication. A process that stops in between
 * leaves them on the CAR, and `rollForwardCarEvents` (a timer) publishes them.
 */

type Stores = Pick<Services, "correctiveActions" | "queues">;

/** Raises a CAR: `exists` when one with its id is there already. */
export async function createCar(services: Stores, doc: CarDocument): Promise<CarDocument> {
  return published(services, await services.correctiveActions.create(withEvents(undefined, doc)));
}

/** Writes `next`, the changed `previous`, if nobody changed it since `etag` was read (`stale` otherwise). */
export async function replaceCar(
  services: Stores,
  previous: CarDocument,
  next: CarDocument,
  etag: string,
): Promise<CarDocument> {
  return published(services, await services.correctiveActions.replace(withEvents(previous, next), etag));
}

/** Publishes the events of CARs whose process stopped before it did. Every tenant's, from a timer. */
export async function rollForwardCarEvents(services: Stores, before: Date): Promise<number> {
  const pending = await services.correctiveActions.eventsPendingSince(before);
  for (const car of pending) await published(services, car);
  return pending.length;
}

function withEvents(previous: CarDocument | undefined, next: CarDocument): CarDocument {
  const { eventsPending: _carried, ...doc } = next;
  const events = carEvents(previous, next);
  return events.length > 0 ? { ...doc, eventsPending: events } : doc;
}

async function published(services: Stores, saved: CarDocument): Promise<CarDocument> {
  if (!saved.eventsPending?.length) return saved;
  return publishPending(services, saved, async (document) => {
    try {
      return await services.correctiveActions.replace(document, saved._etag ?? "");
    } catch (error) {
      // Written since: that write carried the events on, and publishes them itself.
      if (isStorageError(error, "stale")) return undefined;
      throw error;
    }
  });
}
