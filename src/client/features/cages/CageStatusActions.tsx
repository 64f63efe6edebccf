import { Button, makeStyles, Text, Toolbar, tokens } from "@fluentui/react-components";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import {
  asksBeforeCageAction,
  type CageAction,
  type CageStatus,
  cageActionButtonStates,
} from "../../../domain/cageStatus.ts";
import type { Role } from "../../../domain/roles.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { call } from "../../api/call.ts";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { cageApi } from "./cageApi.ts";

const useStyles = makeStyles({ bar: { flexWrap: "wrap", gap: tokens.spacingHorizontalS } });

const WARNINGS: Partial<Record<CageAction, string>> = {
  DELETE: TEXTS.cageDeleteWarning,
  ARCHIVE: TEXTS.cageArchiveWarning,
};

/**
 * The status action buttons (product §4, §6): AGENT's set, the admin-like set, none for VIEWER. A button
 * the current status does not allow is disabled (yet focusable, as a toolbar's items may be); the server
 * decides anyway (a 409 names the status the cage really has, e.g. after someone else moved it, and the
 * page reloads to show it). DELETE and ARCHIVE ask first (issue 22: asksBeforeCageAction); a deleted
 * cage is gone from the catalogue, so the Cage Manager opens.
 */
export function CageStatusActions({
  cageId,
  title,
  status,
  role,
  onChanged,
}: {
  cageId: string;
  /** The cage's title, named in the question. */
  title: string;
  status: CageStatus;
  role: Role;
  onChanged: () => void;
}) {
  const styles = useStyles();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<CageAction | null>(null);
  const [asking, setAsking] = useState<CageAction | null>(null);
  const buttons = cageActionButtonStates(status, role);
  if (buttons.length === 0) return null;
  const take = async (action: CageAction) => {
    setAsking(null);
    setBusy(action);
    const result = await call(cageApi.setCageStatus, { params: { id: cageId }, body: { action } });
    setBusy(null);
    if (result.ok && result.data.status === "DELETED") navigate("/cages");
    else onChanged();
  };
  return (
    <>
      <Toolbar className={styles.bar} aria-label={TEXTS.cageStatusActions}>
        {buttons.map(({ action, enabled }) => (
          <Button
            key={action}
            size="small"
            appearance={action === "DELETE" ? "outline" : "secondary"}
            // Focusable when not allowed: the button just used becomes not allowed (by the call, then by
            // the new status), and a disabled one would drop the keyboard user's focus to the page.
            disabledFocusable={!enabled || busy !== null}
            onClick={() => (asksBeforeCageAction(action) ? setAsking(action) : void take(action))}
          >
            {action}
          </Button>
        ))}
      </Toolbar>
      <ConfirmDialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        onOk={() => asking && void take(asking)}
      >
        <Text block weight="semibold">
          {asking ? TEXTS.cageActionConfirm(asking, title) : null}
        </Text>
        <Text block>{asking ? WARNINGS[asking] : null}</Text>
      </ConfirmDialog>
    </>
  );
}
