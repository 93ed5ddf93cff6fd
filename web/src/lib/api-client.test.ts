import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { messages } from "@aql-portal/shared";
import {
  AnswerCutOffError,
  ApiRequestError,
  apiDownload,
  apiGetCached,
  apiRequest,
  apiUpload,
  apiUrl,
  clearApiCache,
  fileNameOf,
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

  it("takes a success whose body is empty or not JSON for an answer cut off, never for a success", async () => {
    const cutOff = { name: "AnswerCutOffError", status: 200, message: messages.answerCutOffAfterChange };
    fetchMock.mockResolvedValueOnce(new Response("", { status: 200 }));
    await expect(
      apiRequest("products", { method: "POST", body: {}, schema: NameSchema }),
    ).rejects.toMatchObject(cutOff);
    // Where no body is expected only a 204 says "done": an empty 200 is what a proxy sends for a dead request.
    fetchMock.mockResolvedValueOnce(new Response("", { status: 200 }));
    await expect(
      apiRequest("inspections/1", { method: "DELETE", schema: z.undefined() }),
    ).rejects.toMatchObject(cutOff);
    fetchMock.mockResolvedValueOnce(new Response('{"name":"Ad', { status: 200 }));
    await expect(
      apiRequest("products/1", { method: "PUT", body: {}, schema: NameSchema }),
    ).rejects.toMatchObject(cutOff);
    fetchMock.mockResolvedValueOnce(new Response("", { status: 200 }));
    await expect(apiRequest("products", { schema: NameSchema })).rejects.toMatchObject({
      ...cutOff,
      message: messages.answerCutOff,
    });
  });

  it("takes a body that breaks off while it is read for an answer cut off", async () => {
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"name":'));
        controller.error(new TypeError("network error"));
      },
    });
    fetchMock.mockResolvedValue(new Response(body, { status: 200 }));
    const error = await apiRequest("products", { method: "POST", body: {}, schema: NameSchema }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AnswerCutOffError);
    expect(error).toMatchObject({ message: messages.answerCutOffAfterChange });
  });
});

describe("apiGetCached", () => {
  const ListSchema = z.array(NameSchema);
  // The cache belongs to a signed-in session.
  beforeEach(() => localStorage.setItem("token", "t0k3n"));

  it("does not keep an answer that arrives after logout", async () => {
    fetchMock.mockImplementation(() => {
      localStorage.clear();
      return Promise.resolve(json(200, [{ name: "Dhaka" }]));
    });
    await apiGetCached("meta/locations", { schema: ListSchema, auth: false });
    expect(sessionStorage.length).toBe(0);
  });

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

/**
 * Just enough of XMLHttpRequest for apiUpload: records what was sent, and lets a test play the upload's
 * progress and the server's answer.
 */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = "";
  aborted = false;
  upload: { onprogress?: (event: ProgressEvent) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string): void {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown): void {
    this.body = body;
  }
  abort(): void {
    this.aborted = true;
    this.onabort?.();
  }
  /** The browser's side: bytes go out, then the answer comes back. */
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown): void {
    this.answerText(status, JSON.stringify(body));
  }
  answerText(status: number, text: string): void {
    this.upload.onload?.();
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

function lastXhr(): FakeXhr {
  if (!FakeXhr.last) throw new Error("no request was made");
  return FakeXhr.last;
}

describe("apiUpload", () => {
  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
  });

  it("posts the form with the bearer token, reports progress, then the end of sending, and parses the answer", async () => {
    localStorage.setItem("token", "t0k3n");
    const form = new FormData();
    form.append("inspectionType", "DC Inspection");
    const progress: number[] = [];
    const onSent = vi.fn();
    const result = apiUpload("inspections/import", {
      form,
      schema: NameSchema,
      onProgress: ({ loaded, total }) => progress.push(loaded / total),
      onSent,
    });
    const xhr = lastXhr();
    expect([xhr.method, xhr.url]).toEqual(["POST", "/api/inspections/import"]);
    expect(xhr.headers.authorization).toBe("Bearer t0k3n");
    // The browser sets the multipart content type with its boundary: the client must not.
    expect(xhr.headers["content-type"]).toBeUndefined();
    expect(xhr.body).toBe(form);
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    xhr.answer(200, { name: "done" });
    await expect(result).resolves.toEqual({ name: "done" });
    expect(progress).toEqual([0.25, 1]);
    expect(onSent).toHaveBeenCalledOnce();
  });

  it("reads a refusal like any other call, keeping the whole body (a 422's problems)", async () => {
    const result = apiUpload("inspections/import", { form: new FormData(), schema: NameSchema });
    const body = {
      status: 422,
      message: "The file has 1 problem; nothing was imported.",
      problems: [{ row: 2, column: "Supplier", value: "X", message: "unknown" }],
      correlationId: "c-9",
    };
    lastXhr().answer(422, body);
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 422, message: body.message, correlationId: "c-9", body });
  });

  it("ends the session on 401, and reports an unreachable server as status 0", async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const refused = apiUpload("inspections/import", { form: new FormData(), schema: NameSchema });
    lastXhr().answer(401, { status: 401, message: "expired", correlationId: "c" });
    await expect(refused).rejects.toMatchObject({ status: 401, message: messages.unauthorized });
    expect(onUnauthorized).toHaveBeenCalledOnce();

    const unreachable = apiUpload("inspections/import", { form: new FormData(), schema: NameSchema });
    lastXhr().onerror?.();
    await expect(unreachable).rejects.toMatchObject({ status: 0, message: messages.cannotConnect });
  });

  it("never takes an empty answer, or a connection lost after the last byte went out, for an upload done", async () => {
    const empty = apiUpload("inspections/import", { form: new FormData(), schema: NameSchema });
    lastXhr().answerText(200, "");
    await expect(empty).rejects.toMatchObject({
      name: "AnswerCutOffError",
      status: 200,
      message: messages.answerCutOffAfterChange,
    });

    const lost = apiUpload("inspections/import", { form: new FormData(), schema: NameSchema });
    lastXhr().upload.onload?.();
    lastXhr().onerror?.();
    await expect(lost).rejects.toMatchObject({ name: "AnswerCutOffError", status: 0 });
  });

  it("stops sending when its signal aborts", async () => {
    const controller = new AbortController();
    const result = apiUpload("inspections/import", {
      form: new FormData(),
      schema: NameSchema,
      signal: controller.signal,
    });
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: "AbortError" });
    expect(lastXhr().aborted).toBe(true);
  });
});

describe("apiDownload", () => {
  it("returns the file and the name the server gave it", async () => {
    fetchMock.mockResolvedValue(
      new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
        status: 200,
        headers: { "content-disposition": 'attachment; filename="aql-portal-import-template.xlsx"' },
      }),
    );
    const file = await apiDownload("inspections/import/template", { fallbackName: "template.xlsx" });
    expect(file.fileName).toBe("aql-portal-import-template.xlsx");
    expect(file.blob.size).toBe(4);
  });

  it("takes an empty file for an answer cut off", async () => {
    fetchMock.mockResolvedValue(new Response(new Uint8Array(), { status: 200 }));
    await expect(
      apiDownload("inspections/import/template", { fallbackName: "template.xlsx" }),
    ).rejects.toMatchObject({ name: "AnswerCutOffError", message: messages.answerCutOff });
  });

  it("turns an error answer into a typed error", async () => {
    fetchMock.mockResolvedValue(json(403, { status: 403, message: "Not allowed", correlationId: "c-2" }));
    await expect(
      apiDownload("inspections/import/template", { fallbackName: "template.xlsx" }),
    ).rejects.toMatchObject({ status: 403, message: "Not allowed" });
  });
});

describe("fileNameOf", () => {
  it("prefers the RFC 5987 name, falls back to the plain one, and drops any folder", () => {
    expect(fileNameOf(`attachment; filename="a.xlsx"; filename*=UTF-8''Bestellungen%20%C3%BC.xlsx`)).toBe(
      "Bestellungen ü.xlsx",
    );
    expect(fileNameOf("attachment; filename=plain.csv")).toBe("plain.csv");
    expect(fileNameOf('attachment; filename="../../etc/passwd"')).toBe("passwd");
    expect(fileNameOf("attachment")).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
