import { Badge, Button, makeStyles, Text, tokens } from "@fluentui/react-components";
// lightFormat: the same output for numeric patterns, without format's locale machinery (~4.5 kB gzip).
import { lightFormat } from "date-fns";
import { TEXTS } from "../../../domain/texts.ts";
import { useAuthImage } from "../../api/useAuthImage.ts";
import type { TaskPayload } from "./boardStore.ts";
import { PhotoCodeOutline } from "./PhotoCodeOutline.tsx";
import { useVehicleSummary } from "./useVehicleSummary.ts";
import { openSupportView } from "./workstation/supportViewStore.ts";

const useStyles = makeStyles({
  bar: {
    display: "flex",
    alignItems: "center",
    flexWrap: "wrap",
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  thumbs: { display: "flex", gap: tokens.spacingHorizontalXS },
  thumb: { padding: 0, minWidth: "auto", height: "48px", overflow: "hidden" },
  thumbImage: { height: "48px", width: "72px", objectFit: "cover", display: "block" },
  outline: {
    height: "48px",
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusSmall,
  },
  mirrored: { transform: "scaleX(-1)" },
  summary: { display: "flex", gap: tokens.spacingHorizontalM, flexWrap: "wrap" },
});

function SupportThumb({ url, n }: { url: string; n: number }) {
  const styles = useStyles();
  const { src } = useAuthImage(url);
  return (
    <Button
      className={styles.thumb}
      aria-label={TEXTS.supportThumb(n)}
      onClick={() => openSupportView(n - 1)}
    >
      {src ? <img className={styles.thumbImage} src={src} alt="" /> : <Text size={200}>{n}</Text>}
    </Button>
  );
}

const dateOf = (iso: string | null | undefined): string | null => {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : lightFormat(d, "yyyy-MM-dd HH:mm");
};

/**
 * The info bar (product §2): session id / inspection id, support thumbnails (or 'No Support') that open
 * the Support View, the outline of this photo code, 'Data Same Vin' with the previous inspection's
 * date, and the colour / transmission / trim summaries.
 */
export function InfoBar({ payload }: { payload: TaskPayload }) {
  const styles = useStyles();
  const inspection = payload.inspection;
  const support = payload.taskSlot?.supportView ?? payload.task.options.supportView;
  const same = inspection?.sameInspection ?? null;
  const sameDate = dateOf(same?.finishedAt ?? same?.updatedAt);
  const summary = useVehicleSummary(payload);
  return (
    <section className={styles.bar} aria-label={TEXTS.infoBarLabel}>
      {inspection && (
        <Text font="monospace">{TEXTS.sessionInfo(inspection.sessionID, inspection.inspectionID)}</Text>
      )}
      {support.length === 0 ? (
        <Text italic>{TEXTS.noSupport}</Text>
      ) : (
        <div className={styles.thumbs}>
          {support.map((url, i) => (
            <SupportThumb key={url} url={url} n={i + 1} />
          ))}
        </div>
      )}
      <PhotoCodeOutline photoCode={payload.task.photoCode} bodyType={payload.vehicle?.bodyType ?? null} />
      {same && sameDate && (
        // The previous session's id on hover (C opens that inspection in full). A title, not Fluent's
        // Tooltip: a badge takes no focus, so the tooltip's keyboard support had nothing to attach to.
        <Badge color="important" appearance="filled" title={same.sessionID}>
          {TEXTS.sameVinDate(sameDate)}
        </Badge>
      )}
      <dl className={styles.summary}>
        {summary.colour && <SummaryItem term={TEXTS.colourSummary} value={summary.colour} />}
        {summary.transmission && (
          <SummaryItem term={TEXTS.transmissionSummary} value={summary.transmission} />
        )}
        {summary.trim && <SummaryItem term={TEXTS.trimSummary} value={summary.trim} />}
      </dl>
    </section>
  );
}

function SummaryItem({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <Text as="span" weight="semibold">{`${term}: `}</Text>
      <Text as="span">{value}</Text>
    </div>
  );
}
