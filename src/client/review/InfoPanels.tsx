import { Card, CardHeader, Link, makeStyles, Subtitle2, Text, tokens } from "@fluentui/react-components";
import { OpenRegular } from "@fluentui/react-icons";
import type { ReactNode } from "react";
import type { Static } from "typebox";
import type { TaskFailedView } from "../../contract/taskFailed.ts";
import type { VehicleView } from "../../contract/taskTypes.ts";
import { answerKindLabel } from "../../domain/answerKind.ts";
import { TEXTS } from "../../domain/texts.ts";
import { valueText } from "./qaSummary.ts";

const useStyles = makeStyles({
  grid: {
    display: "grid",
    gridTemplateColumns: "max-content 1fr",
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: "anywhere" },
});

export type Pairs = readonly (readonly [string, ReactNode])[];

/** A titled card of label/value pairs. */
export function InfoCard({ title, pairs, children }: { title: string; pairs: Pairs; children?: ReactNode }) {
  const styles = useStyles();
  return (
    <Card aria-label={title}>
      <CardHeader header={<Subtitle2 as="h2">{title}</Subtitle2>} />
      <dl className={styles.grid}>
        {pairs.map(([term, value]) => (
          <div key={term} style={{ display: "contents" }}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>
              {value === null || value === undefined || value === "" ? "—" : value}
            </dd>
          </div>
        ))}
      </dl>
      {children}
    </Card>
  );
}

/** The vehicle panel of a task or an inspection: its VIN, year, make, model, body type and plate. */
export function VehicleCard({ vehicle }: { vehicle: Static<typeof VehicleView> | null | undefined }) {
  return (
    <InfoCard
      title={TEXTS.vehiclePanel}
      pairs={[
        [TEXTS.vinLabel, vehicle?.vin],
        [TEXTS.yearLabel, vehicle?.year],
        [TEXTS.makeLabel, vehicle?.make],
        [TEXTS.modelLabel, vehicle?.model],
        [TEXTS.bodyTypeLabel, vehicle?.bodyType],
        [TEXTS.plateNumberLabel, vehicle?.vrm],
      ]}
    />
  );
}

/** The session id as a link to the whole inspection in a new tab; disabled for AGENT (product §2). */
export function SessionLink({ sessionID, enabled }: { sessionID: string; enabled: boolean }) {
  return enabled ? (
    <Link
      href={`/inspectionView/${encodeURIComponent(sessionID)}`}
      target="_blank"
      rel="noopener noreferrer"
      title={TEXTS.sessionLinkTitle}
    >
      {sessionID} <OpenRegular aria-hidden />
    </Link>
  ) : (
    <Link disabled disabledFocusable>
      {sessionID}
    </Link>
  );
}

/** What the inspector answered (the stored answer: kind and its fields). */
export function InspectorDataCard({ data }: { data: TaskFailedView["inspectorData"] }) {
  const body = (data.body ?? {}) as Record<string, unknown>;
  const damages = Array.isArray(body.damages) ? (body.damages as Record<string, unknown>[]) : null;
  const pairs: [string, ReactNode][] = [
    [TEXTS.answerKind, data.kind ? answerKindLabel(String(data.kind)) : null],
    ...Object.entries(body)
      .filter(([k]) => k !== "damages" && k !== "cageInfo")
      .map(([k, v]): [string, ReactNode] => [k, valueText(v)]),
  ];
  if (damages)
    pairs.push([
      TEXTS.inspectionDamages,
      damages.length === 0
        ? TEXTS.noDamages
        : damages.map((d) => [d.damage_name, d.component].filter(Boolean).join(" · ")).join(", "),
    ]);
  return (
    <InfoCard title={TEXTS.inspectorDataTitle} pairs={pairs}>
      {!data.kind ? <Text>{TEXTS.noInspectorData}</Text> : null}
    </InfoCard>
  );
}
