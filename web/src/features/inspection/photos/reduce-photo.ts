import { PHOTO_LIMITS, messages } from "@aql-portal/shared";

/** The size a photo is drawn at: its longest edge at most `maxEdge`, proportions kept, never enlarged. */
export function reducedSize(
  width: number,
  height: number,
  maxEdge: number = PHOTO_LIMITS.maxEdge,
): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Lower qualities tried, in turn, for the rare photo still over the size limit at the usual quality. */
const FALLBACK_QUALITIES = [0.6, 0.4] as const;

/**
 * A camera photo reduced on the tablet before it is stored and sent (PHOTO_LIMITS): turned upright as the
 * camera recorded it (EXIF orientation), at most 1600 px on its longest edge, JPEG at quality 0.8. A 12 MP
 * photo of several megabytes becomes a few hundred kilobytes, which a poor connection can carry.
 */
export async function reducePhoto(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" }).catch(() => {
    throw new Error(messages.photoUnreadable);
  });
  try {
    const { width, height } = reducedSize(bitmap.width, bitmap.height);
    for (const quality of [PHOTO_LIMITS.jpegQuality, ...FALLBACK_QUALITIES]) {
      const photo = await drawJpeg(bitmap, width, height, quality);
      if (photo.size <= PHOTO_LIMITS.maxBytes) return photo;
    }
    throw new Error(messages.photoTooDetailed);
  } finally {
    bitmap.close();
  }
}

async function drawJpeg(bitmap: ImageBitmap, width: number, height: number, quality: number): Promise<Blob> {
  if (typeof OffscreenCanvas !== "undefined") {
    const canvas = new OffscreenCanvas(width, height);
    paint(canvas.getContext("2d"), bitmap, width, height);
    return canvas.convertToBlob({ type: "image/jpeg", quality });
  }
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  paint(canvas.getContext("2d"), bitmap, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(messages.photoUnreadable))),
      "image/jpeg",
      quality,
    ),
  );
}

function paint(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null,
  bitmap: ImageBitmap,
  width: number,
  height: number,
): void {
  if (!context) throw new Error(messages.photoUnreadable);
  // JPEG has no transparency: a transparent PNG would turn black without a white ground.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
}
