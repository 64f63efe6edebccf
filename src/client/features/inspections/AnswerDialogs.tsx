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
import { boardStore, openModal } from "./boardStore.ts";
import { backToStart } from "./workspaceActions.ts";

const close = () => openModal("none");

/** Reject modal titled 'Image' with the action button and Close (spec §2). */
export function RejectDialog({ reason, onReject }: { reason: string | null; onReject: () => void }) {
  const { modal } = useSnapshot(boardStore);
  return (
    <Dialog open={modal === "reject"} onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{TEXTS.rejectModalTitle}</DialogTitle>
          <DialogContent>{reason}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onReject}>
              {TEXTS.rejectAction}
            </Button>
            <Button onClick={close}>{TEXTS.close}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** 'Are You Sure ????' with Close and Ok, before an accept (spec §2). */
export function ConfirmDialog({ reason, onOk }: { reason: string | null; onOk: () => void }) {
  const { modal } = useSnapshot(boardStore);
  return (
    <Dialog open={modal === "confirm"} onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{TEXTS.confirmTitle}</DialogTitle>
          <DialogContent>{reason}</DialogContent>
          <DialogActions>
            <Button onClick={close}>{TEXTS.close}</Button>
            <Button appearance="primary" onClick={onOk}>
              {TEXTS.ok}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** 'Inspection!' / 'VinDecode Wrong Plz Input Again' with Try Again: the agent keeps the task (spec §2). */
export function VinDecodeDialog() {
  const { modal } = useSnapshot(boardStore);
  return (
    <Dialog open={modal === "vinDecode"} modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{TEXTS.inspectionModalTitle}</DialogTitle>
          <DialogContent>{TEXTS.vinDecodeWrong}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={close}>
              {TEXTS.tryAgain}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** 'Time OUT !!!' with Back To Start (spec §2, §4). */
export function TimeOutDialog() {
  const { timeOut } = useSnapshot(boardStore);
  return (
    <Dialog open={timeOut} modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{TEXTS.timeOutTitle}</DialogTitle>
          <DialogContent>{TEXTS.timeOutBody}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => void backToStart()}>
              {TEXTS.backToStart}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
