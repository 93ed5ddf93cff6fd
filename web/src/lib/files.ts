import { t } from "@lingui/core/macro";
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
  const fileName = file.name;
  if (!accept.some((extension) => name.endsWith(extension.toLowerCase()))) {
    const { kinds, an } = kindsOf(accept);
    return an
      ? t`${fileName} is not an ${kinds} file. Choose an ${kinds} file.`
      : t`${fileName} is not a ${kinds} file. Choose a ${kinds} file.`;
  }
  if (file.size === 0) return t`${fileName} is empty. Choose a file with data in it.`;
  if (file.size > maxBytes) {
    const size = formatFileSize(file.size);
    const limit = formatFileSize(maxBytes);
    return t`${fileName} is ${size}, more than the ${limit} allowed.`;
  }
  return null;
}

/**
 * The kinds of file, e.g. "XLSX or CSV", and whether English says "an" before them (an extension is read as
 * letters: "an XLSX", "a CSV").
 */
function kindsOf(extensions: readonly string[]): { kinds: string; an: boolean } {
  const names = extensions.map((extension) => extension.replace(/^\./, "").toUpperCase());
  const an = /^[AEFHILMNORSX]/.test(names[0] ?? "");
  if (names.length < 2) return { kinds: names[0] ?? "", an };
  const first = names.slice(0, -1).join(", ");
  const last = names.at(-1) ?? "";
  return { kinds: t`${first} or ${last}`, an };
}
