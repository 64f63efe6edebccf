import { Button, Spinner } from "@fluentui/react-components";
import { ArrowDownloadRegular } from "@fluentui/react-icons";
import { useState } from "react";
import type { ExportFormat } from "../../../contract/inspectionResults.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { downloadExport } from "./exportDownload.ts";

/** NDJSON and CSV of the result documents created in the searched days (the other filters do not apply). */
export function ExportButtons({ range }: { range: { from?: string; to?: string } }) {
  const [running, setRunning] = useState<ExportFormat | null>(null);
  const run = async (format: ExportFormat) => {
    setRunning(format);
    // Only the ticket is waited for: the browser's download shows the file's own progress. A refused
    // ticket has had its banner (the server's message).
    await downloadExport(format, range);
    setRunning(null);
  };
  const button = (format: ExportFormat, label: string) => (
    <Button
      icon={running === format ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
      disabled={running !== null}
      onClick={() => void run(format)}
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
