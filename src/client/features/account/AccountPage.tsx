import { makeStyles, tokens } from "@fluentui/react-components";
import { useSnapshot } from "valtio";
import { TEXTS } from "../../../domain/texts.ts";
import { sessionStore } from "../../state/session.ts";
import { Page } from "../../ui/Page.tsx";
import { ProfileForm } from "./ProfileForm.tsx";
import { ProfileSummary } from "./ProfileSummary.tsx";

const useStyles = makeStyles({
  columns: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalL },
});

/** /account (product §2 Profile). RequireAuth guarantees the user. */
export function AccountPage() {
  const styles = useStyles();
  const { user } = useSnapshot(sessionStore);
  if (!user) return null;
  return (
    <Page title={TEXTS.accountTitle}>
      <div className={styles.columns}>
        <ProfileSummary user={user} />
        <ProfileForm user={user} />
      </div>
    </Page>
  );
}
