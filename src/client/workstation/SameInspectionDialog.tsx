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
import { TEXTS } from "../../domain/texts.ts";

export interface SameInspection {
  readonly sessionID: string;
  readonly finishedAt?: string | null;
  readonly updatedAt?: string;
  readonly vehicle?: Readonly<Record<string, unknown>>;
}

/** C (spec §2 "show same inspect"): the latest earlier inspection of the same VIN and its vehicle data. */
export function SameInspectionDialog({
  same,
  open,
  onClose,
}: {
  same: SameInspection | null;
  open: boolean;
  onClose: () => void;
}) {
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
            <Button appearance="primary" onClick={onClose}>
              {TEXTS.close}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
