import {
  Badge,
  type BadgeProps,
  Button,
  makeStyles,
  TableCell,
  TableRow,
  tokens,
} from "@fluentui/react-components";
import { useState } from "react";
import type { WebhookDeliveryView } from "../../contract/webhooks.ts";
import { formatRowTime } from "../../domain/dateRange.ts";
import { TEXTS } from "../../domain/texts.ts";
import { usePlainTableStyles } from "./plainTable.ts";

const useStyles = makeStyles({
  time: { whiteSpace: "nowrap" },
  error: { wordBreak: "break-word", color: tokens.colorPaletteRedForeground1 },
  excerpt: { fontFamily: tokens.fontFamilyMonospace, wordBreak: "break-all" },
  subscription: { wordBreak: "break-word" },
});

const STATUS_COLOUR: Record<string, BadgeProps["color"]> = {
  pending: "warning",
  delivered: "success",
  failed: "danger",
};

/**
 * The log's columns: time, event, the subscription (where a log shows several: the Inspections page),
 * status, attempts, response, latency, then the row's buttons.
 */
export const deliveryColumns = (withSubscription: boolean): string[] => [
  TEXTS.deliveryTime,
  TEXTS.deliveryEvent,
  ...(withSubscription ? [TEXTS.deliverySubscription] : []),
  TEXTS.deliveryStatus,
  TEXTS.deliveryAttempts,
  TEXTS.deliveryResponse,
  TEXTS.deliveryLatency,
  "",
];

/** A pending delivery changes on the server by itself (the worker's tries): its log looks again every few seconds. */
export const DELIVERY_REFRESH_MS = 3000;
export const refreshWhilePending = (log?: { data: readonly { status: string }[] }): number =>
  log?.data.some((d) => d.status === "pending") ? DELIVERY_REFRESH_MS : 0;

/**
 * One delivery of the log: when, what, how it went; its tries unfold under it; Redeliver (for those who
 * manage webhooks: `onRedeliver` given) sends it again.
 */
export function DeliveryRow({
  delivery: d,
  timezone,
  columns,
  subscription,
  onRedeliver,
}: {
  delivery: WebhookDeliveryView;
  timezone: string;
  columns: number;
  /** Which subscription it went to, where the log shows several. */
  subscription?: string;
  onRedeliver?: (id: string) => void;
}) {
  const styles = useStyles();
  const plain = usePlainTableStyles();
  const [open, setOpen] = useState(false);
  const when = (iso: string) => formatRowTime(new Date(iso), timezone);
  return (
    <>
      <TableRow data-testid="delivery">
        <TableCell className={styles.time}>{when(d.createdAt)}</TableCell>
        <TableCell>{TEXTS.webhookEventLabel(d.event)}</TableCell>
        {subscription === undefined ? null : (
          <TableCell className={styles.subscription}>{subscription}</TableCell>
        )}
        <TableCell>
          <Badge appearance="tint" color={STATUS_COLOUR[d.status] ?? "informative"}>
            {TEXTS.deliveryStatusLabel(d.status)}
          </Badge>
        </TableCell>
        <TableCell>{d.attempts}</TableCell>
        <TableCell>
          {d.lastStatusCode ?? null}
          {d.lastError ? <div className={styles.error}>{d.lastError}</div> : null}
          {d.nextAttemptAt ? <div>{TEXTS.deliveryNextAttempt(when(d.nextAttemptAt))}</div> : null}
        </TableCell>
        <TableCell>{d.lastLatencyMs === null ? null : TEXTS.deliveryLatencyMs(d.lastLatencyMs)}</TableCell>
        <TableCell>
          <Button size="small" appearance="subtle" aria-expanded={open} onClick={() => setOpen(!open)}>
            {TEXTS.deliveryAttemptLog}
          </Button>
          {onRedeliver ? (
            <Button size="small" onClick={() => onRedeliver(d._id)}>
              {TEXTS.deliveryRedeliver}
            </Button>
          ) : null}
        </TableCell>
      </TableRow>
      {open ? (
        <TableRow>
          <TableCell colSpan={columns}>
            <table className={plain.table} aria-label={TEXTS.deliveryAttemptLog}>
              <tbody>
                {d.attemptLog.map((a) => (
                  <tr key={a.at} className={plain.row}>
                    <td className={styles.time}>{when(a.at)}</td>
                    <td>{a.statusCode ?? a.error}</td>
                    <td>{TEXTS.deliveryLatencyMs(a.latencyMs)}</td>
                    <td className={styles.excerpt}>{a.responseExcerpt}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}
