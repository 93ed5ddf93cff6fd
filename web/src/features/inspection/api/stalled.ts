import { messages } from "@aql-portal/shared";
import { ApiRequestError } from "../../../lib/api-client";

/** A send with no sign of life for this long is taken for a dropped connection, and tried again. */
export const STALLED_AFTER_MS = 60_000;

/**
 * Runs a send the outbox makes, abandoning it when nothing has moved for STALLED_AFTER_MS: a connection that
 * drops without an error (a flaky link, a proxy that stops answering) would otherwise hold the outbox forever.
 * `send` gets the signal to pass on and a `stillMoving` to call whenever the request shows progress (upload
 * progress). An abandoned send fails as no connection does, so the outbox retries it.
 */
export async function unlessStalled<T>(
  send: (signal: AbortSignal, stillMoving: () => void) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timer = setTimeout(() => controller.abort(), STALLED_AFTER_MS);
  const stillMoving = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(), STALLED_AFTER_MS);
  };
  try {
    return await send(controller.signal, stillMoving);
  } catch (error) {
    if (controller.signal.aborted) {
      throw new ApiRequestError(0, messages.connectionStalled, [], undefined, { cause: error });
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
