/**
 * The imaging workstation for React pages: a PixiJS 8 canvas (photo, cage parts, damage markers)
 * driven by a WorkstationController, with its toolbar. React passes the inputs below and receives
 * callbacks; everything per frame (pan, zoom, pulses) stays in the controller and the Pixi scene.
 *
 * Modes (fixed for a mounted component: give it a `key` to change mode):
 * - `readonly` — failed-task detail. Photo + numbered markers from `markers`, and the numbered list
 *   beside it. Keys: d toggles markers, Space rotates, W holds zoom 4; wheel zooms, drag pans.
 * - `label` — cage labelling. Photo + cage parts filled with the colour of their label group
 *   (`groupOf`, default the SVG's data-group). A click selects a part: `onSelectPart(part | null)`.
 *   Keys: R shows the cage, Q toggles it, T calls `onReloadCage`, Space, W.
 * - `mark` — the agent workspace (see src/client/features/inspections/workstation/MarkWorkstation.tsx, which adds the damage
 *   picker). Double-click places a damage by src/domain/damagePlacement.ts and calls `onPlace`; a
 *   duplicate pulses the marker there and calls `onRefuse`. Every hot key of the spec (§2).
 *
 * Example (failed-task detail):
 *   <Workstation mode="readonly" imageUrl={task.image} photoCode="04"
 *     markers={damages.map((d) => ({ position: normalisedPoint(d.x, d.y), grade: d.grade_score, label: d.damage_name }))} />
 * Example (cage labelling):
 *   <Workstation mode="label" imageUrl={photoUrl} cageUrl={svgUrl} cageInfo={info}
 *     groupOf={(part) => labels[part.id ?? ""]?.group ?? part.group} groupKey={labels}
 *     onSelectPart={(part) => setSelected(part)} />
 */

import { makeStyles, Spinner, Text, tokens, useRestoreFocusTarget } from "@fluentui/react-components";
// The server's Content-Security-Policy forbids eval; this module makes Pixi build its shaders without it.
import "pixi.js/unsafe-eval";
import {
  type CSSProperties,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { PartGroup, PartLabel } from "../../workers/cage-parse/types";
import { TEXTS } from "../domain/texts";
import type { CageInfo } from "../geometry/cageAlign";
import { type ControllerHost, type MarkContext, WorkstationController } from "./controller";
import { MarkerList } from "./MarkerList";
import { DEFAULT_FRAME_HEIGHT, type MarkerInput, type PartRef, type WorkstationMode } from "./model";
import { WorkstationCanvas } from "./SceneMount";
import type { SuggestedGroup } from "./scene/cageLayer";
import type { WorkstationState } from "./state";
import { useControllerSlice } from "./useControllerSlice";
import { usePointerInput } from "./usePointerInput";
import { useCage, usePhoto } from "./useSources";
import { WorkstationToolbar } from "./WorkstationToolbar";

export interface WorkstationProps extends Omit<ControllerHost, "onStateChange"> {
  readonly mode: WorkstationMode;
  /** The photo (a /api/… URL is fetched with the Authorization header). null: "could not be loaded". */
  readonly imageUrl: string | null;
  /** mark: the super-resolution photo F switches to (webp ⇄ super). */
  readonly superImageUrl?: string | null;
  /** For the accessible name ("Photo 04"). */
  readonly photoCode: string;
  /** The cage SVG, as text or as a URL (fetched with the Authorization header for /api/… URLs). */
  readonly cageSvg?: string | null;
  readonly cageUrl?: string | null;
  /** The labels cage editors stored for the cage's parts: they name the parts the SVG leaves unnamed. */
  readonly cageLabels?: readonly PartLabel[];
  /** How the cage sits on the photo (product §3); null/absent: the cage covers the whole photo. */
  readonly cageInfo?: CageInfo | null;
  /** Photo 07 drawn from the left outline: flip the cage left-right (part sides swap). */
  readonly mirrored?: boolean;
  /** readonly and mark: the damages to show, numbered 1..n in this order. */
  readonly markers?: readonly MarkerInput[];
  /**
   * label: the group a part is coloured by (pale when only suggested); `groupKey` must change whenever
   * its answers change.
   */
  readonly groupOf?: (part: PartRef) => PartGroup | SuggestedGroup | null;
  readonly groupKey?: unknown;
  /** label: the selected part (by index), when the page selects one itself (e.g. from a list). */
  readonly selectedPart?: number | null;
  /** mark: the placement rules' inputs. */
  readonly markContext?: MarkContext;
  /** mark: how many support images the digit keys open. */
  readonly supportCount?: number;
  /** Called once the photo is painted on the canvas (the workspace countdown starts then). */
  readonly onLoaded?: () => void;
  /** Called after each frame that drew a change (benchmarks). */
  readonly onPainted?: (version: number) => void;
  /** Gets the controller (tests, benchmarks, the mark-mode wrapper). */
  readonly onController?: (controller: WorkstationController) => void;
  readonly onStateChange?: (state: WorkstationState) => void;
  /**
   * mark: which task the inputs belong to. The workspace keeps one workstation (one WebGL context) for
   * the whole shift; a new key drops everything of the previous task (controller.resetForTask) and the
   * old photo at once, before the new inputs load.
   */
  readonly taskKey?: string | null;
  /** The photo of this URL already fetched and decoded, or under way (the workspace's, on a task's arrival). */
  readonly takePrefetched?: (url: string) => Promise<ImageBitmap | null> | null;
  /** Height of the canvas (CSS); default fills up to the viewport less the page chrome. */
  readonly height?: CSSProperties["height"];
  /** Rendered over the canvas (mark mode: the damage picker). */
  readonly overlay?: ReactNode;
}

const useStyles = makeStyles({
  root: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXS, minWidth: 0, flexGrow: 1 },
  body: { display: "flex", gap: tokens.spacingHorizontalM, minWidth: 0 },
  frame: {
    position: "relative",
    flexGrow: 1,
    minWidth: 0,
    minHeight: "320px",
    backgroundColor: "#1b1b1b",
    borderRadius: tokens.borderRadiusMedium,
    overflow: "hidden",
    touchAction: "none",
    cursor: "crosshair",
    outlineOffset: "-2px",
    // The frame is where the hot keys go (issue 21): the ring shows whenever it has the focus, given by
    // a click or by the page (a task's arrival, a closed picker), not only after Tab.
    ":focus": { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  canvas: { position: "absolute", inset: 0, display: "block" },
  status: {
    position: "absolute",
    inset: 0,
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    color: tokens.colorNeutralForegroundInverted,
    pointerEvents: "none",
  },
  side: { width: "240px", flexShrink: 0, overflowY: "auto" },
});

export function Workstation(props: WorkstationProps) {
  const styles = useStyles();
  const [controller] = useState(() => new WorkstationController(props.mode));
  const frameRef = useRef<HTMLDivElement>(null);
  // Dialogs opened by a hot key (S, digits: the Support View) have no trigger to give the focus back
  // to; marked as the restore target, the photo gets it, so the next hot key still reaches it.
  const restoreFocusTarget = useRestoreFocusTarget();
  const [reloadKey, setReloadKey] = useState(0);
  const propsRef = useRef(props);
  propsRef.current = props;

  // The controller calls the latest props' callbacks (no re-subscription per render).
  useLayoutEffect(() => {
    controller.host = {
      onSelectPart: (p) => propsRef.current.onSelectPart?.(p),
      onPlace: (r, p) => propsRef.current.onPlace?.(r, p),
      onRefuse: (r) => propsRef.current.onRefuse?.(r),
      onDeleteMarkers: (i) => propsRef.current.onDeleteMarkers?.(i),
      onReloadCage: () => {
        setReloadKey((k) => k + 1);
        propsRef.current.onReloadCage?.();
      },
      onOpenSupport: (w) => propsRef.current.onOpenSupport?.(w),
      onCloseSupport: () => propsRef.current.onCloseSupport?.(),
      onSameInspection: () => propsRef.current.onSameInspection?.(),
      onStateChange: (s) => propsRef.current.onStateChange?.(s),
    };
    props.onController?.(controller);
  }, [controller, props.onController]);

  controller.hasSuperImage = Boolean(props.superImageUrl);
  controller.supportCount = props.supportCount ?? 0;
  if (props.markContext) controller.markContext = props.markContext;

  // Before the loading effects below (declared after it: the photo's layout effect runs after this one,
  // the cage's passive effect after both), so they load into a clean controller.
  const taskKey = props.taskKey ?? null;
  const seenTask = useRef(taskKey);
  useLayoutEffect(() => {
    if (seenTask.current === taskKey) return;
    seenTask.current = taskKey;
    controller.resetForTask();
    // The workspace's frame was out of the page between tasks (its ResizeObserver said 0 × 0, and says
    // the real size only after the next frame's layout): measured now, the new photo is drawn at its
    // size in the very frame that shows the task.
    const frame = frameRef.current;
    if (frame?.isConnected) controller.resize({ width: frame.clientWidth, height: frame.clientHeight });
  }, [controller, taskKey]);

  const markers = props.markers ?? EMPTY;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new task reset the markers; set them again
  useEffect(() => controller.setMarkers(markers), [controller, markers, taskKey]);
  useEffect(() => {
    if (props.selectedPart !== undefined)
      controller.update((s) => ({ ...s, selectedPart: props.selectedPart ?? null }));
  }, [controller, props.selectedPart]);

  const quality = useControllerSlice(controller, (c) => ({
    quality: c.state.quality,
    markersVisible: c.state.markersVisible,
  }));
  const url = quality.quality === "super" && props.superImageUrl ? props.superImageUrl : props.imageUrl;
  const photo = usePhoto(controller, url, props.cageInfo?.original_image ?? null, {
    taskKey: props.taskKey,
    takePrefetched: props.takePrefetched,
  });
  const cageStatus = useCage(
    controller,
    { svg: props.cageSvg, url: props.cageUrl, mirrored: props.mirrored ?? false, labels: props.cageLabels },
    props.cageInfo ?? null,
    `${taskKey}:${reloadKey}`,
  );
  usePointerInput(controller, frameRef);

  // Stable between renders (the canvas is memoised on them): new only when the colouring changes.
  const groupKey = props.groupKey ?? null;
  const labelColours = useMemo(
    () =>
      props.mode === "label"
        ? {
            groupOf: (part: PartRef) =>
              propsRef.current.groupOf ? propsRef.current.groupOf(part) : part.group,
            key: groupKey,
          }
        : null,
    [props.mode, groupKey],
  );
  const onPhotoPainted = useCallback(() => propsRef.current.onLoaded?.(), []);
  const hasOnPainted = props.onPainted !== undefined;
  const onPainted = useMemo(
    () => (hasOnPainted ? (v: number) => propsRef.current.onPainted?.(v) : undefined),
    [hasOnPainted],
  );

  return (
    <div className={styles.root}>
      <WorkstationToolbar controller={controller} />
      <div className={styles.body}>
        <div
          ref={frameRef}
          className={styles.frame}
          style={{ height: props.height ?? DEFAULT_FRAME_HEIGHT }}
          role="application"
          aria-roledescription="imaging workstation"
          aria-label={TEXTS.photoAlt(props.photoCode)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: keys (Space, Tab) go to the focused workstation
          tabIndex={0}
          data-mode={props.mode}
          data-photo-frame=""
          {...restoreFocusTarget}
        >
          <WorkstationCanvas
            className={styles.canvas}
            controller={controller}
            labelColours={labelColours}
            onPhotoPainted={onPhotoPainted}
            onPainted={onPainted}
            whenDrawing={props.mode === "mark"}
          />
          <div className={styles.status}>
            {photo.status === "loading" || photo.status === "idle" ? (
              <Spinner label={TEXTS.photoLoading} />
            ) : photo.status === "failed" ? (
              <Text role="alert">{TEXTS.photoFailed}</Text>
            ) : cageStatus === "failed" ? (
              <Text role="alert">{TEXTS.wsCageFailed}</Text>
            ) : null}
          </div>
          {props.overlay ? <div data-workstation-overlay="">{props.overlay}</div> : null}
        </div>
        {props.mode === "readonly" ? (
          <div className={styles.side}>
            <MarkerList markers={markers} hidden={!quality.markersVisible} />
          </div>
        ) : null}
      </div>
    </div>
  );
}

const EMPTY: readonly MarkerInput[] = [];
