import { expect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { createDriver } from "../../../src/canvas/testing/driver.ts";
import { asCageInfo, markContextOf } from "../../../src/client/features/inspections/workstation/markMode.ts";
import { applyX, applyY } from "../../../src/geometry/affine.ts";
import { type ImagePoint, imagePoint, viewportPoint } from "../../../src/geometry/spaces.ts";
import { viewportToImage } from "../../../src/geometry/transform.ts";

/**
 * Where things are on a damage task's workstation, in screen px, computed the way the page computes
 * them: the task's own payload (its cage SVG, cageInfo, mirroring, as /api/tasks/random/homework sent
 * it) fed to the real WorkstationController through the headless driver (src/canvas/testing/driver.ts),
 * sized like the frame on the page. The page exposes no geometry of its own; this is the same code.
 */

/** The part of a homework response the workstation draws from. */
export interface TaskPayloadLike {
  task: {
    _id: string;
    name: string;
    type?: string;
    photoCode: string;
    options: { cageInfo?: unknown; originalName?: string; originalSlotType?: string };
  } | null;
  inspection: unknown;
  taskSlot: { type?: string | null } | null;
  cage: { svg: string; mirrored: boolean; labels?: { id: string; label: string; group: string }[] } | null;
}

/**
 * Keeps every task payload the page receives: homework's, and the next task held ahead that an answer
 * hands over (`next`, issue 21); `of(session, code)` is the newest one of that task.
 */
export function watchTaskPayloads(page: Page) {
  const seen: TaskPayloadLike[] = [];
  page.on("response", (res) => {
    const path = new URL(res.url()).pathname;
    const answer = /\/api\/tasks\/[^/]+\/(accept|reject|finish)$/.test(path);
    if (!answer && !path.endsWith("/api/tasks/random/homework")) return;
    void res
      .json()
      .then((body: TaskPayloadLike & { next?: TaskPayloadLike }) => {
        const payload = answer ? body?.next : body;
        if (payload?.task) seen.push(payload);
      })
      .catch(() => undefined);
  });
  return {
    of(session: string, photoCode: string): TaskPayloadLike {
      const found = seen.findLast(
        (p) =>
          p.task?.photoCode === photoCode &&
          (p.inspection as { sessionID?: string } | null)?.sessionID === session,
      );
      if (!found) throw new Error(`no task payload of ${session} ${photoCode}`);
      return found;
    },
  };
}

/** The photo frame's size (the controller's viewport) and its top-left on the page. */
export function frameGeometry(frame: Locator) {
  return frame.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.left, y: r.top, width: el.clientWidth, height: el.clientHeight };
  });
}

/** Waits until the frame has stopped changing size (after a window resize) and answers its geometry. */
export async function settledFrame(frame: Locator, expectedWidth?: (w: number) => boolean) {
  let last = "";
  await expect
    .poll(
      async () => {
        const g = await frameGeometry(frame);
        const key = JSON.stringify(g);
        const stable = key === last && (expectedWidth ? expectedWidth(g.width) : true);
        last = key;
        return stable;
      },
      { intervals: [150, 150, 250, 250, 500], timeout: 10_000 },
    )
    .toBe(true);
  return frameGeometry(frame);
}

export interface PartSpot {
  /** The part as the picker names it (TEXTS.wsPickDamage(component, group)). */
  readonly component: string;
  readonly group: string;
  /** Its centre on the page (screen px). */
  readonly page: { x: number; y: number };
  /** The same point on the photo (image px): where a damage placed there stays. */
  readonly image: ImagePoint;
  /** How far (px) the centre is from the part's edge on screen. */
  readonly depth: number;
  /** The damage_location a damage placed there is sent with (normalised to the photo). */
  readonly position: { x: number; y: number };
}

/** A driver holding the task's cage at the frame's size, as the page's controller holds it. */
function driverFor(payload: TaskPayloadLike, frame: { width: number; height: number }) {
  const info = asCageInfo(payload.task?.options.cageInfo ?? null);
  if (!payload.cage || !payload.task) throw new Error("the task has no cage");
  return createDriver({
    mode: "mark",
    // The photos the journeys ingest are 640×400 (inspectionWorld.ts); cageInfo names it when known.
    image: info?.original_image ?? { width: 640, height: 400 },
    viewport: { width: frame.width, height: frame.height },
    cageSvg: payload.cage.svg,
    cageLabels: payload.cage.labels,
    cageInfo: info,
    mirrored: payload.cage.mirrored,
    // As the page marks: a QC task by the rules of the task it re-checks (markContextOf).
    markContext: markContextOf(
      { ...payload.task, type: payload.task.type ?? "INSPECT" },
      payload.taskSlot?.type ?? "damage",
    ),
  });
}

const DIRECTIONS = Array.from({ length: 16 }, (_, i) => [
  Math.cos((i * Math.PI) / 8),
  Math.sin((i * Math.PI) / 8),
]);

/**
 * The hittable parts of `group` with their centres on screen: for each part, of a grid of points inside
 * it, the one farthest from its edge (a double-click there is on the part whatever a few px of rounding
 * do), and the name and group the placement gives it (the driver double-clicks there). Deepest first.
 */
export function partCentres(
  payload: TaskPayloadLike,
  frame: { x: number; y: number; width: number; height: number },
  group = "BODY",
): PartSpot[] {
  const d = driverFor(payload, frame);
  const c = d.controller;
  const cage = c.cage;
  if (!cage) throw new Error("the cage did not load in the driver");
  const m = cage.alignment.cageToImage;
  const spots: PartSpot[] = [];
  for (const part of cage.parts) {
    if (!part.hittable || part.group !== group) continue;
    const { minX, minY, maxX, maxY } = part.bbox;
    const corners = [
      [minX, minY],
      [maxX, minY],
      [minX, maxY],
      [maxX, maxY],
    ].map(([x, y]) => d.at(imagePoint(applyX(m, x!, y!), applyY(m, x!, y!))));
    const [x0, x1] = [Math.min(...corners.map((p) => p.x)), Math.max(...corners.map((p) => p.x))];
    const [y0, y1] = [Math.min(...corners.map((p) => p.y)), Math.max(...corners.map((p) => p.y))];
    const inside = (x: number, y: number) => c.partAt(viewportPoint(x, y))?.index === part.index;
    let best: { x: number; y: number; depth: number } | null = null;
    const steps = 24;
    for (let i = 1; i < steps; i++) {
      for (let j = 1; j < steps; j++) {
        const x = x0 + ((x1 - x0) * i) / steps;
        const y = y0 + ((y1 - y0) * j) / steps;
        if (!inside(x, y)) continue;
        let depth = 0;
        while (
          depth < 80 &&
          DIRECTIONS.every(([dx, dy]) => inside(x + dx! * (depth + 1), y + dy! * (depth + 1)))
        )
          depth++;
        if (!best || depth > best.depth) best = { x, y, depth };
      }
    }
    if (!best) continue;
    // Round as the mouse does (whole px), then ask the placement what the page's picker will say.
    const at = viewportPoint(Math.round(best.x), Math.round(best.y));
    c.setMarkers([]);
    d.calls.length = 0;
    d.doubleClick(at);
    const placed = d.calls.find((call) => call.type === "place");
    if (placed?.type !== "place") continue;
    spots.push({
      component: placed.component,
      group: placed.group,
      page: { x: frame.x + at.x, y: frame.y + at.y },
      image: viewportToImage(c.state.view, at),
      depth: best.depth,
      position: placed.position,
    });
  }
  return spots.sort((a, b) => b.depth - a.depth);
}

/** Where an image point shows on the page, the frame at its current size. */
export function onPage(
  payload: TaskPayloadLike,
  frame: { x: number; y: number; width: number; height: number },
  image: ImagePoint,
): { x: number; y: number } {
  const p = driverFor(payload, frame).at(image);
  return { x: frame.x + p.x, y: frame.y + p.y };
}

/**
 * The centre of the red marker dots (grade 3 and up: #e0201b) in a box of `radius` px around `near`, from
 * a screenshot of the page; null when there is none. The dot is 10 px across, its centre the damage's
 * point (src/geometry/cageAlign.ts, MARKER_OFFSET_PX).
 */
export async function redDotNear(
  page: Page,
  near: { x: number; y: number },
  radius = 24,
): Promise<{ x: number; y: number; pixels: number } | null> {
  const clip = {
    x: Math.max(0, Math.round(near.x - radius)),
    y: Math.max(0, Math.round(near.y - radius)),
    width: 2 * radius,
    height: 2 * radius,
  };
  const { data, info } = await sharp(await page.screenshot({ clip }))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let n = 0;
  let sx = 0;
  let sy = 0;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * 3;
      const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
      if (r > 170 && g < 90 && b < 90) {
        n++;
        // +0.5: the pixel's centre.
        sx += x + 0.5;
        sy += y + 0.5;
      }
    }
  }
  return n < 12 ? null : { x: clip.x + sx / n, y: clip.y + sy / n, pixels: n };
}

/** Asserts a red marker dot is centred within `tolerance` px of `expected` (waits for the repaint). */
export async function expectRedDotAt(page: Page, expected: { x: number; y: number }, tolerance = 3) {
  await expect
    .poll(
      async () => {
        const dot = await redDotNear(page, expected);
        return dot ? Math.hypot(dot.x - expected.x, dot.y - expected.y) : Number.POSITIVE_INFINITY;
      },
      { message: `a red marker within ${tolerance} px of (${expected.x}, ${expected.y})`, timeout: 10_000 },
    )
    .toBeLessThanOrEqual(tolerance);
  return redDotNear(page, expected);
}
