import { useEffect, useState } from "react";
import { Text } from "@chakra-ui/react";
import { LuHardDrive } from "react-icons/lu";
import { storageView, type StorageEstimate, type StorageView } from "../offline/storage-left";
import { ToneNotice } from "./tone-notice";

/** How often the room left is read again while a page shows it (photos fill it as the inspector works). */
const REREAD_MS = 30_000;

async function estimate(): Promise<StorageEstimate | null> {
  if (!navigator.storage?.estimate) return null;
  const [{ usage = 0, quota = 0 }, persisted] = await Promise.all([
    navigator.storage.estimate(),
    navigator.storage.persisted?.() ?? Promise.resolve(false),
  ]);
  return { usage, quota, persisted };
}

/** The room left on this tablet (null: the browser does not say), read again every half minute. */
export function useStorageLeft(): StorageView | null {
  const [view, setView] = useState<StorageView | null>(null);
  useEffect(() => {
    let current = true;
    const read = () =>
      void estimate().then(
        (found) => {
          if (current) setView(found ? storageView(found) : null);
        },
        () => undefined,
      );
    read();
    const timer = window.setInterval(read, REREAD_MS);
    return () => {
      current = false;
      window.clearInterval(timer);
    };
  }, []);
  return view;
}

export const STORAGE_PALETTES: Readonly<Record<StorageView["tone"], string>> = {
  neutral: "gray",
  warning: "orange",
  danger: "red",
};

/** On the inspection screen, only when the tablet is running out of room for photos. */
export function StorageWarning() {
  const view = useStorageLeft();
  if (!view || view.tone === "neutral") return null;
  const palette = STORAGE_PALETTES[view.tone];
  return (
    <ToneNotice palette={palette} icon={<LuHardDrive />} px="5" py="3">
      <Text>
        <Text as="span" fontWeight="semibold" color={`${palette}.fg`}>
          {view.text}.
        </Text>{" "}
        {view.detail}
      </Text>
    </ToneNotice>
  );
}
