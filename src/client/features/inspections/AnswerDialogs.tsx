import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from "@fluentui/react-components";
import { useSnapshot } from "valtio";
import { TEXTS } from "../../../domain/texts.ts";
import { ConfirmDialog as SharedConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { useDialogFocus } from "../../ui/useDialogFocus.ts";
import { AlertAnimation } from "./AlertAnimation.tsx";
import { boardStore, openModal, setNextDialog } from "./boardStore.ts";
import { openerOrHome, taskHome } from "./taskFocus.ts";
import { backToStart, dismissErrorPopup } from "./workspaceActions.ts";

const close = () => openModal("none");

/**
 * The modal titled 'Image' with its Finish, Accept or Reject action button plus Close (product §2). It
 * opens with the action focused: Enter acts, Escape closes (issue 21). Closed, it gives the focus back
 * to what opened it (a button, a field where a decision key was pressed), else to the task's home.
 */
function ImageDialog(props: {
  which: "reject" | "finish";
  body: string | null;
  action: string;
  onAction: () => void;
}) {
  const { modal } = useSnapshot(boardStore);
  const open = modal === props.which;
  const action = useDialogFocus(open, openerOrHome);
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{TEXTS.rejectModalTitle}</DialogTitle>
          <DialogContent>{props.body}</DialogContent>
          <DialogActions>
            <Button ref={action} appearance="primary" onClick={props.onAction}>
              {props.action}
            </Button>
            <Button onClick={close}>{TEXTS.close}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

export function RejectDialog({ reason, onReject }: { reason: string | null; onReject: () => void }) {
  return <ImageDialog which="reject" body={reason} action={TEXTS.rejectAction} onAction={onReject} />;
}

/** Finish sends the damages marked on the photo. */
export function FinishDialog({ count, onFinish }: { count: number; onFinish: () => void }) {
  return (
    <ImageDialog
      which="finish"
      body={TEXTS.finishBody(count)}
      action={TEXTS.finishAction}
      onAction={onFinish}
    />
  );
}

/**
 * The error popup of photo 01/08 failures and the QC-PASSED popup (product §8): the server's message;
 * dismissing clears the error so the agent can go on, from the task's home (the VIN or plate field).
 */
export function ErrorPopup() {
  const { modal, error } = useSnapshot(boardStore);
  const open = modal === "errorPopup" || modal === "qcPassed";
  const closeButton = useDialogFocus(open, taskHome);
  return (
    <Dialog open={open} modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{modal === "qcPassed" ? TEXTS.qcPassedTitle : TEXTS.errorPopupTitle}</DialogTitle>
          <DialogContent>
            {modal === "errorPopup" && <AlertAnimation />}
            {error}
          </DialogContent>
          <DialogActions>
            <Button ref={closeButton} appearance="primary" onClick={dismissErrorPopup}>
              {TEXTS.close}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** After an auto task's 'Success!': take the next task or go back to start (product §4). */
export function NextTaskDialog() {
  const { nextDialog } = useSnapshot(boardStore);
  const next = useDialogFocus(nextDialog);
  return (
    <Dialog open={nextDialog} modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{TEXTS.nextTaskTitle}</DialogTitle>
          <DialogContent>{TEXTS.nextTaskBody}</DialogContent>
          <DialogActions>
            <Button onClick={() => void backToStart()}>{TEXTS.backToStart}</Button>
            <Button ref={next} appearance="primary" onClick={() => setNextDialog(false)}>
              {TEXTS.nextTask}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/**
 * 'Are You Sure ????' with Close and Ok, before an accept (product §2); `note`: what else the accept
 * does (a QA's photo corrections going with it, issue 23).
 */
export function ConfirmDialog({
  reason,
  note = null,
  onOk,
}: {
  reason: string | null;
  note?: string | null;
  onOk: () => void;
}) {
  const { modal } = useSnapshot(boardStore);
  return (
    <SharedConfirmDialog open={modal === "confirm"} onClose={close} onOk={onOk} returnTo={openerOrHome}>
      {note ? (
        <>
          <p>{reason}</p>
          <p>{note}</p>
        </>
      ) : (
        reason
      )}
    </SharedConfirmDialog>
  );
}

/**
 * 'Inspection!' / 'VinDecode Wrong Plz Input Again' with Try Again: the agent keeps the task (product §2)
 * and inputs again, in the VIN field (the task's home).
 */
export function VinDecodeDialog() {
  const { modal } = useSnapshot(boardStore);
  const tryAgain = useDialogFocus(modal === "vinDecode", taskHome);
  return (
    <Dialog open={modal === "vinDecode"} modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{TEXTS.inspectionModalTitle}</DialogTitle>
          <DialogContent>{TEXTS.vinDecodeWrong}</DialogContent>
          <DialogActions>
            <Button ref={tryAgain} appearance="primary" onClick={close}>
              {TEXTS.tryAgain}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** 'Time OUT !!!' with Back To Start (product §2, §4). */
export function TimeOutDialog() {
  const { timeOut } = useSnapshot(boardStore);
  const back = useDialogFocus(timeOut);
  return (
    <Dialog open={timeOut} modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{TEXTS.timeOutTitle}</DialogTitle>
          <DialogContent>{TEXTS.timeOutBody}</DialogContent>
          <DialogActions>
            <Button ref={back} appearance="primary" onClick={() => void backToStart()}>
              {TEXTS.backToStart}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
