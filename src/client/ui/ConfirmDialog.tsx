import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from "@fluentui/react-components";
import type { ReactNode } from "react";
import { TEXTS } from "../../domain/texts.ts";
import { useDialogFocus } from "./useDialogFocus.ts";

/**
 * The spec's confirm modal: 'Are You Sure ????' with Close and Ok. It opens with Ok focused (Enter
 * confirms, Escape closes; issue 21); the focus goes back to where it was once it closes, or where
 * `returnTo` says (useDialogFocus).
 */
export function ConfirmDialog({
  open,
  children,
  onClose,
  onOk,
  returnTo,
}: {
  open: boolean;
  children?: ReactNode;
  onClose: () => void;
  onOk: () => void;
  returnTo?: (opener: HTMLElement | null) => HTMLElement | null;
}) {
  const ok = useDialogFocus(open, returnTo);
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{TEXTS.confirmTitle}</DialogTitle>
          {children ? <DialogContent>{children}</DialogContent> : null}
          <DialogActions>
            <Button onClick={onClose}>{TEXTS.close}</Button>
            <Button ref={ok} appearance="primary" onClick={onOk}>
              {TEXTS.ok}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
