import { useMemo, useState } from "react";
import { Button, Flex, Table, Text } from "@chakra-ui/react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { defectTotals, type InspectionDetail, isReported, formatCount } from "@aql-portal/shared";
import { PhotoThumbnail } from "../../../components/ui/photo-thumbnail";
import { PhotoLightbox, type ReportPhoto } from "./photo-lightbox";
import { SeverityBadge } from "../../../components/ui/severity-badge";
import { sortedDefects } from "./report-model";
import { EmptyNote, ReportSection } from "./report-section";
import { ReportTable } from "./report-table";

/** The defect tally as recorded: what, which class, how many units, and the photos taken of it. */
export function DefectsSection({
  detail,
}: {
  detail: Pick<InspectionDetail, "work" | "photoUrls" | "status">;
}) {
  const { t } = useLingui();
  const defects = useMemo(() => sortedDefects(detail.work.defects), [detail.work.defects]);
  const photos = useMemo<ReportPhoto[]>(
    () =>
      defects.flatMap((defect) =>
        defect.photoIds.map((photoId, index) => {
          const number = index + 1;
          const count = defect.photoIds.length;
          return {
            photoId,
            url: detail.photoUrls[photoId],
            caption: `${defect.defectCode} ${defect.defectName}`,
            position: t`photo ${number} of ${count}`,
          };
        }),
      ),
    [defects, detail.photoUrls, t],
  );
  const [shown, setShown] = useState<number | null>(null);
  const totals = defectTotals(defects);
  const units = totals.CRITICAL + totals.MAJOR + totals.MINOR;
  const entryCount = defects.length;
  const photoCount = photos.length;

  return (
    <ReportSection
      title={t`Defects`}
      aside={
        entryCount > 0
          ? t`${plural(entryCount, { one: "# entry", other: "# entries" })} · ${plural(units, { one: "# unit", other: "# units" })} · ${plural(photoCount, { one: "# photo", other: "# photos" })}`
          : undefined
      }
    >
      {defects.length === 0 ? (
        <EmptyNote
          title={t`No defects recorded`}
          detail={
            isReported(detail.status)
              ? t`The inspector found no defect in the sample.`
              : t`Defects appear here as the inspector records them.`
          }
        />
      ) : (
        <ReportTable
          label={t`Defects`}
          columns={[t`CODE`, t`DEFECT`, t`CATEGORY`, t`SEVERITY`, { label: t`COUNT`, end: true }, t`PHOTOS`]}
        >
          {defects.map((defect) => (
            <Table.Row key={defect.id}>
              <Table.Cell fontFamily="mono" fontSize="sm" whiteSpace="nowrap">
                {defect.defectCode}
              </Table.Cell>
              <Table.Cell fontWeight="medium">{defect.defectName}</Table.Cell>
              <Table.Cell color="fg.muted">{defect.category}</Table.Cell>
              <Table.Cell>
                <SeverityBadge severity={defect.severity} />
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" fontWeight="semibold">
                {formatCount(defect.count)}
              </Table.Cell>
              <Table.Cell>
                {defect.photoIds.length === 0 ? (
                  <Text as="span" color="fg.subtle" fontSize="sm">
                    <Trans>None</Trans>
                  </Text>
                ) : (
                  <Flex gap="1.5" wrap="wrap">
                    {defect.photoIds.map((photoId, index) => {
                      const at = photos.findIndex((photo) => photo.photoId === photoId);
                      const number = index + 1;
                      const defectName = defect.defectName;
                      return (
                        <Thumbnail
                          key={photoId}
                          url={detail.photoUrls[photoId]}
                          label={t`Open photo ${number} of ${defectName}`}
                          onOpen={() => setShown(at)}
                        />
                      );
                    })}
                  </Flex>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </ReportTable>
      )}
      <PhotoLightbox photos={photos} index={shown} onIndexChange={setShown} />
    </ReportSection>
  );
}

function Thumbnail({ url, label, onOpen }: { url: string | undefined; label: string; onOpen: () => void }) {
  return (
    <Button
      variant="plain"
      p="0"
      minW="0"
      h="auto"
      borderRadius="md"
      aria-label={label}
      onClick={onOpen}
      _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" }}
    >
      <PhotoThumbnail src={url} alt="" size="md" />
    </Button>
  );
}
