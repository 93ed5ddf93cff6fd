/** What a JPEG's structure says, or why the bytes are not a whole JPEG (worded to follow "it is not a JPEG:"). */
export type JpegCheck = { ok: true; width: number; height: number } | { ok: false; problem: string };

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const DQT = 0xdb;
const DHT = 0xc4;
const DRI = 0xdd;
const COM = 0xfe;
const APP0 = 0xe0;
const APP15 = 0xef;
/** Huffman-coded frames: baseline, extended and progressive, which is what cameras and browsers write. */
const FRAMES = new Set([0xc0, 0xc1, 0xc2]);

const failed = (problem: string): JpegCheck => ({ ok: false, problem });

/**
 * Walks a JPEG's structure without decoding its pixels (a full decode in JavaScript takes about a second of the
 * host's one thread per photo): it begins with SOI; every segment is a known marker whose length stays inside
 * the file; one frame gives a size; the scans follow the frame and the quantisation and Huffman tables, and
 * their coded data escapes every 0xFF byte; the file ends with EOI, with nothing after it. An HTML page behind
 * three JPEG bytes, a truncated photo or one with a page appended fails here.
 */
export function checkJpeg(bytes: Uint8Array): JpegCheck {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) return failed("it does not begin as a JPEG does");
  let frame: { width: number; height: number } | null = null;
  const seen = new Set<number>();
  let at = 2;
  for (;;) {
    if (at >= bytes.length) return failed("it ends before its end marker");
    if (bytes[at] !== 0xff) return failed(`byte ${at} is not the start of a segment`);
    // Any marker may follow fill bytes (0xFF).
    while (bytes[at + 1] === 0xff) at++;
    const marker = bytes[at + 1];
    at += 2;
    if (marker === undefined) return failed("it ends before its end marker");
    if (marker === EOI) {
      if (at !== bytes.length) return failed("it goes on after its end marker");
      return frame && seen.has(SOS) ? { ok: true, ...frame } : failed("it holds no image");
    }
    if (!FRAMES.has(marker) && marker !== SOS && !isOtherSegment(marker))
      return failed(`it has an unknown marker 0x${marker.toString(16)} at byte ${at - 2}`);
    const length = ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
    const end = at + length;
    if (length < 2 || end > bytes.length) return failed(`a segment at byte ${at - 2} runs past the end`);
    if (FRAMES.has(marker)) {
      if (frame) return failed("it has more than one frame");
      const components = bytes[at + 7] ?? 0;
      const height = ((bytes[at + 3] ?? 0) << 8) | (bytes[at + 4] ?? 0);
      const width = ((bytes[at + 5] ?? 0) << 8) | (bytes[at + 6] ?? 0);
      if (length !== 8 + 3 * components || components === 0) return failed("its frame header is malformed");
      if (width === 0 || height === 0) return failed("its frame has no size");
      frame = { width, height };
    } else if (marker === SOS) {
      if (!frame || !seen.has(DQT) || !seen.has(DHT))
        return failed("an image scan comes before its frame and tables");
    }
    seen.add(marker);
    at = marker === SOS ? endOfCodedData(bytes, end) : end;
  }
}

/** Tables, the restart interval, application data (EXIF, JFIF, colour profiles) and comments. */
function isOtherSegment(marker: number): boolean {
  return (
    marker === DQT ||
    marker === DHT ||
    marker === DRI ||
    marker === COM ||
    (marker >= APP0 && marker <= APP15)
  );
}

/** Where a scan's coded data ends: at the first 0xFF that is neither an escaped 0xFF00 nor a restart marker. */
function endOfCodedData(bytes: Uint8Array, from: number): number {
  let at = bytes.indexOf(0xff, from);
  while (at !== -1) {
    const next = bytes[at + 1];
    if (next !== 0x00 && !(next !== undefined && next >= 0xd0 && next <= 0xd7)) return at;
    at = bytes.indexOf(0xff, at + 2);
  }
  return bytes.length;
}
