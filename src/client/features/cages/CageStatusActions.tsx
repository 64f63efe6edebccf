import { Button, makeStyles, Toolbar, tokens } from "@fluentui/react-components";
import { useState } from "react";
import { type CageAction, type CageStatus, cageActionButtonStates } from "../../../domain/cageStatus.ts";
import type { Role } from "../../../domain/roles.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { call } from "../../api/call.ts";
import { cageApi } from "./cageApi.ts";

const useStyles = makeStyles({ bar: { flexWrap: "wrap", gap: tokens.spacingHorizontalS } });

/**
 * The status action buttons (product §4, §6): AGENT's set, the admin-like set, none for VIEWER. A button
 * the current status does not allow is disabled (yet focusable, as a toolbar's items may be); the server
 * decides anyway (a 409 names the status the cage really has, e.g. after someone else moved it, and the
 * page reloads to show it).
 */
export function CageStatusActions({
  cageId,
  status,
  role,
  onChanged,
}: {
  cageId: string;
  status: CageStatus;
  role: Role;
  onChanged: () => void;
}) {
  const styles = useStyles();
  const [busy, setBusy] = useState<CageAction | null>(null);
  const buttons = cageActionButtonStates(status, role);
  if (buttons.length === 0) return null;
  const take = async (action: CageAction) => {
    setBusy(action);
    await call(cageApi.setCageStatus, { params: { id: cageId }, body: { action } });
    setBusy(null);
    onChanged();
  };
  return (
    <Toolbar className={styles.bar} aria-label={TEXTS.cageStatusActions}>
      {buttons.map(({ action, enabled }) => (
        <Button
          key={action}
          size="small"
          appearance={action === "DELETE" ? "outline" : "secondary"}
          // Focusable when not allowed: the button just used becomes not allowed (by the call, then by
          // the new status), and a disabled one would drop the keyboard user's focus to the page.
          disabledFocusable={!enabled || busy !== null}
          onClick={() => void take(action)}
        >
          {action}
        </Button>
      ))}
    </Toolbar>
  );
}
