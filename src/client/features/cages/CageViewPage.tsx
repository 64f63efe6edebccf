import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  makeStyles,
  Text,
  tokens,
} from "@fluentui/react-components";
import { ArrowLeftRegular } from "@fluentui/react-icons";
import { useParams } from "react-router-dom";
import { useSnapshot } from "valtio";
import type { CageStatus } from "../../../domain/cageStatus.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { useCall } from "../../api/useCall.ts";
import { sessionStore } from "../../state/session.ts";
import { CenteredSpinner } from "../../ui/CenteredSpinner.tsx";
import { Page } from "../../ui/Page.tsx";
import { AddNoteDialog } from "./AddNoteDialog.tsx";
import { AppLink } from "./AppLink.tsx";
import { CageInformation } from "./CageInformation.tsx";
import { CageHistory, CageNotes } from "./CageNotesHistory.tsx";
import { CageSlots } from "./CageSlots.tsx";
import { CageStatusActions } from "./CageStatusActions.tsx";
import { CageStatusBadge } from "./CageStatusBadge.tsx";
import { cageApi } from "./cageApi.ts";

const useStyles = makeStyles({
  back: { display: "inline-flex", alignItems: "center", gap: tokens.spacingHorizontalXS },
  bar: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.spacingHorizontalM },
  panel: { paddingBlock: tokens.spacingVerticalS },
});

/** Cage detail /cageView/:id (spec §2): Information, Cage Detail, Notes (n), History (n) and the status actions. */
export function CageViewPage() {
  const styles = useStyles();
  const { id = "" } = useParams();
  const { user } = useSnapshot(sessionStore);
  const { data, error, mutate } = useCall(cageApi.getCage, { params: { id } });
  const refresh = () => void mutate();
  const back = (
    <AppLink to="/cages">
      <span className={styles.back}>
        <ArrowLeftRegular /> {TEXTS.cageBack}
      </span>
    </AppLink>
  );
  if (!data || !user) {
    return (
      <Page title={TEXTS.pageCageView}>
        {back}
        {error ? <Text role="alert">{error.message}</Text> : <CenteredSpinner />}
      </Page>
    );
  }
  const { cage, files } = data;
  const status = cage.status as CageStatus;
  return (
    <Page
      title={TEXTS.cageTitle(cage.year, cage.make, cage.model)}
      actions={<CageStatusBadge status={status} />}
    >
      {back}
      <CageStatusActions cageId={cage._id} status={status} role={user.role} onChanged={refresh} />
      <Accordion multiple collapsible defaultOpenItems={["info", "detail", "notes", "history"]}>
        <AccordionItem value="info">
          <AccordionHeader>{TEXTS.cageInformation}</AccordionHeader>
          <AccordionPanel className={styles.panel}>
            <CageInformation cage={cage} />
          </AccordionPanel>
        </AccordionItem>
        <AccordionItem value="detail">
          <AccordionHeader>{TEXTS.cageDetailSection}</AccordionHeader>
          <AccordionPanel className={styles.panel}>
            <CageSlots cage={cage} files={files} user={user} onChanged={refresh} />
          </AccordionPanel>
        </AccordionItem>
        <AccordionItem value="notes">
          <AccordionHeader>{TEXTS.cageNotesSection(cage.cageNotes.length)}</AccordionHeader>
          <AccordionPanel className={styles.panel}>
            <div className={styles.bar}>
              {user.role !== "VIEWER" ? (
                <AddNoteDialog cageId={cage._id} role={user.role} onAdded={refresh} />
              ) : null}
            </div>
            <CageNotes notes={cage.cageNotes} />
          </AccordionPanel>
        </AccordionItem>
        <AccordionItem value="history">
          <AccordionHeader>{TEXTS.cageHistorySection(cage.cageHistories.length)}</AccordionHeader>
          <AccordionPanel className={styles.panel}>
            <CageHistory histories={cage.cageHistories} />
          </AccordionPanel>
        </AccordionItem>
      </Accordion>
    </Page>
  );
}
