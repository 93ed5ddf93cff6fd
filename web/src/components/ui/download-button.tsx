import { useState } from "react";
import { Button, type ButtonProps } from "@chakra-ui/react";
import { LuDownload } from "react-icons/lu";
import { errorMessage, type DownloadedFile } from "../../lib/api-client";
import { saveFile } from "../../lib/files";
import { notify } from "./toaster";

export interface DownloadButtonProps extends Omit<ButtonProps, "onClick" | "loading" | "children"> {
  /** Fetches the file (a template, a report); it is then saved under the name the server gave it. */
  download: () => Promise<DownloadedFile>;
  /** The toast's title when the file cannot be had, e.g. "Unable to download the template". */
  failureTitle: string;
  /** The notify action: a later try's outcome replaces this one's toast. */
  action: string;
  /** The button's words, after the download icon. */
  label: string;
}

/** A button that fetches a file and saves it, loading meanwhile; a failure is a toast with the server's words. */
export function DownloadButton({ download, failureTitle, action, label, ...button }: DownloadButtonProps) {
  const [downloading, setDownloading] = useState(false);
  const save = async () => {
    setDownloading(true);
    try {
      const file = await download();
      saveFile(file.blob, file.fileName);
    } catch (error) {
      notify("error", errorMessage(error), failureTitle, { action });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button {...button} loading={downloading} onClick={() => void save()}>
      <LuDownload aria-hidden="true" />
      {label}
    </Button>
  );
}
