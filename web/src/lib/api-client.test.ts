import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { messages } from "@aql-portal/shared";
import {
  ApiRequestError,
  apiGetCached,
  apiRequest,
  apiUrl,
  clearApiCache,
  setUnauthorizedHandler,
} from "./api-client";

/** The bits of the Storage interface the client uses, over a Map: Node has no localStorage. */
class MemoryStorage {
  private readonly values = new Map<string, string>();
  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.values.set(key, value);
  }
  removeItem(key: string): void {
    this.values.delete(key);
  }
  clear(): void {
    this.values.clear();
  }
  key(index: number): string | null {
    return [...this.values.keys()][index] ?? null;
  }
  get length(): number {
    return this.values.size;
  }
}

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const NameSchema = z.object({ name: z.string() });

beforeEach(() => {
  vi.stubGlobal("localStorage", new MemoryStorage());
  vi.stubGlobal("sessionStorage", new MemoryStorage());
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(() => undefined);
});

describe("apiUrl", () => {
  it("prefixes /api and drops empty query values", () => {
    expect(apiUrl("users", { sortKey: "name", sortOrder: -1, search: "", filterKey: undefined })).toBe(
      "/api/users?sortKey=name&sortOrder=-1",
    );
  });
});

describe("apiRequest", () => {
  it("sends the stored token as a bearer token and parses the body with the caller's schema", async () => {
    localStorage.setItem("token", "t0k3n");
    fetchMock.mockResolvedValue(json(200, { name: "Ada", extra: true }));
    await expect(apiRequest("users/1", { schema: NameSchema })).resolves.toEqual({ name: "Ada" });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get("authorization")).toBe("Bearer t0k3n");
  });

  it("refuses a success body that does not match the schema", async () => {
    fetchMock.mockResolvedValue(json(200, { name: 42 }));
    await expect(apiRequest("users/1", { schema: NameSchema })).rejects.toBeInstanceOf(ApiRequestError);
  });

  it("turns the API's error body into a typed error", async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        status: 400,
        message: "Invalid input",
        errors: [{ field: "body.email", message: "Invalid email" }],
        correlationId: "c-1",
      }),
    );
    const error = await apiRequest("users", { method: "POST", body: {}, schema: NameSchema }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      message: "Invalid input",
      fieldErrors: [{ field: "body.email", message: "Invalid email" }],
      correlationId: "c-1",
    });
  });

  it("reports an unreachable server as status 0 with the spec's message", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(apiRequest("users", { schema: NameSchema })).rejects.toMatchObject({
      status: 0,
      message: messages.cannotConnect,
    });
  });

  it("ends the session on a 401 status or a 401 statusCode in the body", async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValueOnce(json(401, { status: 401, message: "no", correlationId: "c" }));
    fetchMock.mockResolvedValueOnce(json(200, { statusCode: 401 }));
    await expect(apiRequest("users", { schema: NameSchema })).rejects.toMatchObject({ status: 401 });
    await expect(apiRequest("users", { schema: NameSchema })).rejects.toMatchObject({
      message: messages.unauthorized,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it("leaves the session alone on 401 for unauthenticated calls (a failed sign-in is not a lost session)", async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValue(json(401, { status: 401, message: "bad token", correlationId: "c" }));
    await expect(
      apiRequest("auth/login", { method: "POST", body: {}, schema: NameSchema, auth: false }),
    ).rejects.toMatchObject({
      status: 401,
      message: "bad token",
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("accepts 204 No Content with z.undefined()", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(
      apiRequest("auth/logout", { method: "POST", schema: z.undefined() }),
    ).resolves.toBeUndefined();
  });
});

describe("apiGetCached", () => {
  const ListSchema = z.array(NameSchema);

  it("answers a repeated GET from sessionStorage, keyed by the full URL", async () => {
    fetchMock.mockResolvedValue(json(200, [{ name: "Dhaka" }]));
    await apiGetCached("meta/locations", { schema: ListSchema });
    await expect(apiGetCached("meta/locations", { schema: ListSchema })).resolves.toEqual([
      { name: "Dhaka" },
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem("apiCache:/api/meta/locations")).not.toBeNull();
  });

  it("goes to the network when asked to skip the cache, or after the cache is cleared", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, [{ name: "Dhaka" }])));
    await apiGetCached("meta/locations", { schema: ListSchema });
    await apiGetCached("meta/locations", { schema: ListSchema, cache: false });
    clearApiCache();
    await apiGetCached("meta/locations", { schema: ListSchema });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("ignores a cached entry that no longer matches the schema", async () => {
    sessionStorage.setItem("apiCache:/api/meta/locations", JSON.stringify([{ wrong: true }]));
    fetchMock.mockResolvedValue(json(200, [{ name: "Dhaka" }]));
    await expect(apiGetCached("meta/locations", { schema: ListSchema })).resolves.toEqual([
      { name: "Dhaka" },
    ]);
  });
});
