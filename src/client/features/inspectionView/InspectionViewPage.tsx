import {
  Card,
  CardHeader,
  makeStyles,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from "@fluentui/react-components";
import { useParams } from "react-router-dom";
import { useSnapshot } from "valtio";
import { answerKindLabel } from "../../../domain/answerKind.ts";
import { DEFAULT_TIMEZONE } from "../../../domain/constants.ts";
import { formatRowTime } from "../../../domain/dateRange.ts";
import { taskStatusLabel } from "../../../domain/taskStatus.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { vehicleLabel } from "../../../domain/vehicleMismatch.ts";
import { yesNoLabel } from "../../../domain/yesNo.ts";
import { endpoint } from "../../api/call.ts";
import { useCall } from "../../api/useCall.ts";
import { InfoCard, VehicleCard } from "../../review/InfoPanels.tsx";
import { valueText } from "../../review/qaSummary.ts";
import { sessionStore } from "../../state/session.ts";
import { CenteredSpinner } from "../../ui/CenteredSpinner.tsx";
import { Page } from "../../ui/Page.tsx";
import { InspectionPhotoCard } from "./InspectionPhotoCard.tsx";

/** The whole inspection, read-only: the contract's getInspectionView. */
const getInspectionView = endpoint("getInspectionView");

const useStyles = makeStyles({
  top: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalL, alignItems: "flex-start" },
  photos: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))",
    gap: tokens.spacingHorizontalM,
  },
  answer: { whiteSpace: "pre-wrap", overflowWrap: "anywhere" },
  mismatch: { display: "block", color: tokens.colorPaletteDarkOrangeForeground1 },
});

const answerText = (answer: Record<string, unknown> | null): string =>
  answer
    ? Object.entries(answer)
        // The confirmation of another vehicle shows as its note (vehicleMismatch), not as a field.
        .filter(([k]) => k !== "cageInfo" && k !== "confirmVehicleMismatch")
        .map(([k, v]) =>
          k === "damages" && Array.isArray(v) ? TEXTS.answerDamageCount(v.length) : `${k}: ${valueText(v)}`,
        )
        .join("\n")
    : "—";

/** /inspectionView/:sessionID: a whole inspection, read-only, for non-agents (opened from a failed task). */
export function InspectionViewPage() {
  const styles = useStyles();
  const { sessionID = "" } = useParams();
  const { user } = useSnapshot(sessionStore);
  const { data, error } = useCall(getInspectionView, user ? { params: { sessionID } } : null);
  const timezone = user?.options.timezone ?? DEFAULT_TIMEZONE;
  const title = `${TEXTS.pageInspectionView} ${sessionID}`;
  if (error)
    return (
      <Page title={title}>
        <Text role="alert">{error.status === 404 ? TEXTS.inspectionNotFound : error.message}</Text>
      </Page>
    );
  if (!data) return <CenteredSpinner />;
  const { inspection, vehicle, photos, tasks, damages } = data;
  const time = (iso: string | null) => (iso ? formatRowTime(new Date(iso), timezone) : "—");
  return (
    <Page title={title}>
      <div className={styles.top}>
        <InfoCard
          title={TEXTS.sessionLabel}
          pairs={[
            [TEXTS.columnSession, inspection.sessionID],
            [TEXTS.inspectionIdLabel, inspection.inspectionID],
            [TEXTS.inspectionGroupLabel, inspection.group],
            [TEXTS.qcPassedLabel, yesNoLabel(inspection.qcPassed)],
            [TEXTS.columnFinished, time(inspection.completedAt)],
          ]}
        />
        <VehicleCard vehicle={vehicle} />
      </div>
      <section aria-label={TEXTS.inspectionPhotos}>
        <Subtitle2 as="h2">{TEXTS.inspectionPhotos}</Subtitle2>
        <div className={styles.photos}>
          {photos.map((p) => (
            <InspectionPhotoCard
              key={p._id}
              photo={p}
              damages={damages.filter((d) => d.photoCode === p.photoCode)}
            />
          ))}
        </div>
      </section>
      <Card aria-label={TEXTS.inspectionTasks}>
        <CardHeader header={<Subtitle2 as="h2">{TEXTS.inspectionTasks}</Subtitle2>} />
        <Table size="small" aria-label={TEXTS.inspectionTasks}>
          <TableHeader>
            <TableRow>
              {[
                TEXTS.columnPhotoCode,
                TEXTS.filterTaskName,
                TEXTS.columnTaskType,
                TEXTS.filterStatus,
                TEXTS.columnAnswer,
                TEXTS.columnAnsweredBy,
                TEXTS.columnFinished,
              ].map((c) => (
                <TableHeaderCell key={c}>{c}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {tasks.map((t) => (
              <TableRow key={t._id}>
                <TableCell>{t.photoCode}</TableCell>
                <TableCell>{t.name}</TableCell>
                <TableCell>{t.type}</TableCell>
                <TableCell>{taskStatusLabel(t.status)}</TableCell>
                <TableCell>
                  <Text weight="semibold">{t.answerKind ? answerKindLabel(t.answerKind) : "—"}</Text>
                  {t.answer ? <div className={styles.answer}>{answerText(t.answer)}</div> : null}
                  {t.vehicleMismatch ? (
                    <Text className={styles.mismatch}>
                      {TEXTS.vehicleMismatchNote(
                        vehicleLabel(t.vehicleMismatch.decoded),
                        vehicleLabel(t.vehicleMismatch.known),
                      )}
                    </Text>
                  ) : null}
                </TableCell>
                <TableCell>{t.answeredBy ?? "—"}</TableCell>
                <TableCell>{time(t.answeredAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      <Card aria-label={TEXTS.inspectionDamages}>
        <CardHeader header={<Subtitle2 as="h2">{TEXTS.inspectionDamages}</Subtitle2>} />
        {damages.length === 0 ? (
          <Text>{TEXTS.noDamages}</Text>
        ) : (
          <Table size="small" aria-label={TEXTS.inspectionDamages}>
            <TableHeader>
              <TableRow>
                {[TEXTS.columnPhotoCode, TEXTS.columnPart, TEXTS.columnDamage, TEXTS.columnGrade].map((c) => (
                  <TableHeaderCell key={c}>{c}</TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {damages.map((d) => (
                <TableRow key={d._id}>
                  <TableCell>{d.photoCode}</TableCell>
                  <TableCell>{d.component}</TableCell>
                  <TableCell>{d.damage_name}</TableCell>
                  <TableCell>{d.grade_score ?? "—"}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
    </Page>
  );
}
