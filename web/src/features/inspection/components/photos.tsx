import { useEffect, useRef, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { Box, Button, IconButton } from "@chakra-ui/react";
import { LuCamera, LuX } from "react-icons/lu";
import { PhotoThumbnail } from "../../../components/ui/photo-thumbnail";
import { notify } from "../../../components/ui/toaster";
import { reducePhoto } from "../photos/reduce-photo";
import { errorMessage } from "../../../lib/api-client";

/**
 * The address of a photo to show: the server's short-lived link once it has the photo, else the file kept on
 * this tablet (read from storage, shown through an object URL released when the thumbnail goes).
 */
export function usePhotoSource(
  photoId: string,
  serverUrl: string | undefined,
  readPending: (photoId: string) => Promise<Blob | null>,
): string | null {
  const [local, setLocal] = useState<{ photoId: string; url: string } | null>(null);
  useEffect(() => {
    if (serverUrl) return;
    let gone = false;
    let created: string | null = null;
    void readPending(photoId).then((photo) => {
      if (!photo || gone) return;
      created = URL.createObjectURL(photo);
      setLocal({ photoId, url: created });
    });
    return () => {
      gone = true;
      if (created) URL.revokeObjectURL(created);
    };
  }, [photoId, serverUrl, readPending]);
  return serverUrl ?? (local?.photoId === photoId ? local.url : null);
}

export interface PhotoThumbProps {
  src: string | null;
  alt: string;
  /** Shown as a remove button on the thumbnail. */
  onRemove?: () => void;
}

/** A square thumbnail (large enough to check the defect is in the picture), with an optional remove. */
export function PhotoThumb({ src, alt, onRemove }: PhotoThumbProps) {
  const { t } = useLingui();
  return (
    <Box position="relative" boxSize="24" flexShrink="0">
      <PhotoThumbnail src={src} alt={alt} size="lg" />
      {onRemove ? (
        <IconButton
          position="absolute"
          top="-2"
          right="-2"
          size="sm"
          minW="11"
          h="11"
          borderRadius="full"
          colorPalette="red"
          aria-label={t`Remove ${alt}`}
          onClick={onRemove}
        >
          <LuX />
        </IconButton>
      ) : null}
    </Box>
  );
}

export interface PhotoCaptureProps {
  /** A photo reduced on the tablet, ready to keep. */
  onPhoto: (photo: Blob) => void;
  label?: string;
  disabled?: boolean;
}

/**
 * Opens the tablet's rear camera (a file picker on a desktop) and reduces the photo before it is kept: at
 * most 1600 px on its longest edge, JPEG, turned upright.
 */
export function PhotoCapture({ onPhoto, label, disabled }: PhotoCaptureProps) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [preparing, setPreparing] = useState(false);

  const take = async (file: File) => {
    setPreparing(true);
    try {
      onPhoto(await reducePhoto(file));
    } catch (error) {
      notify("error", errorMessage(error), undefined, { action: "photo" });
    } finally {
      setPreparing(false);
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        aria-label={t`Defect photo`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so the same photo can be chosen again after a removal.
          event.target.value = "";
          if (file) void take(file);
        }}
      />
      <Button
        size="xl"
        variant="outline"
        disabled={disabled}
        loading={preparing}
        loadingText={t`Preparing photo…`}
        onClick={() => input.current?.click()}
      >
        <LuCamera aria-hidden="true" />
        {label ?? t`Take photo`}
      </Button>
    </>
  );
}
