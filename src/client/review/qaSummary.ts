import type { QaData } from "../../domain/failedTask.ts";
import type { ItemAction } from "../../domain/failedTaskStatus.ts";
import { TEXTS } from "../../domain/texts.ts";
import { yesNoLabel } from "../../domain/yesNo.ts";

export interface SummaryLine {
  key: string;
  text: string;
  action: ItemAction | null;
  critical: boolean;
}

/** A value of inspectData's `{inspector, qa}` pair (or anything else) as short text; a flag reads Yes/No. */
export const valueText = (value: unknown): string => {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return yesNoLabel(value);
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
};

const pair = (data: unknown): { inspector: unknown; qa: unknown } | null =>
  data && typeof data === "object" && "qa" in data ? (data as { inspector: unknown; qa: unknown }) : null;

/** The line of one inspectData entry: `name: inspector → qa`, or `name: data`. */
export const fieldText = (name: string | undefined, data: unknown): string => {
  const p = pair(data);
  return p
    ? TEXTS.qaSummaryField(name ?? "", valueText(p.inspector), valueText(p.qa))
    : `${name ?? ""}: ${valueText(data)}`;
};

/** The QA-data summary of a list row: the reason, each differing field, each damage response. */
export function qaSummary(qa: QaData | null | undefined): SummaryLine[] {
  if (!qa) return [];
  const line = (key: string, text: string, item: { action?: unknown; critical?: boolean }): SummaryLine => ({
    key,
    text,
    action: typeof item.action === "string" && item.action !== "" ? (item.action as ItemAction) : null,
    critical: item.critical === true,
  });
  return [
    ...(qa.messageData ?? []).map((m, i) => line(`m${i}`, TEXTS.qaSummaryReason(valueText(m.data)), m)),
    ...(qa.inspectData ?? []).map((d, i) => line(`i${i}`, fieldText(d.name, d.data), d)),
    ...(qa.detected_damages ?? []).map((d, i) =>
      line(
        `d${i}`,
        TEXTS.qaSummaryDamage(d.admin_response || "—", d.damage_name ?? "—", d.component ?? "—"),
        d,
      ),
    ),
  ];
}
