import { useState } from "react";
import { Box, Button, CloseButton, Drawer, Skeleton, Stack, Text, VStack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { LuRuler, LuUpload } from "react-icons/lu";
import { messages, type Product, type SizeChart } from "@aql-portal/shared";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { SideDrawer } from "../../../components/ui/side-drawer";
import { useSizeChart } from "../../../lib/size-chart";
import { SizeChartView } from "./size-chart-view";
import { SizeChartUpload } from "./size-chart-upload";

export interface SizeChartDrawerProps {
  /** The style whose chart is shown; null closes the drawer. */
  product: Product | null;
  onClose: () => void;
  /** A chart was uploaded for this style. */
  onUploaded: (product: Product, chart: SizeChart) => void;
}

/** A style's size chart: points of measure × sizes with tolerances, or the way to upload one. */
export function SizeChartDrawer({ product, onClose, onUploaded }: SizeChartDrawerProps) {
  return (
    <SideDrawer open={product !== null} onClose={onClose} size="xl">
      {product ? <SizeChartPanel key={product.id} product={product} onUploaded={onUploaded} /> : null}
    </SideDrawer>
  );
}

function SizeChartPanel({
  product,
  onUploaded,
}: Pick<SizeChartDrawerProps, "onUploaded"> & { product: Product }) {
  const { t } = useLingui();
  const chart = useSizeChart(product.id);
  const { styleCode } = product;
  const [replacing, setReplacing] = useState(false);
  const hasChart = Boolean(chart.data);

  return (
    <>
      <Drawer.Header borderBottomWidth="1px" pe="14">
        <Box minW="0">
          <Drawer.Title display="flex" alignItems="center" gap="2">
            <LuRuler aria-hidden="true" />
            <Trans>Size chart · {styleCode}</Trans>
          </Drawer.Title>
          <Text color="fg.muted" fontSize="sm" mt="1">
            {product.styleName}
            {product.productCategory ? ` · ${product.productCategory.name}` : ""}
            {product.garmentCategory !== "empty" ? ` · ${product.garmentCategory}` : ""}
          </Text>
        </Box>
      </Drawer.Header>
      <Drawer.Body py="5">
        {chart.isLoading ? (
          <Stack gap="3" aria-busy="true">
            <Text srOnly role="status">
              <Trans>Loading the size chart…</Trans>
            </Text>
            <Skeleton height="5" width="60%" />
            <Skeleton height="48" />
          </Stack>
        ) : chart.error ? (
          <FailureAlert
            title={messages.unableToGetSizeChart}
            message={chart.error.message}
            onRetry={() => void chart.mutate()}
          />
        ) : chart.data ? (
          <Stack gap="5">
            {replacing ? (
              <SizeChartUpload
                product={product}
                replaces
                onCancel={() => setReplacing(false)}
                onUploaded={(uploaded) => {
                  setReplacing(false);
                  onUploaded(product, uploaded);
                }}
              />
            ) : null}
            <SizeChartView chart={chart.data} />
          </Stack>
        ) : (
          <Stack gap="6">
            <VStack gap="2" textAlign="center" py="4">
              <Box
                display="grid"
                placeItems="center"
                boxSize="12"
                borderRadius="full"
                bg="bg.muted"
                color="fg.muted"
                fontSize="xl"
                aria-hidden="true"
              >
                <LuRuler />
              </Box>
              <Text fontWeight="semibold">{messages.sizeChartNotFound}</Text>
              <Text color="fg.muted" fontSize="sm" maxW="md">
                <Trans>
                  Upload the style’s size chart: points of measure in rows, sizes in columns, with the
                  tolerance below and above each measurement. Inspectors measure against it.
                </Trans>
              </Text>
            </VStack>
            <SizeChartUpload
              product={product}
              replaces={false}
              onUploaded={(uploaded) => onUploaded(product, uploaded)}
            />
          </Stack>
        )}
      </Drawer.Body>
      <Drawer.Footer borderTopWidth="1px" justifyContent="space-between">
        {hasChart && !replacing ? (
          <Button variant="outline" size="lg" onClick={() => setReplacing(true)}>
            <LuUpload aria-hidden="true" />
            <Trans>Upload a new chart</Trans>
          </Button>
        ) : (
          <span />
        )}
        <Drawer.ActionTrigger asChild>
          <Button variant="solid" colorPalette="brand" size="lg">
            <Trans>Close</Trans>
          </Button>
        </Drawer.ActionTrigger>
      </Drawer.Footer>
      <Drawer.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t`Close`} />
      </Drawer.CloseTrigger>
    </>
  );
}
