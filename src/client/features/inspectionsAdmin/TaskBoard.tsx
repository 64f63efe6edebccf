import {
  Card,
  CardHeader,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from "@fluentui/react-components";
import type { InspectionTaskState } from "../../../contract/inspectionResults.ts";
import { formatRowTime } from "../../../domain/dateRange.ts";
import { taskBoardStateLabel } from "../../../domain/inspectionResults.ts";
import { TEXTS } from "../../../domain/texts.ts";

const COLUMNS = [
  TEXTS.columnPhotoCode,
  TEXTS.filterTaskName,
  TEXTS.columnTaskType,
  TEXTS.columnState,
  TEXTS.columnHeldBy,
  TEXTS.columnHeldSince,
  TEXTS.columnAnsweredBy,
  TEXTS.columnAnsweredAt,
];

/** An inspection's tasks as they stand: queued, waiting for the vehicle, held by whom since when, answered. */
export function TaskBoard({ tasks, timezone }: { tasks: readonly InspectionTaskState[]; timezone: string }) {
  const time = (iso: string | null) => (iso ? formatRowTime(new Date(iso), timezone) : TEXTS.notKnown);
  return (
    <Card>
      <CardHeader header={<Subtitle2 as="h3">{TEXTS.taskBoard}</Subtitle2>} />
      <Table size="small" aria-label={TEXTS.taskBoard}>
        <TableHeader>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableHeaderCell key={c}>{c}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {tasks.map((t) => (
            <TableRow key={t.id} data-testid="task-row">
              <TableCell>{t.photoCode}</TableCell>
              <TableCell>{t.name}</TableCell>
              <TableCell>{t.type}</TableCell>
              <TableCell>{taskBoardStateLabel(t.state)}</TableCell>
              <TableCell>{t.holder ?? TEXTS.notKnown}</TableCell>
              <TableCell>{time(t.heldSince)}</TableCell>
              <TableCell>{t.answeredBy ?? TEXTS.notKnown}</TableCell>
              <TableCell>{time(t.answeredAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}
