import { Button, Field, makeStyles, ProgressBar, Text, tokens } from "@fluentui/react-components";
import { ArrowUploadRegular } from "@fluentui/react-icons";
import { useId, useRef, useState } from "react";
import type { CageSvgReport } from "../../../contract/cages.ts";
import type { UploadKind } from "../../../domain/cageStatus.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { fillPath } from "../../api/call.ts";
import { uploadForm } from "../../api/http.ts";
import { cageApi } from "./cageApi.ts";

const ACCEPT: Record<UploadKind, string> = {
  photoFile: "image/png,image/jpeg",
  cageFile: "image/svg+xml,.svg",
  outlineFile: "image/svg+xml,.svg",
};

const useStyles = makeStyles({
  hidden: { display: "none" },
  box: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXS },
  warnings: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

/** Notes shown under the report; the rest are counted. */
const SHOWN_WARNINGS = 5;

/**
 * Upload one file to a slot (multipart: `type` then the file), with a progress bar. The browser's file
 * filter only helps the user; the server checks the content. After an SVG upload, what the server found
 * in the drawing (parts, named parts, generated ids, notes) stays under the button.
 */
export function UploadButton({
  detailId,
  kind,
  label,
  disabled,
  onUploaded,
}: {
  detailId: string;
  kind: UploadKind;
  label: string;
  disabled: boolean;
  onUploaded: () => void;
}) {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [report, setReport] = useState<CageSvgReport | null>(null);

  const send = async (file: File) => {
    const form = new FormData();
    form.append("type", kind);
    form.append("file", file);
    setProgress(0);
    setReport(null);
    const result = await uploadForm<{ report?: CageSvgReport }>(
      fillPath(cageApi.uploadCageFile.url, { id: detailId }),
      form,
      { onProgress: setProgress },
    );
    setProgress(null);
    if (result.ok) {
      setReport(result.data.report ?? null);
      onUploaded();
    }
  };

  return (
    <div className={styles.box}>
      <input
        id={inputId}
        ref={input}
        className={styles.hidden}
        type="file"
        accept={ACCEPT[kind]}
        aria-label={TEXTS.cageUpload(label)}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = "";
          if (file) void send(file);
        }}
      />
      <Button
        size="small"
        icon={<ArrowUploadRegular />}
        disabled={disabled || progress !== null}
        onClick={() => input.current?.click()}
      >
        {TEXTS.cageUpload(label)}
      </Button>
      {progress !== null ? (
        <Field validationMessage={TEXTS.cageUploading(Math.round(progress * 100))} validationState="none">
          <ProgressBar value={progress} />
        </Field>
      ) : null}
      {report ? <SvgReport report={report} className={styles.warnings} /> : null}
    </div>
  );
}

function SvgReport({ report, className }: { report: CageSvgReport; className: string }) {
  const shown = report.warnings.slice(0, SHOWN_WARNINGS);
  return (
    <div role="status">
      <Text size={200}>
        {report.parts === 0
          ? TEXTS.cageSvgNoParts
          : TEXTS.cageSvgReport(report.parts, report.named, report.idsGenerated)}
      </Text>
      {shown.length > 0 ? (
        <>
          <Text size={200} block>
            {TEXTS.cageSvgWarnings(report.warnings.length)}
          </Text>
          <ul className={className}>
            {shown.map((w) => (
              <li key={w}>
                <Text size={200}>{w}</Text>
              </li>
            ))}
          </ul>
          {report.warnings.length > shown.length ? (
            <Text size={200}>{TEXTS.cageSvgMoreWarnings(report.warnings.length - shown.length)}</Text>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
