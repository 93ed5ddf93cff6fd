import { Flex, Link, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Severity } from "@aql-portal/shared";
import { PhotoThumbnail } from "../../../components/ui/photo-thumbnail";
import { SEVERITIES } from "../../../components/ui/severity";

/** The most serious class first. */
export const bySeverity = (a: { severity: Severity }, b: { severity: Severity }): number =>
  SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity);

/**
 * A defect's photos as thumbnails, each opening the photo itself in a new tab (its link lives minutes); at most
 * `max` shown, and how many more.
 */
export function PhotoStrip({
  photoIds,
  urls,
  defectName,
  max = 6,
}: {
  photoIds: readonly string[];
  urls: Readonly<Record<string, string>>;
  defectName: string;
  max?: number;
}) {
  const { t } = useLingui();
  if (photoIds.length === 0) {
    return (
      <Text as="span" color="fg.muted" fontSize="sm">
        <Trans>No photo</Trans>
      </Text>
    );
  }
  const shown = photoIds.slice(0, max);
  const photoCount = photoIds.length;
  const moreCount = photoIds.length - shown.length;
  return (
    <Flex gap="1.5" wrap="wrap" align="center">
      {shown.map((photoId, index) => {
        const url = urls[photoId];
        const photoNumber = index + 1;
        const label = t`Photo ${photoNumber} of ${photoCount} of ${defectName}`;
        return url ? (
          <Link
            key={photoId}
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t`${label} (opens in a new tab)`}
            borderRadius="md"
          >
            <PhotoThumbnail src={url} alt="" size="md" />
          </Link>
        ) : (
          <PhotoThumbnail key={photoId} src={null} alt={t`${label}: not available`} size="md" />
        );
      })}
      {moreCount > 0 ? (
        <Text as="span" fontSize="sm" color="fg.muted">
          <Trans>+{moreCount} more</Trans>
        </Text>
      ) : null}
    </Flex>
  );
}
