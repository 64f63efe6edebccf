import { Button, makeStyles, TableCell, TableRow, Text, Tooltip, tokens } from "@fluentui/react-components";
import { ChevronDownRegular, ChevronUpRegular, DeleteRegular, EyeRegular } from "@fluentui/react-icons";
import { useLayoutEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import type { TaskFailedView } from "../../../contract/taskFailed.ts";
import { formatRowTime } from "../../../domain/dateRange.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { LIST_PATH, type OpenedFromList } from "./listQuery.ts";
import { QaSummaryList } from "./QaSummaryList.tsx";
import { StatusBadge } from "./StatusBadge.tsx";

/** product §9: rows taller than 102 px can be expanded; collapsed they are 120 px. */
export const TALL_ROW_PX = 102;
export const COLLAPSED_ROW_PX = 120;

const useStyles = makeStyles({
  row: { verticalAlign: "top" },
  clip: { overflow: "hidden" },
  actions: { display: "flex", gap: tokens.spacingHorizontalXXS },
  task: { display: "flex", flexDirection: "column" },
});

/** One failed task of the list (product §2 rows). */
export function TaskFailedRow({
  item,
  timezone,
  canDelete,
  onDelete,
}: {
  item: TaskFailedView;
  timezone: string;
  canDelete: boolean;
  onDelete: (item: TaskFailedView) => void;
}) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { search } = useLocation();
  const content = useRef<HTMLDivElement>(null);
  const [tall, setTall] = useState(false);
  const [expanded, setExpanded] = useState(false);
  useLayoutEffect(() => {
    const el = content.current;
    if (!el) return;
    const measure = () => setTall(el.scrollHeight > TALL_ROW_PX);
    measure();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => observer?.disconnect();
  }, []);
  const clipStyle = tall && !expanded ? { maxHeight: `${COLLAPSED_ROW_PX}px` } : undefined;
  // The list's search goes with the detail, so its Back and a delete return to the same list.
  const view = () =>
    navigate(`${LIST_PATH}/${item._id}`, { state: { listSearch: search } satisfies OpenedFromList });
  return (
    <TableRow className={styles.row} data-testid="task-failed-row">
      <TableCell>{item.qa.username}</TableCell>
      <TableCell>{item.inspector.username}</TableCell>
      <TableCell>
        <div className={styles.task}>
          <Text weight="semibold">{item.infor.photoCode}</Text>
          <Text size={200}>{item.infor.name}</Text>
        </div>
      </TableCell>
      <TableCell>
        <StatusBadge status={item.status} />
      </TableCell>
      <TableCell>
        <div ref={content} className={styles.clip} style={clipStyle}>
          <QaSummaryList qaData={item.qaData} />
        </div>
      </TableCell>
      <TableCell>{item.infor.sessionID}</TableCell>
      <TableCell>{formatRowTime(new Date(item.createdAt), timezone)}</TableCell>
      <TableCell>{item.finishedAt ? formatRowTime(new Date(item.finishedAt), timezone) : "—"}</TableCell>
      <TableCell>
        <div className={styles.actions}>
          <Tooltip content={TEXTS.viewTaskFailed} relationship="label">
            <Button appearance="subtle" icon={<EyeRegular />} onClick={view} />
          </Tooltip>
          {canDelete ? (
            <Tooltip content={TEXTS.deleteTaskFailed} relationship="label">
              <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => onDelete(item)} />
            </Tooltip>
          ) : null}
          {tall ? (
            <Tooltip content={expanded ? TEXTS.collapseRow : TEXTS.expandRow} relationship="label">
              <Button
                appearance="subtle"
                aria-expanded={expanded}
                icon={expanded ? <ChevronUpRegular /> : <ChevronDownRegular />}
                onClick={() => setExpanded((e) => !e)}
              />
            </Tooltip>
          ) : null}
        </div>
      </TableCell>
    </TableRow>
  );
}
