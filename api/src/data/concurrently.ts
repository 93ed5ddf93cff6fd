/** Runs `work` on each item, at most `limit` at a time (items taken in order); fails with the first failure. */
export async function eachConcurrently<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) await work(items[index] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * A short random wait before writer `attempt` tries again after losing a race for one document (its ETag
 * changed): longer at each attempt, and random so racing writers do not meet again.
 */
export const pauseAfterRace = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
