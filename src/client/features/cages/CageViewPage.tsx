import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Button,
  makeStyles,
  Text,
  tokens,
} from "@fluentui/react-components";
import { ArrowLeftRegular, CopyRegular, EditRegular } from "@fluentui/react-icons";
import { useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { useSnapshot } from "valtio";
import { type CageStatus, mayAdministerCages, mayChangeCages } from "../../../domain/cageStatus.ts";
import { DEFAULT_TIMEZONE } from "../../../domain/constants.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { call } from "../../api/call.ts";
import { useCall } from "../../api/useCall.ts";
import { showAlert } from "../../state/alert.ts";
import { sessionStore } from "../../state/session.ts";
import { CenteredSpinner } from "../../ui/CenteredSpinner.tsx";
import { Page } from "../../ui/Page.tsx";
import { AddNoteDialog } from "./AddNoteDialog.tsx";
import { AppLink } from "./AppLink.tsx";
import { CageInfoForm } from "./CageInfoForm.tsx";
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

/** Cage detail /cageView/:id (product §2): Information, Cage Detail, Notes (n), History (n) and the status actions. */
export function CageViewPage() {
  const styles = useStyles();
  const { id = "" } = useParams();
  const { user } = useSnapshot(sessionStore);
  const navigate = useNavigate();
  const { data, error, mutate } = useCall(cageApi.getCage, { params: { id } });
  const [editing, setEditing] = useState(false);
  const refresh = () => void mutate();
  const duplicate = async () => {
    const result = await call(cageApi.duplicateCage, { params: { id } });
    if (!result.ok) return;
    showAlert("success", 200, TEXTS.cageDuplicated);
    navigate(`/cageView/${result.data.cage._id}`);
  };
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
  const { cage, files, settings } = data;
  const status = cage.status as CageStatus;
  // The server's rules: information and duplicating for admin-like roles; VIEWER and TRAINEE change nothing.
  const admin = mayAdministerCages(user.role);
  const timezone = user.options.timezone ?? DEFAULT_TIMEZONE;
  return (
    <Page
      title={TEXTS.cageTitle(cage.year, cage.make, cage.model)}
      actions={
        <>
          <CageStatusBadge status={status} />
          {admin ? (
            <Button size="small" icon={<CopyRegular />} onClick={() => void duplicate()}>
              {TEXTS.cageDuplicate}
            </Button>
          ) : null}
        </>
      }
    >
      {back}
      <CageStatusActions
        cageId={cage._id}
        title={TEXTS.cageTitle(cage.year, cage.make, cage.model)}
        status={status}
        role={user.role}
        onChanged={refresh}
      />
      <Accordion multiple collapsible defaultOpenItems={["info", "detail", "notes", "history"]}>
        <AccordionItem value="info">
          <AccordionHeader>{TEXTS.cageInformation}</AccordionHeader>
          <AccordionPanel className={styles.panel}>
            {editing ? (
              <CageInfoForm
                cage={cage}
                onDone={(saved) => {
                  setEditing(false);
                  if (saved) refresh();
                }}
              />
            ) : (
              <>
                <CageInformation cage={cage} timezone={timezone} />
                {admin ? (
                  <Button size="small" icon={<EditRegular />} onClick={() => setEditing(true)}>
                    {TEXTS.cageEditInfo}
                  </Button>
                ) : null}
              </>
            )}
          </AccordionPanel>
        </AccordionItem>
        <AccordionItem value="detail">
          <AccordionHeader>{TEXTS.cageDetailSection}</AccordionHeader>
          <AccordionPanel className={styles.panel}>
            <CageSlots
              cage={cage}
              files={files}
              user={user}
              labelLockIdleMinutes={settings.labelLockIdleMinutes}
              onChanged={refresh}
            />
          </AccordionPanel>
        </AccordionItem>
        <AccordionItem value="notes">
          <AccordionHeader>{TEXTS.cageNotesSection(cage.cageNotes.length)}</AccordionHeader>
          <AccordionPanel className={styles.panel}>
            <div className={styles.bar}>
              {mayChangeCages(user.role) ? (
                <AddNoteDialog cageId={cage._id} role={user.role} onAdded={refresh} />
              ) : null}
            </div>
            <CageNotes notes={cage.cageNotes} timezone={timezone} />
          </AccordionPanel>
        </AccordionItem>
        <AccordionItem value="history">
          <AccordionHeader>{TEXTS.cageHistorySection(cage.cageHistories.length)}</AccordionHeader>
          <AccordionPanel className={styles.panel}>
            <CageHistory histories={cage.cageHistories} timezone={timezone} />
          </AccordionPanel>
        </AccordionItem>
      </Accordion>
    </Page>
  );
}
