import azureFunctions from "@azure/functions";

/**
 * A request carrying a file as the browser uploads it: the file in a multipart form's field `file`, beside the
 * form's other fields. Upload routes read it from the context's `request` (lib/read-upload.ts).
 */
export async function uploadRequest(
  url: string,
  file: { bytes: Uint8Array | string; name: string; type?: string },
  fields: Record<string, string> = {},
  method = "POST",
): Promise<azureFunctions.HttpRequest> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const content = typeof file.bytes === "string" ? file.bytes : Uint8Array.from(file.bytes);
  form.set("file", new File([content], file.name, { type: file.type ?? "application/octet-stream" }));
  const encoded = new Response(form);
  return new azureFunctions.HttpRequest({
    method,
    url: `http://localhost/api/${url}`,
    headers: { "content-type": encoded.headers.get("content-type") ?? "" },
    body: { bytes: new Uint8Array(await encoded.arrayBuffer()) },
  });
}
