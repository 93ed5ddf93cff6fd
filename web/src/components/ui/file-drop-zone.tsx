import { formatFileSize } from "@aql-portal/shared";
import { useId, useState, type DragEvent, type ReactNode } from "react";
import { Box, Button, Flex, HStack, Text, VisuallyHidden, VStack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { LuFileSpreadsheet, LuUpload, LuX } from "react-icons/lu";
import { checkFile } from "../../lib/files";
import { IconDisc } from "./icon-disc";

/** The zone's colours change gently as a file is dragged over it. */
const ZONE_TRANSITION = "background 0.15s ease, border-color 0.15s ease";

export interface FileDropZoneProps {
  /** What the file is, for the accessible name: "Spreadsheet to import". */
  label: string;
  file: File | null;
  /** A file of an accepted type and size was chosen or dropped; null when removed. */
  onFileChange: (file: File | null) => void;
  /** A file was refused before uploading (type or size): the message says why. */
  onInvalidFile: (message: string) => void;
  /** Extensions, with the dot: [".xlsx", ".csv"]. */
  accept: readonly string[];
  maxBytes: number;
  /** Under the call to action: limits, what the file should hold. */
  hint?: ReactNode;
  /** Shown under the zone, and marks it invalid. */
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * A file picker that is also a drop target, large enough to hit on a tablet. The real <input type="file"> sits
 * inside the zone (visually hidden, still focusable), so the keyboard, screen readers and tests use it as is.
 */
export function FileDropZone({
  label,
  file,
  onFileChange,
  onInvalidFile,
  accept,
  maxBytes,
  hint,
  error,
  disabled = false,
}: FileDropZoneProps) {
  const { t } = useLingui();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [dragging, setDragging] = useState(false);

  const take = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = checkFile(chosen, accept, maxBytes);
    if (problem) onInvalidFile(problem);
    else onFileChange(chosen);
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    take(event.dataTransfer.files[0]);
  };

  const fileName = file?.name;
  const fileSize = file ? formatFileSize(file.size) : "";
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;

  return (
    <Box>
      <VStack
        asChild
        justify="center"
        gap="2"
        minH={file ? "28" : "44"}
        p="6"
        textAlign="center"
        borderWidth="2px"
        borderStyle="dashed"
        borderRadius="xl"
        borderColor={error ? "border.error" : dragging ? "brand.solid" : "border.emphasized"}
        bg={dragging ? "brand.subtle" : "bg.subtle"}
        cursor={disabled ? "not-allowed" : "pointer"}
        opacity={disabled ? 0.6 : 1}
        transition={ZONE_TRANSITION}
        _hover={disabled ? undefined : { borderColor: "brand.solid", bg: "brand.subtle" }}
        _focusWithin={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" }}
      >
        <label
          htmlFor={inputId}
          onDragEnter={(event) => {
            event.preventDefault();
            if (!disabled) setDragging(true);
          }}
          onDragOver={(event) => {
            event.preventDefault();
            event.dataTransfer.dropEffect = disabled ? "none" : "copy";
          }}
          onDragLeave={(event) => {
            // Leaving for a child of the zone is not leaving the zone.
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
          }}
          onDrop={onDrop}
        >
          <VisuallyHidden asChild>
            <input
              id={inputId}
              type="file"
              accept={accept.join(",")}
              disabled={disabled}
              aria-label={label}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                take(event.target.files?.[0]);
                // The same file may be chosen again after a fix on disk: a change event needs an empty input.
                event.target.value = "";
              }}
            />
          </VisuallyHidden>
          <IconDisc size="12" bg="bg" color="brand.fg" fontSize="xl" borderWidth="1px">
            <LuUpload />
          </IconDisc>
          <Text fontWeight="semibold">
            {dragging ? (
              <Trans>Drop the file to choose it</Trans>
            ) : file ? (
              <Trans>
                Drag your file here, or{" "}
                <Text as="span" color="brand.fg" textDecoration="underline" textUnderlineOffset="3px">
                  choose another file
                </Text>
              </Trans>
            ) : (
              <Trans>
                Drag your file here, or{" "}
                <Text as="span" color="brand.fg" textDecoration="underline" textUnderlineOffset="3px">
                  choose a file
                </Text>
              </Trans>
            )}
          </Text>
          {hint ? (
            <Text id={hintId} fontSize="sm" color="fg.muted" maxW="lg">
              {hint}
            </Text>
          ) : null}
        </label>
      </VStack>
      {error ? (
        <Text id={errorId} role="alert" color="fg.error" fontSize="sm" mt="2">
          {error}
        </Text>
      ) : null}
      {file ? (
        <Flex
          mt="3"
          align="center"
          gap="3"
          px="4"
          py="2"
          minH="14"
          layerStyle="card"
          data-testid="chosen-file"
        >
          <Box color="green.600" fontSize="2xl" aria-hidden="true" flexShrink="0">
            <LuFileSpreadsheet />
          </Box>
          <Box flex="1" minW="0">
            <Text fontWeight="medium" truncate title={file.name}>
              {file.name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {disabled ? fileSize : t`${fileSize} · ready to upload`}
            </Text>
          </Box>
          <HStack flexShrink="0">
            <Button
              variant="ghost"
              size="md"
              minH="10"
              colorPalette="gray"
              onClick={() => onFileChange(null)}
              disabled={disabled}
              aria-label={t`Remove ${fileName}`}
            >
              <LuX aria-hidden="true" />
              <Trans>Remove</Trans>
            </Button>
          </HStack>
        </Flex>
      ) : null}
    </Box>
  );
}
