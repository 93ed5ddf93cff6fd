import { z } from "zod";
import { AnswerCutOffError, ApiRequestError } from "./api-client";
import { signedInStore, type KeyValueStore } from "./tablet-store";

/**
 * Copies of server answers an inspector's shift needs without a connection (the plan, size charts, the defect
 * library and the levels), kept in the signed-in person's tablet store as they are read: the network first,
 * and the last copy when the server cannot be reached. A copy is parsed again on the way out (storage is not
 * trusted more than the network) and answered with the moment it was read, so a page can say how old it is.
 */

const COPY_PREFIX = "copy:";

/** The failures a kept copy stands in for: no connection, or an answer cut off on its way. */
export function couldNotReach(error: unknown): boolean {
  return error instanceof AnswerCutOffError || (error instanceof ApiRequestError && error.status === 0);
}

export interface KeptCopy<T> {
  value: T;
  /** When the server answered it (ISO). */
  keptAt: string;
}

export async function readKept<T>(
  store: KeyValueStore,
  key: string,
  schema: z.ZodType<T>,
): Promise<KeptCopy<T> | undefined> {
  const parsed = z
    .object({ value: schema, keptAt: z.string() })
    .safeParse(await store.get(COPY_PREFIX + key).catch(() => undefined));
  return parsed.success ? parsed.data : undefined;
}

export async function keep<T>(
  store: KeyValueStore,
  key: string,
  value: T,
  keptAt = new Date(),
): Promise<void> {
  await store.set(COPY_PREFIX + key, { value, keptAt: keptAt.toISOString() });
}

/**
 * `read` (a server call), keeping its answer under `key` for the signed-in person; without a connection, the
 * answer kept last time instead. Nothing kept and no connection: the failure, as it came.
 */
export async function readThrough<T>(
  key: string,
  schema: z.ZodType<T>,
  read: () => Promise<T>,
  store: KeyValueStore | null = signedInStore(),
): Promise<T> {
  try {
    const value = await read();
    // Only a copy for later: the answer just read is what the page shows now, whatever storage says.
    if (store) await keep(store, key, value).catch(() => undefined);
    return value;
  } catch (error) {
    if (!store || !couldNotReach(error)) throw error;
    const kept = await readKept(store, key, schema);
    if (kept === undefined) throw error;
    return kept.value;
  }
}

/** Forgets every kept copy (signing out): the next sign-in reads them again. */
export async function forgetCopies(store: KeyValueStore): Promise<void> {
  const copies = (await store.keys()).filter((key) => key.startsWith(COPY_PREFIX));
  await Promise.all(copies.map((key) => store.delete(key)));
}
