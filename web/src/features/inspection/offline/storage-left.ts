import { t, plural } from "@lingui/core/macro";
import { formatCount } from "@aql-portal/shared";

/** What the browser says of this site's storage (navigator.storage.estimate(), persisted()). */
export interface StorageEstimate {
  usage: number;
  quota: number;
  /** Whether the browser has agreed not to clear it when the device runs short of space. */
  persisted: boolean;
}

/** A reduced defect photo is 200–400 KB (1600 px, JPEG 0.8): room is counted in photos of the larger size. */
export const PHOTO_ROOM_BYTES = 400 * 1024;
/** Fewer photos than this still fit (two days' work at 50 a day): the tablet warns before it is full. */
export const LOW_ROOM_PHOTOS = 100;

export interface StorageView {
  tone: "neutral" | "warning" | "danger";
  text: string;
  detail: string;
  /** Photos that still fit. */
  photosLeft: number;
}

const megabytes = (bytes: number) => {
  if (bytes >= 1024 ** 3) {
    const gigabytes = (bytes / 1024 ** 3).toFixed(1);
    return t`${gigabytes} GB`;
  }
  const wholeMegabytes = formatCount(Math.round(bytes / 1024 ** 2));
  return t`${wholeMegabytes} MB`;
};

/**
 * How much the tablet can still keep, in the unit the inspector thinks in (photos), and a warning while there is
 * still room to act: low below LOW_ROOM_PHOTOS, full when not one more photo fits.
 */
export function storageView({ usage, quota, persisted }: StorageEstimate): StorageView {
  const free = Math.max(0, quota - usage);
  const photosLeft = Math.floor(free / PHOTO_ROOM_BYTES);
  const kept = persisted
    ? t`The browser keeps this tablet's data even when space runs short.`
    : t`The browser may clear this tablet's data when space runs short: send your work when you can.`;
  if (photosLeft === 0) {
    return {
      tone: "danger",
      text: t`This tablet's storage is full: no more photos fit`,
      detail: t`Send your work, or free space on the tablet, before taking more photos.`,
      photosLeft,
    };
  }
  const freeSpace = megabytes(free);
  if (photosLeft < LOW_ROOM_PHOTOS) {
    return {
      tone: "warning",
      text: plural(photosLeft, {
        one: "Storage almost full: room for about # more photo",
        other: "Storage almost full: room for about # more photos",
      }),
      detail: t`${freeSpace} free. Send your work, or free space on the tablet, before taking many more photos.`,
      photosLeft,
    };
  }
  return {
    tone: "neutral",
    text: plural(photosLeft, {
      one: `${freeSpace} free — room for about # more photo`,
      other: `${freeSpace} free — room for about # more photos`,
    }),
    detail: kept,
    photosLeft,
  };
}
