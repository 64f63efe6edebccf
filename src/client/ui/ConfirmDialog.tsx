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

/** The spec's confirm modal: 'Are You Sure ????' with Close and Ok. */
export function ConfirmDialog({
  open,
  children,
  onClose,
  onOk,
}: {
  open: boolean;
  children?: ReactNode;
  onClose: () => void;
  onOk: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{TEXTS.confirmTitle}</DialogTitle>
          {children ? <DialogContent>{children}</DialogContent> : null}
          <DialogActions>
            <Button onClick={onClose}>{TEXTS.close}</Button>
            <Button appearance="primary" onClick={onOk}>
              {TEXTS.ok}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
