import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Badge,
  type BadgeProps,
  Caption1,
  makeStyles,
  Switch,
  TableCell,
  TableRow,
  Text,
  tokens,
} from "@fluentui/react-components";
import { useState } from "react";
import type { ClientReport } from "../../../contract/ops.ts";
import { formatRowTime } from "../../../domain/dateRange.ts";
import { TEXTS } from "../../../domain/texts.ts";

const useStyles = makeStyles({
  time: { whiteSpace: "nowrap", verticalAlign: "top" },
  top: { verticalAlign: "top" },
  path: { fontFamily: tokens.fontFamilyMonospace, wordBreak: "break-all", verticalAlign: "top" },
  message: { verticalAlign: "top", paddingBlock: tokens.spacingVerticalXS },
  detail: {
    margin: 0,
    maxHeight: "320px",
    overflow: "auto",
    whiteSpace: "pre-wrap",
    wordBreak: "break-word",
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground3,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
  },
  facts: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXS },
});

const KIND_COLOUR: Record<string, BadgeProps["color"]> = {
  error: "danger",
  crash: "severe",
  trace: "informative",
};

/** One report: when, what kind, who, where, the message; the stack or trace figures unfold below it. */
export function ClientReportRow({ report, timezone }: { report: ClientReport; timezone: string }) {
  const styles = useStyles();
  return (
    <TableRow data-testid="client-report">
      <TableCell className={styles.time}>
        <time dateTime={report.createdAt}>{formatRowTime(new Date(report.createdAt), timezone)}</time>
      </TableCell>
      <TableCell className={styles.top}>
        <Badge appearance="tint" color={KIND_COLOUR[report.kind] ?? "subtle"}>
          {TEXTS.clientReportKind(report.kind)}
        </Badge>
      </TableCell>
      <TableCell className={styles.top}>{report.username ?? "—"}</TableCell>
      <TableCell className={styles.path}>{report.path}</TableCell>
      <TableCell className={styles.message}>
        <Text weight="semibold">{report.message}</Text>
        <Accordion collapsible>
          <AccordionItem value="detail">
            <AccordionHeader size="small">{TEXTS.clientReportDetails}</AccordionHeader>
            <AccordionPanel>
              <div className={styles.facts}>
                {report.durationMs !== null ? (
                  <Text>{TEXTS.clientReportDuration(report.durationMs)}</Text>
                ) : null}
                {report.detail ? (
                  <ReportDetail detail={report.detail} mapped={report.detailMapped} />
                ) : report.durationMs === null ? (
                  <Text>{TEXTS.clientReportNoDetail}</Text>
                ) : null}
                {report.userAgent ? (
                  <Text size={200}>
                    {TEXTS.clientReportBrowser}: {report.userAgent}
                  </Text>
                ) : null}
              </div>
            </AccordionPanel>
          </AccordionItem>
        </Accordion>
      </TableCell>
    </TableRow>
  );
}

/**
 * The report's text: its stack mapped to our source files when the server could (src/…:line:column),
 * with the text as the browser sent it (minified frames) a switch away.
 */
function ReportDetail({ detail, mapped }: { detail: string; mapped: string | null }) {
  const styles = useStyles();
  const [raw, setRaw] = useState(false);
  if (mapped === null) return <pre className={styles.detail}>{detail}</pre>;
  return (
    <>
      {raw ? null : <Caption1>{TEXTS.clientReportStackMapped}</Caption1>}
      <pre className={styles.detail}>{raw ? detail : mapped}</pre>
      <Switch checked={raw} onChange={(_e, d) => setRaw(d.checked)} label={TEXTS.clientReportShowRaw} />
    </>
  );
}
