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
import { vehicleLabel } from "../../../domain/vehicleMismatch.ts";
import { useDialogFocus } from "../../ui/useDialogFocus.ts";
import { boardStore } from "./boardStore.ts";
import { taskHome } from "./taskFocus.ts";
import { confirmVehicleMismatch, dismissVehicleMismatch } from "./workspaceActions.ts";

/**
 * The second question of a VIN accept whose VIN decodes to another vehicle than the inspection's
 * (issue 21): both vehicles named. It opens on 'Accept anyway' (Enter sends the answer again with the
 * confirmation); Escape or Close sends nothing and gives the focus back to the VIN field (the task's
 * home), where the agent corrects it.
 */
export function VehicleMismatchDialog() {
  const { modal, pendingMismatch } = useSnapshot(boardStore);
  const open = modal === "vehicleMismatch";
  const action = useDialogFocus(open, taskHome);
  const mismatch = pendingMismatch?.mismatch;
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && dismissVehicleMismatch()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{TEXTS.vehicleMismatchTitle}</DialogTitle>
          <DialogContent>
            {mismatch &&
              TEXTS.vehicleMismatchQuestion(vehicleLabel(mismatch.decoded), vehicleLabel(mismatch.known))}
          </DialogContent>
          <DialogActions>
            <Button ref={action} appearance="primary" onClick={confirmVehicleMismatch}>
              {TEXTS.vehicleMismatchAccept}
            </Button>
            <Button onClick={dismissVehicleMismatch}>{TEXTS.close}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
