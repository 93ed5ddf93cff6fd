import { formatFileSize } from "@aql-portal/shared";

/* Files in the browser: saving a download, checks before an upload. */

/** Hands a file to the browser as a download, under the name given. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the download has surely begun: the browser reads the blob after the click, and on a busy machine
  // not within the next tick (a URL revoked first fails the download). Held this long, the blob costs its memory
  // for a minute at most (FileSaver.js waits 40 s for the same reason).
  window.setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
}

const BLOB_URL_LIFETIME_MS = 60_000;

/** Why a file cannot be sent, or null: checked in the browser so nobody waits for a refusal the server would give. */
export function checkFile(
  file: Pick<File, "name" | "size">,
  accept: readonly string[],
  maxBytes: number,
): string | null {
  const name = file.name.toLowerCase();
  if (!accept.some((extension) => name.endsWith(extension.toLowerCase()))) {
    return `${file.name} is not ${listOf(accept)} file. Choose ${listOf(accept)} file.`;
  }
  if (file.size === 0) return `${file.name} is empty. Choose a file with data in it.`;
  if (file.size > maxBytes) {
    return `${file.name} is ${formatFileSize(file.size)}, more than the ${formatFileSize(maxBytes)} allowed.`;
  }
  return null;
}

function listOf(extensions: readonly string[]): string {
  const names = extensions.map((extension) => extension.replace(/^\./, "").toUpperCase());
  const article = /^[AEFHILMNORSX]/.test(names[0] ?? "") ? "an" : "a";
  return `${article} ${names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}` : names[0]}`;
}
