import { makeStyles, Spinner, tokens } from "@fluentui/react-components";
import { useSnapshot } from "valtio";
import { TEXTS } from "../../domain/texts.ts";
import { loadingStore } from "../state/loading.ts";

const useStyles = makeStyles({
  overlay: {
    position: "fixed",
    inset: 0,
    zIndex: 900,
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    backgroundColor: "rgba(255, 255, 255, 0.6)",
    cursor: "progress",
  },
  card: {
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXXL}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
  },
});

/** Covers the page while a call marked `loading` runs (product §2 Other). */
export function LoadingOverlay() {
  const styles = useStyles();
  const { pending } = useSnapshot(loadingStore);
  if (pending === 0) return null;
  return (
    <div className={styles.overlay} data-testid="loading-overlay" aria-busy="true">
      <div className={styles.card}>
        <Spinner size="medium" label={TEXTS.loadingOverlay} labelPosition="below" />
      </div>
    </div>
  );
}
