import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "@aql-portal/shared";
import { STALLED_AFTER_MS, unlessStalled } from "./stalled";

/** A request that only ends when it is aborted, as one on a connection that dropped silently. */
const hanging = (signal: AbortSignal) =>
  new Promise<never>((_, reject) =>
    signal.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError"))),
  );

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("unlessStalled", () => {
  it("gives a send that shows no sign of life up as a dropped connection, which the outbox retries", async () => {
    const sent = unlessStalled((signal) => hanging(signal));
    const outcome = expect(sent).rejects.toMatchObject({ status: 0, message: messages.connectionStalled });
    await vi.advanceTimersByTimeAsync(STALLED_AFTER_MS);
    await outcome;
  });

  it("keeps a slow send that keeps moving", async () => {
    const sent = unlessStalled(async (signal, stillMoving) => {
      for (let chunk = 0; chunk < 5; chunk++) {
        await new Promise((resolve) => setTimeout(resolve, STALLED_AFTER_MS / 2));
        stillMoving();
      }
      if (signal.aborted) throw new Error("aborted");
      return "sent";
    });
    await vi.advanceTimersByTimeAsync(STALLED_AFTER_MS * 3);
    await expect(sent).resolves.toBe("sent");
  });
});
