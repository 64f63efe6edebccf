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
import { TEXTS } from "../../domain/texts.ts";
import { logout } from "../state/auth.ts";
import { errorModalStore, hideErrorModal } from "../state/errorModal.ts";

/** product §8: title ERROR!!!!!, CLOSE; for session errors and the new-version notice CLOSE logs out. */
export function ErrorModal() {
  const { open, message, logoutOnClose } = useSnapshot(errorModalStore);
  const close = () => {
    hideErrorModal();
    if (logoutOnClose) void logout();
  };
  return (
    <Dialog open={open} modalType="alert">
      <DialogSurface aria-describedby="error-modal-message">
        <DialogBody>
          <DialogTitle>{TEXTS.errorModalTitle}</DialogTitle>
          <DialogContent id="error-modal-message">{message}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={close}>
              {TEXTS.errorModalClose}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
