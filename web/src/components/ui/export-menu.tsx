import { Button, Menu, Portal } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { LuDownload } from "react-icons/lu";
import type { ExportFormat } from "../../lib/table-export";

export interface ExportMenuProps {
  onExport: (format: ExportFormat) => void;
  /** Nothing to export (no rows). */
  disabled?: boolean;
  /** A file is being made: the button shows a loader saying `loadingText`. */
  loading?: boolean;
  loadingText?: string;
}

/** "Export" and its two files: an Excel workbook or a CSV, the same table either way (lib/table-export.ts). */
export function ExportMenu({ onExport, disabled = false, loading = false, loadingText }: ExportMenuProps) {
  return (
    <Menu.Root positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger asChild>
        <Button
          size="sm"
          variant="outline"
          bg="bg"
          flexShrink="0"
          disabled={disabled}
          loading={loading}
          loadingText={loadingText}
        >
          <LuDownload aria-hidden="true" />
          <Trans>Export</Trans>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="xlsx" onClick={() => onExport("xlsx")}>
              <Trans>Excel workbook (.xlsx)</Trans>
            </Menu.Item>
            <Menu.Item value="csv" onClick={() => onExport("csv")}>
              <Trans>CSV (.csv)</Trans>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
