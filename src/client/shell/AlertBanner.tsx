import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from "@fluentui/react-components";
import { DismissRegular } from "@fluentui/react-icons";
import { useSnapshot } from "valtio";
import { TEXTS } from "../../domain/texts.ts";
import { type Alert, alertStore, clearAlert } from "../state/alert.ts";

const useStyles = makeStyles({
  host: {
    position: "fixed",
    // Below the 48 px navigation bar, so the banner never hides the user's controls.
    top: "56px",
    left: "50%",
    transform: "translateX(-50%)",
    width: "min(720px, calc(100vw - 32px))",
    zIndex: 1000,
    boxShadow: tokens.shadow16,
  },
  error: { color: tokens.colorPaletteRedForeground1 },
  success: { color: tokens.colorPaletteGreenForeground1 },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

type Intent = "error" | "success" | "warning";

/** product §8: errors red 'Error {status}'; success 'Success {status}', green for 200, warning otherwise. */
export function alertPresentation(alert: Pick<Alert, "kind" | "status">): { intent: Intent; title: string } {
  if (alert.kind === "error") return { intent: "error", title: TEXTS.alertError(alert.status) };
  return { intent: alert.status === 200 ? "success" : "warning", title: TEXTS.alertSuccess(alert.status) };
}

/** The global banner at the top; it clears itself after 6 s (see state/alert.ts) or on close. */
export function AlertBanner() {
  const styles = useStyles();
  const { alert } = useSnapshot(alertStore);
  if (!alert) return null;
  const { intent, title } = alertPresentation(alert);
  return (
    <div className={styles.host}>
      <MessageBar
        key={alert.id}
        intent={intent}
        shape="rounded"
        politeness={intent === "error" ? "assertive" : "polite"}
        role={intent === "error" ? "alert" : "status"}
        data-testid="alert-banner"
        data-intent={intent}
      >
        <MessageBarBody>
          <MessageBarTitle className={styles[intent]}>{title}</MessageBarTitle>
          {alert.message}
        </MessageBarBody>
        <MessageBarActions
          containerAction={
            <Button
              appearance="transparent"
              aria-label={TEXTS.dismissAlert}
              icon={<DismissRegular />}
              onClick={clearAlert}
            />
          }
        />
      </MessageBar>
    </div>
  );
}
