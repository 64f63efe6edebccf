import { Button, Field, makeStyles, Text, Textarea, tokens } from "@fluentui/react-components";
import { CheckmarkRegular, DeleteRegular, NextRegular, SendRegular } from "@fluentui/react-icons";
import { useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { useSnapshot } from "valtio";
import type { ConfirmTaskFailedBody, TaskFailedView } from "../../../contract/taskFailed.ts";
import { DEFAULT_TIMEZONE } from "../../../domain/constants.ts";
import { formatRowTime } from "../../../domain/dateRange.ts";
import { confirmMessage, prepareForOpen, type QaData, validateConfirm } from "../../../domain/failedTask.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { call } from "../../api/call.ts";
import { useCall } from "../../api/useCall.ts";
import { showErrorModal } from "../../state/errorModal.ts";
import { sessionStore, setTotalTaskFailed } from "../../state/session.ts";
import { CenteredSpinner } from "../../ui/CenteredSpinner.tsx";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { Page } from "../../ui/Page.tsx";
import { ActionPanel } from "./ActionPanel.tsx";
import { BackLink } from "./BackLink.tsx";
import { detailAbilities } from "./detailAbilities.ts";
import { InfoCard, InspectorDataCard, SessionLink, VehicleCard } from "./InfoPanels.tsx";
import { NotesThread } from "./NotesThread.tsx";
import { QaDataPanel } from "./QaDataPanel.tsx";
import { ReviewPhoto } from "./ReviewPhoto.tsx";
import { StatusBadge } from "./StatusBadge.tsx";
import { taskFailedApi } from "./taskFailedApi.ts";

const LIST = "/performance/listTaskFailed";

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

/** /performance/listTaskFailed/:id (spec §2 Task Failed detail, §4, §5 Confirm). */
export function TaskFailedDetailPage() {
  const styles = useStyles();
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const { user } = useSnapshot(sessionStore);
  const { data, error, mutate } = useCall(taskFailedApi.getTaskFailed, user ? { params: { id } } : null, {
    revalidateOnFocus: false,
  });
  const [qaData, setQaData] = useState<QaData>({});
  const [message, setMessage] = useState("");
  const [pending, setPending] = useState<Pending>(null);
  const failed = data?.taskFailed;
  // Spec §4: opening a VERIFYING task marks every QA-data item critical.
  useEffect(() => {
    if (failed) setQaData(prepareForOpen(failed.status, failed.qaData));
  }, [failed]);

  if (!user) return null;
  if (error)
    return (
      <Page title={TEXTS.pageTaskFailedDetail}>
        <BackLink to={LIST} label={TEXTS.backToList} />
        <Text role="alert">{error.message}</Text>
      </Page>
    );
  if (!data || !failed) return <CenteredSpinner />;

  const actor = { role: user.role, username: user.username };
  const timezone = user.options.timezone ?? DEFAULT_TIMEZONE;
  const can = detailAbilities(actor, failed, failed.qaData);
  const { task, taskSetting, vehicle, inspection } = data;

  const applied = (next: TaskFailedView, total: number) => {
    setTotalTaskFailed(total);
    setMessage("");
    void mutate({ ...data, taskFailed: next }, { revalidate: false });
  };
  const sendConfirm = async () => {
    setPending(null);
    // Spec §5: the four checks in order; their message in the error modal, the dialog closed.
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
    if (res.ok) applied(res.data.taskFailed, res.data.totalTaskFailed);
    else showErrorModal(res.message, { logoutOnClose: false });
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
      navigate(LIST);
    }
  };

  return (
    <Page
      title={TEXTS.pageTaskFailedDetail}
      actions={
        <div className={styles.head}>
          <StatusBadge status={failed.status} />
          <Text>{TEXTS.createdAt(formatRowTime(new Date(failed.createdAt), timezone))}</Text>
        </div>
      }
    >
      <BackLink to={LIST} label={TEXTS.backToList} />
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
            onChange={setQaData}
          />
        </div>
      </div>
      <ConfirmDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        onOk={() => void (pending === "confirm" ? sendConfirm() : remove())}
      >
        {pending === "skip" ? TEXTS.skip : pending === "delete" ? TEXTS.deleteTaskFailed : null}
      </ConfirmDialog>
    </Page>
  );
}
