import { Button, makeStyles, Text, Title3, tokens } from "@fluentui/react-components";
import { ErrorCircleRegular } from "@fluentui/react-icons";
import { useState } from "react";
import { clip, fitReport, REPORT_TEXT_LIMITS } from "../../domain/clientReports.ts";
import { TEXTS } from "../../domain/texts.ts";
import { call } from "../api/call.ts";
import { endpoints } from "../api/endpoints.ts";
import { Surface } from "../ui/Surface.tsx";

const useStyles = makeStyles({
  root: { display: "flex", justifyContent: "center", padding: tokens.spacingVerticalXXL },
  card: { width: "min(760px, 100%)", gap: tokens.spacingVerticalM },
  title: { display: "flex", alignItems: "center", gap: tokens.spacingHorizontalS },
  icon: { color: tokens.colorPaletteRedForeground1, fontSize: "28px" },
  pre: {
    maxHeight: "320px",
    overflow: "auto",
    margin: 0,
    padding: tokens.spacingVerticalS,
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground3,
    whiteSpace: "pre-wrap",
    wordBreak: "break-word",
  },
  actions: { display: "flex", alignItems: "center", gap: tokens.spacingHorizontalM },
});

export function errorMessageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return typeof error === "string" ? error : String(error);
}

function crashDetails(error: unknown, componentStack: string): string {
  const stack = error instanceof Error && error.stack ? error.stack : "";
  return [stack, componentStack.trim()].filter(Boolean).join("\n\nComponent stack:\n");
}

type Report = "idle" | "sending" | "sent" | "failed";

/** 'Something went wrong.' with the details and a Report feedback button (POST /api/feedback). */
export function CrashFallback({ error, componentStack = "" }: { error: unknown; componentStack?: string }) {
  const styles = useStyles();
  const [report, setReport] = useState<Report>("idle");
  const message = errorMessageOf(error);
  const details = crashDetails(error, componentStack);

  const send = async () => {
    setReport("sending");
    // Cut to the contract's lengths, the details until the body fits the server's size cap (issue 20).
    const body = fitReport(
      {
        message: clip(message, REPORT_TEXT_LIMITS.message),
        details: clip(details, REPORT_TEXT_LIMITS.detail),
        path: clip(window.location.pathname, REPORT_TEXT_LIMITS.path),
      },
      "details",
    );
    const result = await call(endpoints.reportFeedback, { body, quiet: true, quietError: true });
    setReport(result.ok ? "sent" : "failed");
  };

  return (
    <div className={styles.root} role="alert">
      <Surface className={styles.card}>
        <div className={styles.title}>
          <ErrorCircleRegular className={styles.icon} aria-hidden />
          <Title3 as="h1">{TEXTS.renderCrashTitle}</Title3>
        </div>
        <Text>{message}</Text>
        <details>
          <summary>{TEXTS.crashDetails}</summary>
          <pre className={styles.pre}>{`${message}\n\n${details}`}</pre>
        </details>
        <div className={styles.actions}>
          {report === "sent" ? (
            <Text role="status">{TEXTS.reportFeedbackSent}</Text>
          ) : (
            <Button appearance="primary" onClick={send} disabled={report === "sending"}>
              {TEXTS.reportFeedback}
            </Button>
          )}
          {report === "failed" ? <Text role="status">{TEXTS.reportFeedbackFailed}</Text> : null}
        </div>
      </Surface>
    </div>
  );
}
