import { Button, Field, makeStyles, Text, Textarea, tokens } from "@fluentui/react-components";
import { CheckmarkRegular, DeleteRegular, NextRegular, SendRegular } from "@fluentui/react-icons";
import { useEffect, useState } from "react";
import { useLocation, useNavigate, useParams } from "react-router-dom";
import { useSnapshot } from "valtio";
import type { ConfirmTaskFailedBody, TaskFailedView } from "../../../contract/taskFailed.ts";
import { statusAfterConfirm } from "../../../domain/confirmOutcome.ts";
import { DEFAULT_TIMEZONE } from "../../../domain/constants.ts";
import { formatRowTime } from "../../../domain/dateRange.ts";
import { confirmMessage, type QaData, validateConfirm } from "../../../domain/failedTask.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { call } from "../../api/call.ts";
import { useCall } from "../../api/useCall.ts";
import { InfoCard, InspectorDataCard, SessionLink, VehicleCard } from "../../review/InfoPanels.tsx";
import { showErrorModal } from "../../state/errorModal.ts";
import { sessionStore, setTotalTaskFailed } from "../../state/session.ts";
import { BackLink } from "../../ui/BackLink.tsx";
import { CenteredSpinner } from "../../ui/CenteredSpinner.tsx";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { Page } from "../../ui/Page.tsx";
import { ActionPanel } from "./ActionPanel.tsx";
import { detailAbilities } from "./detailAbilities.ts";
import { LIST_PATH, listPathFrom, MY_QUEUE_PATH } from "./listQuery.ts";
import { NotesThread } from "./NotesThread.tsx";
import { nextInQueue, type OpenedFromQueue, queueLeftFrom, queueQuery } from "./nextInQueue.ts";
import { QaDataPanel } from "./QaDataPanel.tsx";
import { applyItemCommand } from "./qaEntries.ts";
import { ReviewPhoto } from "./ReviewPhoto.tsx";
import { StatusBadge } from "./StatusBadge.tsx";
import { taskFailedApi } from "./taskFailedApi.ts";
import { useReviewKeys } from "./useReviewKeys.ts";

const useStyles = makeStyles({
  head: { display: "flex", alignItems: "center", gap: tokens.spacingHorizontalM, flexWrap: "wrap" },
  columns: {
    display: "grid",
    gridTemplateColumns: "minmax(0, 3fr) minmax(320px, 2fr)",
    gap: tokens.spacingHorizontalL,
    alignItems: "start",
    "@media (max-width: 1000px)": { gridTemplateColumns: "1fr" },
  },
  stack: { display: "grid", gap: tokens.spacingVerticalM },
  buttons: { display: "flex", gap: tokens.spacingHorizontalS, flexWrap: "wrap" },
});

type Pending = "confirm" | "skip" | "delete" | null;

/** /performance/listTaskFailed/:id (product §2 Task Failed detail, §4, §5 Confirm). */
export function TaskFailedDetailPage() {
  const styles = useStyles();
  const { id = "" } = useParams();
  const navigate = useNavigate();
  // Back and a delete return to the list as the user left it (filters, page, size).
  const location = useLocation();
  const list = listPathFrom(location.state);
  const queueLeft = queueLeftFrom(location.state);
  const { user } = useSnapshot(sessionStore);
  const { data, error, mutate } = useCall(taskFailedApi.getTaskFailed, user ? { params: { id } } : null, {
    revalidateOnFocus: false,
  });
  const [qaData, setQaData] = useState<QaData>({});
  const [message, setMessage] = useState("");
  const [pending, setPending] = useState<Pending>(null);
  const [focused, setFocused] = useState(0);
  const failed = data?.taskFailed;
  // Items open as stored: a VERIFYING task's items are critical only where the data says so (issue 23;
  // product §4 marked them all, and trainers unticked each one).
  useEffect(() => {
    if (failed) {
      setQaData(failed.qaData);
      setFocused(0);
    }
  }, [failed]);
  useReviewKeys((command) => {
    if (!failed || !user || pending !== null) return;
    const can = detailAbilities(user, failed, failed.qaData);
    if (command.kind === "confirm") {
      if (can.confirm) setPending("confirm");
      return;
    }
    const next = applyItemCommand({ qaData, focused }, command, user, can.mode, can.itemsEditable);
    setQaData(next.qaData);
    setFocused(next.focused);
  });

  if (!user) return null;
  if (error)
    return (
      <Page title={TEXTS.pageTaskFailedDetail}>
        <BackLink to={list} label={TEXTS.backToList} />
        <Text role="alert">{error.message}</Text>
      </Page>
    );
  if (!data || !failed) return <CenteredSpinner />;

  const actor = { role: user.role, username: user.username };
  const timezone = user.options.timezone ?? DEFAULT_TIMEZONE;
  const can = detailAbilities(actor, failed, failed.qaData);
  const { task, taskSetting, vehicle, inspection } = data;
  // The dialog names the status the confirm leads to (issue 23), by the server's own rule.
  const after = pending === "confirm" ? statusAfterConfirm(actor, failed, qaData) : null;
  const confirmText = after ? TEXTS.confirmNewStatus(after) : null;

  // The user's queue goes on after a confirm: its next task, or the list of it when none is left.
  const openNext = async () => {
    const res = await call(taskFailedApi.getAllTaskFailed, { query: queueQuery(timezone), loading: true });
    const next = res.ok ? nextInQueue(res.data, failed._id) : null;
    if (!next) return navigate(MY_QUEUE_PATH);
    const state: OpenedFromQueue = {
      listSearch: MY_QUEUE_PATH.slice(LIST_PATH.length),
      queueLeft: next.left,
    };
    navigate(`${LIST_PATH}/${next.id}`, { state });
  };
  const applied = (next: TaskFailedView, total: number) => {
    setTotalTaskFailed(total);
    setMessage("");
    void mutate({ ...data, taskFailed: next }, { revalidate: false });
  };
  const sendConfirm = async () => {
    setPending(null);
    // product §5: the four checks in order; their message in the error modal, the dialog closed.
    const check = validateConfirm(qaData, failed.infor.type);
    if (!check.ok) return showErrorModal(check.message, { logoutOnClose: false });
    const res = await call(taskFailedApi.confirmTaskFailed, {
      body: {
        id: failed._id, // The contract types actions loosely; the domain type is the same shape.
        data: qaData as ConfirmTaskFailedBody["data"],
        message: confirmMessage(message, user.role),
      },
      loading: true,
      quietError: true,
    });
    if (!res.ok) return showErrorModal(res.message, { logoutOnClose: false });
    applied(res.data.taskFailed, res.data.totalTaskFailed);
    await openNext();
  };
  const sendMessage = async () => {
    if (message.trim() === "") return;
    const res = await call(taskFailedApi.confirmTaskFailed, {
      body: { id: failed._id, message },
      loading: true,
    });
    if (res.ok) applied(res.data.taskFailed, res.data.totalTaskFailed);
  };
  const remove = async () => {
    setPending(null);
    const res = await call(taskFailedApi.deleteTaskFailed, {
      body: { id: failed._id },
      query: {},
      loading: true,
    });
    if (res.ok) {
      setTotalTaskFailed(res.data.totalTaskFailed);
      navigate(list);
    }
  };

  return (
    <Page
      title={TEXTS.pageTaskFailedDetail}
      actions={
        <div className={styles.head}>
          <StatusBadge status={failed.status} />
          <Text>{TEXTS.createdAt(formatRowTime(new Date(failed.createdAt), timezone))}</Text>
          {queueLeft !== null ? <Text weight="semibold">{TEXTS.queueLeft(queueLeft)}</Text> : null}
        </div>
      }
    >
      <BackLink to={list} label={TEXTS.backToList} />
      <div className={styles.columns}>
        <div className={styles.stack}>
          <ReviewPhoto
            url={task?.image_cap ?? null}
            photoCode={failed.infor.photoCode}
            damages={qaData.detected_damages}
            supportView={task?.options.supportView ?? []}
          />
          <NotesThread notes={failed.notes} timezone={timezone} />
          {can.message ? (
            <Field label={TEXTS.messageLabel}>
              <Textarea value={message} resize="vertical" rows={3} onChange={(_, d) => setMessage(d.value)} />
            </Field>
          ) : null}
          <div className={styles.buttons}>
            {can.confirm ? (
              <Button appearance="primary" icon={<CheckmarkRegular />} onClick={() => setPending("confirm")}>
                {TEXTS.confirmDefaultMessage}
              </Button>
            ) : null}
            {can.messageOnly ? (
              <Button
                icon={<SendRegular />}
                disabled={message.trim() === ""}
                onClick={() => void sendMessage()}
              >
                {TEXTS.sendMessage}
              </Button>
            ) : null}
            {can.skip ? (
              <Button icon={<NextRegular />} onClick={() => setPending("skip")}>
                {TEXTS.skip}
              </Button>
            ) : null}
            {can.delete ? (
              <Button icon={<DeleteRegular />} onClick={() => setPending("delete")}>
                {TEXTS.deleteTaskFailed}
              </Button>
            ) : null}
          </div>
        </div>
        <div className={styles.stack}>
          <InfoCard
            title={TEXTS.taskPanel}
            pairs={[
              [TEXTS.columnPhotoCode, failed.infor.photoCode],
              [TEXTS.filterTaskName, failed.infor.name],
              [TEXTS.columnTaskType, failed.infor.type],
              [TEXTS.taskDescription, taskSetting?.description],
              [TEXTS.filterInspector, failed.inspector.username],
              [TEXTS.filterQa, failed.qa.username],
              [
                TEXTS.sessionLabel,
                <SessionLink key="s" sessionID={failed.infor.sessionID} enabled={can.sessionLink} />,
              ],
              [TEXTS.inspectionIdLabel, inspection?.inspectionID],
            ]}
          />
          <VehicleCard vehicle={vehicle} />
          {can.actionPanel ? (
            <ActionPanel
              taskName={failed.infor.name}
              accepts={taskSetting?.accepts ?? []}
              rejects={taskSetting?.rejects ?? []}
              qaData={qaData}
              onChange={setQaData}
            />
          ) : null}
          <InspectorDataCard data={failed.inspectorData} />
          <QaDataPanel
            qaData={qaData}
            actor={actor}
            mode={can.mode}
            editable={can.itemsEditable}
            focused={focused}
            onChange={setQaData}
          />
        </div>
      </div>
      <ConfirmDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        onOk={() => void (pending === "confirm" ? sendConfirm() : remove())}
      >
        {pending === "confirm"
          ? confirmText
          : pending === "skip"
            ? TEXTS.skip
            : pending === "delete"
              ? TEXTS.deleteTaskFailed
              : null}
      </ConfirmDialog>
    </Page>
  );
}
