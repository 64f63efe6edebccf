import { Button, makeStyles, Spinner, Tab, TabList, Text, Toolbar, tokens } from "@fluentui/react-components";
import { ArrowLeftRegular, CheckmarkRegular, SaveRegular } from "@fluentui/react-icons";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Navigate, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { useSnapshot } from "valtio";
import { type CageStatus, LABEL_LOCK_IDLE_MINUTES } from "../../../domain/cageStatus.ts";
import { nextUnlabelled } from "../../../domain/labelFlow.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { call } from "../../api/call.ts";
import { useCall } from "../../api/useCall.ts";
import { showAlert } from "../../state/alert.ts";
import { sessionStore } from "../../state/session.ts";
import { CenteredSpinner } from "../../ui/CenteredSpinner.tsx";
import { Page } from "../../ui/Page.tsx";
import { focusLost } from "../../ui/useDialogFocus.ts";
import { AppLink } from "./AppLink.tsx";
import { cageApi } from "./cageApi.ts";
import { LabelAssistant } from "./LabelAssistant.tsx";
import { LabelCanvas } from "./LabelCanvas.tsx";
import { LabelLegend } from "./LabelLegend.tsx";
import { LabelPartList } from "./LabelPartList.tsx";
import { type Labels, labelsFrom, toLabelData, uniqueParts } from "./labelState.ts";
import { useCageParts } from "./useCageParts.ts";
import { useBesideFrameHeight, useFillHeight } from "./useFillHeight.ts";
import { useLabelAssist } from "./useLabelAssist.ts";
import { useLabelSession } from "./useLabelSession.tsx";

/**
 * Until the canvas column is measured (useBesideFrameHeight): the workstation's toolbar above its frame
 * (35 px) and two lines of legend with the gap above them (48 px).
 */
const BESIDE_FRAME_GUESS_PX = 35 + 48;

const useStyles = makeStyles({
  // Canvas and side panel side by side at 1200 px and up; the side panel scrolls its part list only.
  layout: { display: "flex", gap: tokens.spacingHorizontalL, alignItems: "flex-start", minWidth: 0 },
  canvas: {
    flex: "1 1 560px",
    minWidth: 0,
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalS,
  },
  side: {
    flex: "0 0 440px",
    minWidth: 0,
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalS,
    // With the picker's list open the panel may hold more than the window leaves: it scrolls, not the page.
    overflowY: "auto",
  },
});

/**
 * Cage labelling /cageLabel/:id?code=04 (product §2): the slot's photo and cage in the workstation, the list
 * of the cage's parts with a label each, Save and Finish. Back to /cageView/:id when the cage has no
 * details or a load fails. Read-only when the cage is ACTIVE, for a VIEWER or TRAINEE, or while another
 * user holds a live lock on the label (the domain's checkLabelEdit, as on the server: an idle lock lapses,
 * ADMIN and SUPER may take over a live one, warned first). The label is claimed ({type:'Label'}) at the
 * first change, not on opening, so looking at a finished label does not reopen it.
 */
export function CageLabelPage() {
  const styles = useStyles();
  const { id = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useSnapshot(sessionStore);
  const cage = useCall(cageApi.getCage, { params: { id } }, { revalidateOnFocus: false });
  const details = cage.data?.cage.cageDetails ?? [];
  const detail = details.find((d) => d.code === params.get("code")) ?? details[0];
  // Asked afresh on every opening (no 2 s dedupe): the slot's holder changes by this page's own claim or
  // takeover, which this cache does not see; reopened at once, the holder from before kept a draft back.
  const slot = useCall(
    cageApi.getCageDetail,
    detail ? { params: { id: detail._id }, query: { action: "Label" } } : null,
    { revalidateOnFocus: false, dedupingInterval: 0 },
  );
  const files = slot.data?.files;
  const {
    parts: allParts,
    svg,
    failed,
  } = useCageParts(files ? (files.cage.url ?? files.cage.fallback) : null);
  const parts = useMemo(() => (allParts ? uniqueParts(allParts) : null), [allParts]);

  const [labels, setLabels] = useState<Labels>(new Map());
  const [selected, setSelected] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const finishButton = useRef<HTMLButtonElement>(null);
  // Canvas and side panel take the window's height below whatever shows above them (the lock banner).
  const [layoutRef, fillHeight] = useFillHeight<HTMLDivElement>();
  // Of that height, the frame gets what the toolbar and the legend beside it leave (measured).
  const [canvasColumnRef, besideFrame] = useBesideFrameHeight<HTMLDivElement>(svg !== null);
  const takenOverRef = useRef<() => void>(() => {});
  const loaded = slot.data?.cageDetail;
  useEffect(() => {
    if (loaded) setLabels(labelsFrom(loaded.labelData));
    setSelected(null);
  }, [loaded]);
  // The lock banner, the claim, the draft of unsaved labels and the question before leaving them.
  const session = useLabelSession({
    cageId: id,
    loaded,
    status: slot.data?.cage.status as CageStatus | undefined,
    user,
    idleMinutes: cage.data?.settings.labelLockIdleMinutes ?? LABEL_LOCK_IDLE_MINUTES,
    current: useMemo(() => (parts ? toLabelData(labels, parts) : null), [labels, parts]),
    onRestore: useCallback((data) => setLabels(labelsFrom(data)), []),
    onLost: useCallback(() => void slot.mutate(), [slot.mutate]),
    onTakenOver: useCallback(() => takenOverRef.current(), []),
  });

  // Changes go through `change` below (it claims the label first); the flow itself is a hook.
  const changeRef = useRef<(next: Labels) => void>(() => {});
  const assist = useLabelAssist(
    parts,
    labels,
    (next) => changeRef.current(next),
    selected,
    setSelected,
    cage.data?.cage.bodyType ?? null,
  );

  // After a takeover the focus went with the banner's button: to the picker on the part being labelled
  // (the first unlabelled one when none is), else, with every part labelled, to Finish.
  takenOverRef.current = () => {
    const ids = (parts ?? []).map((p) => p.id);
    const next = selected ?? nextUnlabelled(ids, (partId) => labels.has(partId), null);
    if (next) setSelected(next);
    else setTimeout(() => focusLost() && finishButton.current?.focus(), 0);
  };

  if (cage.error || slot.error || (cage.data && details.length === 0))
    return <Navigate to={`/cageView/${id}`} replace />;
  if (!cage.data || !slot.data || !user || !detail) return <CenteredSpinner />;

  const readOnly = session.readOnly;

  const change = async (next: Labels) => {
    if (!(await session.ensureClaimed())) return;
    setLabels(next);
  };
  changeRef.current = (next) => void change(next);
  const send = async (labelAction: "save" | "finish") => {
    if (!parts) return;
    setBusy(true);
    const result = await call(cageApi.updateCageDetail, {
      params: { id: detail._id },
      body: { type: "Label", labelAction, labelData: toLabelData(labels, parts), cageId: id },
    });
    setBusy(false);
    if (!result.ok) return;
    session.saved();
    showAlert("success", 200, labelAction === "finish" ? TEXTS.labelFinished : TEXTS.labelSaved);
    if (labelAction === "finish") {
      // Refresh the cached cage first, so the detail page shows the label DONE, not the stale owner.
      await cage.mutate();
      session.leave(() => navigate(`/cageView/${id}`));
    } else await slot.mutate();
  };

  const title = `${TEXTS.cageTitle(cage.data.cage.year, cage.data.cage.make, cage.data.cage.model)} · ${detail.code} ${detail.name}`;
  return (
    <Page title={title}>
      <AppLink to={`/cageView/${id}`}>
        <ArrowLeftRegular /> {TEXTS.pageCageView}
      </AppLink>
      <TabList
        aria-label={TEXTS.labelSlotPicker}
        selectedValue={detail.code}
        onTabSelect={(_e, data) => setParams({ code: String(data.value) }, { replace: true })}
      >
        {details.map((d) => (
          <Tab key={d._id} value={d.code}>
            {`${d.code} ${d.name}`}
          </Tab>
        ))}
      </TabList>
      {session.banner}
      <div className={styles.layout} ref={layoutRef}>
        <div className={styles.canvas} ref={canvasColumnRef}>
          <LabelCanvas
            files={slot.data.files}
            photoCode={detail.code}
            svg={svg}
            parts={parts ?? []}
            labels={labels}
            suggestions={assist.suggestions}
            threshold={assist.threshold}
            selected={selected}
            onSelect={setSelected}
            height={fillHeight === null ? null : fillHeight - (besideFrame ?? BESIDE_FRAME_GUESS_PX)}
          />
          <LabelLegend />
        </div>
        <div className={styles.side} style={{ height: fillHeight ?? "calc(100vh - 250px)" }}>
          <Toolbar>
            <Button
              icon={<SaveRegular />}
              disabled={readOnly || busy || !parts}
              onClick={() => void send("save")}
            >
              {TEXTS.labelSave}
            </Button>
            <Button
              ref={finishButton}
              appearance="primary"
              icon={<CheckmarkRegular />}
              disabled={readOnly || busy || !parts}
              onClick={() => void send("finish")}
            >
              {TEXTS.labelFinish}
            </Button>
            {busy ? <Spinner size="tiny" /> : null}
          </Toolbar>
          {session.draftStatus}
          {failed ? <Text role="alert">{TEXTS.photoFailed}</Text> : null}
          {parts && parts.length === 0 ? <Text>{TEXTS.labelNoParts}</Text> : null}
          {parts && parts.length > 0 ? (
            <LabelAssistant assist={assist} labels={labels} selected={selected} readOnly={readOnly} />
          ) : null}
          {parts ? (
            <LabelPartList
              parts={parts}
              labels={labels}
              suggestions={assist.suggestions}
              selected={selected}
              readOnly={readOnly}
              onSelect={setSelected}
              onPick={(partId, next) => assist.assign(partId, next, false)}
            />
          ) : failed ? null : (
            <Spinner size="small" />
          )}
        </div>
      </div>
      {session.leaveDialog}
    </Page>
  );
}
