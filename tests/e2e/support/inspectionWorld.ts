import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { TEXTS } from "../../../src/domain/texts.ts";
import { apiLogin } from "./app.ts";

/** Options of the clicks an answer makes (a bounded wait where a caller can do better than wait). */
type Clicks = { timeout?: number };

/**
 * Inspections made for one journey through the product's own ingestion call (ADMIN), with a high
 * priority so they are dispatched before the demo queue. Journeys then find their task on screen by
 * its title and session id, never by a database id.
 */
let counter = 0;
export const uniqueSession = (prefix = "E") =>
  `${prefix}${Date.now().toString(36).toUpperCase()}${(counter++).toString(36).toUpperCase()}`;

async function photo(label: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="100%" height="100%" fill="#dfe6ee"/><text x="50%" y="52%" font-family="DejaVu Sans" font-size="40" text-anchor="middle" fill="#123">${label}</text></svg>`;
  return (await sharp(Buffer.from(svg)).png().toBuffer()).toString("base64");
}

export interface SessionSpec {
  sessionID?: string;
  codes: string[];
  options?: Record<string, unknown>;
  vehicle?: Record<string, unknown>;
  tires?: Record<string, unknown>;
  priority?: number;
}

export async function ingestSession(request: APIRequestContext, spec: SessionSpec): Promise<string> {
  const { token } = await apiLogin(request, "admin1");
  const sessionID = spec.sessionID ?? uniqueSession();
  const photos = await Promise.all(
    spec.codes.map(async (photoCode) => ({ photoCode, data: await photo(`${sessionID} ${photoCode}`) })),
  );
  const res = await request.post("/api/inspections", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      sessionID,
      priority: spec.priority ?? 90,
      options: spec.options ?? { decode: "vms", damage_mode: "split" },
      ...(spec.vehicle ? { vehicle: spec.vehicle } : {}),
      ...(spec.tires ? { tires: spec.tires } : {}),
      photos,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return sessionID;
}

/** The task photo: the workstation's canvas (role application) or, without WebGL, the plain image. */
export const taskPhoto = (page: Page, code: string) =>
  page
    .getByRole("application", { name: TEXTS.photoAlt(code) })
    .or(page.getByRole("img", { name: TEXTS.photoAlt(code) }));

export const taskTitle = (page: Page) => page.getByRole("heading", { level: 1 }).first();
export const infoBar = (page: Page) => page.getByRole("region", { name: TEXTS.infoBarLabel });
export const acceptRegion = (page: Page) => page.getByRole("region", { name: TEXTS.acceptButtons });
export const rejectRegion = (page: Page) => page.getByRole("region", { name: TEXTS.rejectButtons });

/** Confirms an accept: 'Are You Sure ????' then Ok. */
export async function acceptWith(page: Page, description: string, options: Clicks = {}): Promise<void> {
  await acceptRegion(page).getByRole("button", { name: description }).click(options);
  await page
    .getByRole("dialog", { name: TEXTS.confirmTitle })
    .getByRole("button", { name: TEXTS.ok })
    .click(options);
}

/** Rejects with a reason through the 'Image' modal. */
export async function rejectWith(page: Page, description: string, options: Clicks = {}): Promise<void> {
  await rejectRegion(page).getByRole("button", { name: description }).click(options);
  await page
    .getByRole("dialog", { name: TEXTS.rejectModalTitle })
    .getByRole("button", { name: TEXTS.rejectAction })
    .click(options);
}

/**
 * Waits for a task of `session` (whose title starts with `code` when given); any other task that comes
 * first is answered with its first visible reject (or, when none shows, its first accept) so the queue
 * moves.
 */
export async function reachTask(
  page: Page,
  session: string,
  code?: string | RegExp,
  tries = 30,
): Promise<void> {
  const timedOut = page.getByRole("alertdialog", { name: TEXTS.timeOutTitle });
  const popup = page.getByRole("alertdialog", { name: TEXTS.errorPopupTitle });
  for (let i = 0; i < tries; i += 1) {
    // The working screen, or the time-out dialog that replaces it: a task left held by an earlier page
    // comes back with its lease's time, maybe none, and a slow machine can run out a short countdown
    // while the loop answers: start again.
    await expect(page.getByRole("timer").or(timedOut).first()).toBeVisible({ timeout: 15_000 });
    if (await timedOut.isVisible()) {
      await timedOut.getByRole("button", { name: TEXTS.backToStart }).click();
      await page.getByRole("button", { name: TEXTS.startInspect }).click();
      continue;
    }
    const title = (await taskTitle(page).textContent()) ?? "";
    const info = (await infoBar(page).textContent()) ?? "";
    const codeMatches =
      code === undefined || (typeof code === "string" ? title.startsWith(`${code} - `) : code.test(title));
    if (codeMatches && info.includes(session)) return;
    const rejects = rejectRegion(page).getByRole("button");
    // Bounded: a task that came back with no time left shows its timer at 0 a moment before Time OUT
    // covers it and disables every button (a click would wait for them until the test's end, as it
    // did on a loaded machine); the next round finds Time OUT and starts again.
    const bounded = { timeout: 15_000 };
    try {
      if ((await rejects.count()) > 0) {
        await rejectWith(page, (await rejects.first().textContent()) ?? "", bounded);
      } else {
        const first = (await acceptRegion(page).getByRole("button").first().textContent()) ?? "";
        await acceptWith(page, first, bounded);
      }
    } catch {
      continue;
    }
    // A refused answer on 01/08 shows the error popup; close it and go on.
    if (await popup.isVisible({ timeout: 500 }).catch(() => false)) {
      await popup.getByRole("button", { name: TEXTS.close }).click();
    }
    await expect(taskTitle(page))
      .not.toHaveText(title, { timeout: 15_000 })
      .catch(() => undefined);
  }
  throw new Error(`task ${code} of ${session} never came`);
}

/** Double-clicks across the car until a part takes the damage (its picker opens); answers the picker's name. */
export async function placeOnAPart(page: Page, canvas: Locator): Promise<string> {
  const box = (await canvas.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  const picker = page.getByRole("dialog", { name: /^Damage on / });
  for (const [fx, fy] of [
    [0.45, 0.55],
    [0.55, 0.55],
    [0.35, 0.5],
    [0.65, 0.5],
    [0.5, 0.45],
    [0.4, 0.62],
    [0.6, 0.62],
  ] as const) {
    await page.mouse.dblclick(box.x + box.width * fx, box.y + box.height * fy);
    if (await picker.isVisible({ timeout: 1500 }).catch(() => false))
      return (await picker.getAttribute("aria-label")) ?? "";
  }
  throw new Error("no part took the damage");
}
