import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiRequestError } from "./api-client";
import { forgetCopies, readKept, readThrough } from "./kept-copies";
import { memoryStore } from "./tablet-store";

const ListSchema = z.array(z.string());

describe("copies kept on the tablet", () => {
  it("reads the server first and keeps its answer; without a connection, answers the copy", async () => {
    const store = memoryStore();
    await expect(readThrough("meta:defects", ListSchema, async () => ["Hole"], store)).resolves.toEqual([
      "Hole",
    ]);
    const offline = async (): Promise<string[]> => {
      throw new ApiRequestError(0, "No connection");
    };
    await expect(readThrough("meta:defects", ListSchema, offline, store)).resolves.toEqual(["Hole"]);
    expect((await readKept(store, "meta:defects", ListSchema))?.keptAt).toMatch(/^\d{4}-/);
  });

  it("stands in for no connection only: the server's refusals, and nothing kept, fail as they came", async () => {
    const store = memoryStore();
    const refused = async (): Promise<string[]> => {
      throw new ApiRequestError(403, "Forbidden");
    };
    await readThrough("meta:defects", ListSchema, async () => ["Hole"], store);
    await expect(readThrough("meta:defects", ListSchema, refused, store)).rejects.toMatchObject({
      status: 403,
    });
    await expect(
      readThrough("meta:levels", ListSchema, () => Promise.reject(new ApiRequestError(0, "x")), store),
    ).rejects.toMatchObject({ status: 0 });
  });

  it("does not trust what is stored, and forgets every copy on sign-out", async () => {
    const store = memoryStore();
    await store.set("copy:meta:defects", { value: [1, 2], keptAt: "2026-11-26T08:00:00Z" });
    expect(await readKept(store, "meta:defects", ListSchema)).toBeUndefined();
    await store.set("record:insp-1", { kept: true });
    await forgetCopies(store);
    expect([...store.entries.keys()]).toEqual(["record:insp-1"]);
  });
});
