import { Button, Field, makeStyles, ProgressBar, tokens } from "@fluentui/react-components";
import { ArrowUploadRegular } from "@fluentui/react-icons";
import { useId, useRef, useState } from "react";
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
});

/**
 * Upload one file to a slot (multipart: `type` then the file), with a progress bar. The browser's file
 * filter only helps the user; the server checks the content.
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

  const send = async (file: File) => {
    const form = new FormData();
    form.append("type", kind);
    form.append("file", file);
    setProgress(0);
    const result = await uploadForm(fillPath(cageApi.uploadCageFile.url, { id: detailId }), form, {
      onProgress: setProgress,
    });
    setProgress(null);
    if (result.ok) onUploaded();
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
    </div>
  );
}
