import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Text,
} from "@fluentui/react-components";
import type { HomeworkResponse } from "../../../../contract/taskTypes.ts";
import { TEXTS } from "../../../../domain/texts.ts";
import { useDialogFocus } from "../../../ui/useDialogFocus.ts";
import { openerOrHome } from "../taskFocus.ts";

/** The task response's latest earlier inspection of the same VIN (the contract's InspectionView). */
type SameInspection = NonNullable<NonNullable<HomeworkResponse["inspection"]>["sameInspection"]>;

/**
 * C (product §2 "show same inspect"): the latest earlier inspection of the same VIN and its vehicle data.
 * Closed, the focus goes back to where C was pressed, else to the task's home (issue 21).
 */
export function SameInspectionDialog({
  same,
  open,
  onClose,
}: {
  same: SameInspection | null;
  open: boolean;
  onClose: () => void;
}) {
  const close = useDialogFocus(open, openerOrHome);
  const fields = Object.entries(same?.vehicle ?? {}).filter(
    ([, v]) => v !== null && v !== "" && (typeof v === "string" || typeof v === "number"),
  );
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{TEXTS.wsSameInspection}</DialogTitle>
          <DialogContent>
            {same ? (
              <>
                <Text block font="monospace">
                  {same.sessionID} · {same.finishedAt ?? same.updatedAt ?? ""}
                </Text>
                <dl>
                  {fields.map(([k, v]) => (
                    <div key={k}>
                      <dt>
                        <Text weight="semibold">{k}</Text>
                      </dt>
                      <dd>{String(v)}</dd>
                    </div>
                  ))}
                </dl>
              </>
            ) : (
              <Text>{TEXTS.wsNoSameInspection}</Text>
            )}
          </DialogContent>
          <DialogActions>
            <Button ref={close} appearance="primary" onClick={onClose}>
              {TEXTS.close}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
