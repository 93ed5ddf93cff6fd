import { useState } from "react";
import { Box, Center, CloseButton, Dialog, Flex, IconButton, Image, Portal, Text } from "@chakra-ui/react";
import { LuChevronLeft, LuChevronRight, LuImageOff } from "react-icons/lu";
import { Trans, useLingui } from "@lingui/react/macro";

export interface ReportPhoto {
  photoId: string;
  /** A short-lived read link; missing when the server has no link for it. */
  url: string | undefined;
  /** What the photo shows, e.g. "FAB01 Hole in fabric". */
  caption: string;
  /** Its place among the defect's photos, e.g. "photo 1 of 2". */
  position: string;
}

export interface PhotoLightboxProps {
  photos: readonly ReportPhoto[];
  /** The photo shown, by its index in `photos`; null closes the lightbox. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

/** A control's colours on the dark lightbox. */
const ON_DARK = { color: "white", _hover: { bg: "whiteAlpha.200" } } as const;

/** Defect photos, large, one at a time: previous and next (buttons or arrow keys) go through every photo. */
export function PhotoLightbox({ photos, index, onIndexChange }: PhotoLightboxProps) {
  const { t } = useLingui();
  const [brokenId, setBrokenId] = useState<string | null>(null);
  const photo = index === null ? undefined : photos[index];
  const count = photos.length;
  const number = (index ?? 0) + 1;
  const step = (by: number) => {
    if (index !== null && count > 1) onIndexChange((index + by + count) % count);
  };

  return (
    <Dialog.Root
      open={photo !== undefined}
      onOpenChange={(details) => {
        if (!details.open) onIndexChange(null);
      }}
      placement="center"
      size="xl"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.800" />
        <Dialog.Positioner>
          <Dialog.Content
            bg="gray.950"
            color="white"
            onKeyDown={(event) => {
              if (event.key === "ArrowLeft") step(-1);
              if (event.key === "ArrowRight") step(1);
            }}
          >
            {photo ? (
              <>
                <Dialog.Header pe="14">
                  <Box minW="0">
                    <Dialog.Title fontSize="md">{photo.caption}</Dialog.Title>
                    <Text fontSize="sm" color="whiteAlpha.700">
                      {photo.position}
                      {count > 1 ? ` · ${t`${number} of ${count} photos in this report`}` : ""}
                    </Text>
                  </Box>
                </Dialog.Header>
                <Dialog.Body px="4" pb="4">
                  <Flex align="center" gap="2">
                    {count > 1 ? <StepButton direction="previous" onClick={() => step(-1)} /> : null}
                    <Center flex="1" minH="50vh" bg="black" borderRadius="md" overflow="hidden">
                      {photo.url && brokenId !== photo.photoId ? (
                        <Image
                          src={photo.url}
                          alt={`${photo.caption}, ${photo.position}`}
                          maxH="72vh"
                          maxW="full"
                          objectFit="contain"
                          onError={() => setBrokenId(photo.photoId)}
                        />
                      ) : (
                        <Box textAlign="center" color="whiteAlpha.800" px="6">
                          <Center fontSize="3xl" mb="2" aria-hidden="true">
                            <LuImageOff />
                          </Center>
                          <Text>
                            <Trans>This photo cannot be shown: its link has expired.</Trans>
                          </Text>
                          <Text fontSize="sm" color="whiteAlpha.700">
                            <Trans>Reload the page to see it again.</Trans>
                          </Text>
                        </Box>
                      )}
                    </Center>
                    {count > 1 ? <StepButton direction="next" onClick={() => step(1)} /> : null}
                  </Flex>
                </Dialog.Body>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t`Close photo`} {...ON_DARK} />
                </Dialog.CloseTrigger>
              </>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Previous or next, white on the dark lightbox. */
function StepButton({ direction, onClick }: { direction: "previous" | "next"; onClick: () => void }) {
  const { t } = useLingui();
  return (
    <IconButton
      aria-label={direction === "previous" ? t`Previous photo` : t`Next photo`}
      variant="ghost"
      size="lg"
      onClick={onClick}
      {...ON_DARK}
    >
      {direction === "previous" ? <LuChevronLeft /> : <LuChevronRight />}
    </IconButton>
  );
}
