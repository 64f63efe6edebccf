import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from "@fluentui/react-components";
import type { ReactNode } from "react";
import type { ResultDocument } from "../../../contract/inspectionResults.ts";
import { answerKindLabel } from "../../../domain/answerKind.ts";
import { formatRowTime } from "../../../domain/dateRange.ts";
import {
  damageQcOutcomeLabel,
  inspectionStateLabel,
  qcDamageChangeLabel,
  slotQcLabel,
} from "../../../domain/inspectionResults.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { vehicleLabel } from "../../../domain/vehicleMismatch.ts";
import { yesNoLabel } from "../../../domain/yesNo.ts";
import { InfoCard } from "../../review/InfoPanels.tsx";
import { valueText } from "../../review/qaSummary.ts";

const useStyles = makeStyles({
  cards: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalL, alignItems: "flex-start" },
  block: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
});

/** A small read-only table: a header row and one row per item. */
function Rows<T>({
  label,
  columns,
  rows,
  cells,
}: {
  label: string;
  columns: readonly string[];
  rows: readonly T[];
  cells: (row: T) => readonly ReactNode[];
}) {
  return (
    <Table size="small" aria-label={label}>
      <TableHeader>
        <TableRow>
          {columns.map((c) => (
            <TableHeaderCell key={c}>{c}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: read-only rows in the document's order
          <TableRow key={i}>
            {cells(row).map((cell, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
              <TableCell key={j}>{cell ?? TEXTS.notKnown}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const named = (n: { id: string; name: string | null } | null) => (n ? (n.name ?? n.id) : null);

/** The result document's sections: summary, vehicle (record, entered, decoded), findings, slots, damages, QC. */
export function ResultReadable({ doc, timezone }: { doc: ResultDocument; timezone: string }) {
  const styles = useStyles();
  const time = (iso: string | null) => (iso ? formatRowTime(new Date(iso), timezone) : null);
  const { vehicle: v } = doc;
  const identity = (x: {
    vin: string | null;
    year: number | null;
    make: string | null;
    model: string | null;
    bodyType: string | null;
  }) =>
    [
      [TEXTS.vinLabel, x.vin],
      [TEXTS.yearLabel, x.year],
      [TEXTS.makeLabel, x.make],
      [TEXTS.modelLabel, x.model],
      [TEXTS.bodyTypeLabel, x.bodyType],
    ] as const;
  return (
    <div className={styles.block}>
      <div className={styles.cards}>
        <InfoCard
          title={TEXTS.resultSummary}
          pairs={[
            [TEXTS.columnSession, doc.sessionID],
            [TEXTS.inspectionIdLabel, doc.inspectionID],
            [TEXTS.inspectionGroupLabel, doc.group],
            [TEXTS.columnState, inspectionStateLabel(doc.status)],
            [TEXTS.testSessionLabel, yesNoLabel(doc.test)],
            [TEXTS.columnCreated, time(doc.timestamps.createdAt)],
            [TEXTS.columnFinished, time(doc.timestamps.completedAt)],
          ]}
        />
        <InfoCard title={TEXTS.vehiclePanel} pairs={[...identity(v), [TEXTS.plateNumberLabel, v.plate]]} />
        <InfoCard
          title={TEXTS.vehicleEntered}
          pairs={[...identity(v.entered), [TEXTS.plateNumberLabel, v.entered.plate]]}
        />
        {v.decoded ? (
          <InfoCard
            title={TEXTS.vehicleDecoded}
            pairs={[...identity({ ...v.decoded, vin: v.vin }), [TEXTS.trimSummary, v.decoded.trim]]}
          />
        ) : (
          <InfoCard title={TEXTS.vehicleDecoded} pairs={[]}>
            <Text>{TEXTS.vehicleNotDecoded}</Text>
          </InfoCard>
        )}
        {v.mismatch ? (
          <InfoCard title={TEXTS.vehicleMismatchTitle} pairs={[]}>
            <Text>
              {TEXTS.vehicleMismatchNote(vehicleLabel(v.mismatch.decoded), vehicleLabel(v.mismatch.known))}
            </Text>
          </InfoCard>
        ) : null}
        <InfoCard
          title={TEXTS.resultFindings}
          pairs={[
            [
              TEXTS.odometerReadingLabel,
              doc.odometer.reading === null
                ? null
                : TEXTS.odometerValue(String(doc.odometer.reading), doc.odometer.unit ?? ""),
            ],
            [TEXTS.trimSummary, named(doc.trim.trim)],
            [TEXTS.packageLabel, named(doc.trim.package)],
            [TEXTS.transmissionLabel, doc.trim.transmission],
            [TEXTS.extColorLabel, named(doc.colour.exterior)],
            [TEXTS.intColorLabel, named(doc.colour.interior)],
            [TEXTS.intStatusLabel, doc.interior.status],
            [TEXTS.interiorDamageLabel, doc.interior.damage],
            [
              TEXTS.tiresLabel,
              doc.tires.wheels
                .map((w) =>
                  TEXTS.tireWheel(w.wheel, w.material ?? TEXTS.notKnown, w.damage ?? TEXTS.notKnown),
                )
                .join("; "),
            ],
          ]}
        />
      </div>
      <Text weight="semibold">{TEXTS.photoSlots}</Text>
      <Rows
        label={TEXTS.photoSlots}
        columns={[
          TEXTS.columnPhotoCode,
          TEXTS.filterTaskName,
          TEXTS.columnOutcome,
          TEXTS.columnReason,
          TEXTS.columnAnsweredBy,
          TEXTS.columnQc,
        ]}
        rows={doc.slots}
        cells={(s) => [
          s.photoCode,
          s.task,
          s.outcome ? answerKindLabel(s.outcome) : null,
          s.accept
            ? (s.accept.description ?? s.accept.option)
            : s.reject
              ? (s.reject.description ?? s.reject.reason)
              : null,
          s.answeredBy,
          s.qc ? slotQcLabel(s.qc.outcome) : null,
        ]}
      />
      <Text weight="semibold">{TEXTS.inspectionDamages}</Text>
      {doc.damages.length === 0 ? (
        <Text>{TEXTS.noDamages}</Text>
      ) : (
        <Rows
          label={TEXTS.inspectionDamages}
          columns={[
            TEXTS.columnPhotoCode,
            TEXTS.columnPart,
            TEXTS.columnDamage,
            TEXTS.columnGrade,
            TEXTS.columnLocation,
            TEXTS.columnAnsweredBy,
            TEXTS.columnQc,
          ]}
          rows={doc.damages}
          cells={(d) => [
            d.photoCode,
            d.part.name,
            d.damage.name,
            d.grade,
            d.location ? TEXTS.locationValue(d.location.normalised.x, d.location.normalised.y) : null,
            d.markedBy,
            damageQcOutcomeLabel(d.qc),
          ]}
        />
      )}
      <Text weight="semibold">{TEXTS.qcCorrections}</Text>
      {doc.qcCorrections.length === 0 ? (
        <Text>{TEXTS.noQcCorrections}</Text>
      ) : (
        <Rows
          label={TEXTS.qcCorrections}
          columns={[
            TEXTS.columnPhotoCode,
            TEXTS.filterTaskName,
            TEXTS.filterInspector,
            TEXTS.filterQa,
            TEXTS.columnReason,
            TEXTS.filterStatus,
          ]}
          rows={doc.qcCorrections}
          cells={(c) => [
            c.photoCode,
            c.task,
            c.inspector,
            c.qa,
            [
              c.reason,
              ...c.fields.map((f) =>
                TEXTS.qcCorrectionChange(f.name, valueText(f.inspector), valueText(f.qa)),
              ),
              ...c.damages.map((d) =>
                TEXTS.qcDamageChange(qcDamageChangeLabel(d.change), d.part.name, d.damage ?? ""),
              ),
            ]
              .filter(Boolean)
              .join("; "),
            c.status,
          ]}
        />
      )}
    </div>
  );
}
