import { Button, Spinner } from "@fluentui/react-components";
import { ArrowDownloadRegular } from "@fluentui/react-icons";
import { useState } from "react";
import type { ExportFormat } from "../../../contract/inspectionResults.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { showAlert } from "../../state/alert.ts";
import { downloadExport } from "./exportDownload.ts";

/** NDJSON and CSV of the result documents created in the searched days (the other filters do not apply). */
export function ExportButtons({ range }: { range: { from?: string; to?: string } }) {
  const [running, setRunning] = useState<ExportFormat | null>(null);
  const run = async (format: ExportFormat, label: string) => {
    setRunning(format);
    const ok = await downloadExport(format, range);
    setRunning(null);
    // The blob download has no status to show: the banner names the export instead.
    if (!ok) showAlert("error", label, TEXTS.exportFailed);
  };
  const button = (format: ExportFormat, label: string) => (
    <Button
      icon={running === format ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
      disabled={running !== null}
      onClick={() => void run(format, label)}
    >
      {label}
    </Button>
  );
  return (
    <>
      {button("ndjson", TEXTS.exportNdjson)}
      {button("csv", TEXTS.exportCsv)}
    </>
  );
}
