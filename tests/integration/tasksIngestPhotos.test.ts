import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { TEXTS } from "../../src/domain/texts.ts";
import { answer, claimNext, nextSession, setStatus, taskEnv, withTaskApp } from "./support/tasks.ts";
import { bearer, loginAs, type TestApp } from "./support/testApp.ts";

/**
 * Issue 24 item 5: photos as cameras write them. Real third-party files (tests/fixtures/photos/SOURCES.md)
 * go through POST /api/inspections; a photo with an EXIF orientation is stored upright, measured upright,
 * and its damages are placed in the upright image. Hostile files get a 400 and leave nothing behind.
 */
const FIXTURES = join(import.meta.dirname, "../fixtures/photos");
const env = taskEnv();
const photosDir = join(env.DATA_DIR as string, "photos");
let t: TestApp;
let admin: string;
withTaskApp(
  (app) => {
    ({ t, admin } = app);
  },
  { env },
);

const fixture = (name: string) => readFile(join(FIXTURES, name));
const post = (payload: object) =>
  t.app.inject({ method: "POST", url: "/api/inspections", headers: bearer(admin), payload });
const storedFiles = async () => (await readdir(photosDir).catch(() => [])).length;

/** Ingests `bytes` as photo 04 (damage_mode full: one damage_full task); answers its photo row. */
async function ingestPhoto(bytes: Buffer) {
  const sessionID = nextSession("P");
  const res = await post({
    sessionID,
    options: { decode: "none", damage_mode: "full", damage_table: "default" },
    photos: [{ photoCode: "04", data: bytes.toString("base64") }],
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().inspection._id as string;
  const photo = await t.database.db
    .selectFrom("photos")
    .selectAll()
    .where("inspection_id", "=", id)
    .executeTakeFirstOrThrow();
  return { id, sessionID, photo };
}

/** A served image's format, size and EXIF orientation. */
async function served(photoId: string, size: "web" | "original") {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/photos/${photoId}${size === "original" ? "?size=original" : ""}`,
    headers: bearer(admin),
  });
  expect(res.statusCode).toBe(200);
  const meta = await sharp(res.rawPayload).metadata();
  return { format: meta.format, width: meta.width, height: meta.height, orientation: meta.orientation ?? 1 };
}

describe("real photos at ingestion", () => {
  it.each([
    // name, its stored size as written by the camera, the upright size, the original's format
    ["Landscape_6.jpg (EXIF Orientation 6)", "Landscape_6.jpg", [1200, 1800], [1800, 1200], "jpeg"],
    ["a progressive JPEG", "testimgp.jpg", [227, 149], [227, 149], "jpeg"],
    ["an RGBA PNG", "basn6a08.png", [32, 32], [32, 32], "png"],
    ["a grayscale PNG", "basn0g08.png", [32, 32], [32, 32], "png"],
    ["a 3840×2160 grayscale PNG", "CSF.UHD.png", [3840, 2160], [3840, 2160], "png"],
    ["a 4608×1976 phone photo", "HMD_Nokia_8.3_5G.jpg", [4608, 1976], [4608, 1976], "jpeg"],
  ] as const)(
    "stores %s upright and measures it upright",
    async (_label, name, written, [width, height], format) => {
      const bytes = await fixture(name);
      const raw = await sharp(bytes, { autoOrient: false }).metadata();
      expect([raw.width, raw.height]).toEqual(written);
      const { photo } = await ingestPhoto(bytes);
      expect({ width: photo.width, height: photo.height }).toEqual({ width, height });
      // The original keeps its size and format and carries no orientation for a viewer to apply again.
      expect(await served(photo.id, "original")).toEqual({ format, width, height, orientation: 1 });
      // The web copy: at most 1600 wide, the same way up.
      const web = await served(photo.id, "web");
      expect(web.format).toBe("webp");
      expect(web.width).toBe(Math.min(width, 1600));
      expect(
        Math.abs((web.height ?? 0) - Math.round((height * (web.width ?? 0)) / width)),
      ).toBeLessThanOrEqual(1);
    },
  );

  it("places a damage marked on a turned photo in the upright image (result document pixels)", async () => {
    const { id, sessionID, photo } = await ingestPhoto(await fixture("Landscape_6.jpg"));
    const agent = await loginAs(t.app, "agent1");
    await setStatus(t, agent, "Waiting");
    const { taskId, body } = await claimNext(t, agent, id, "damage_full");
    // The workstation is given the upright image and its upright size.
    expect(body.task.image_cap).toBe(`/api/photos/${photo.id}`);
    const done = await answer(t, agent, taskId, "finish", {
      damages: [
        {
          component: "FRONT_DOOR_LEFT",
          damage_group: "BODY",
          damage_name: "DENT",
          grade_score: 2,
          material: "Painted",
          damage_location: { x: 0.25, y: 0.75 },
        },
      ],
    });
    expect(done.json().message).toBe(TEXTS.success);
    const doc = (
      await t.app.inject({
        method: "GET",
        url: `/api/inspections/${sessionID}/result`,
        headers: bearer(admin),
      })
    ).json();
    // Upright 1800×1200: a quarter across is 450 px, three quarters down 900 px (as written, 300 and 1350).
    expect(doc.damages[0].location).toEqual({
      pixels: { x: 450, y: 900 },
      normalised: { x: 0.25, y: 0.75 },
      image: { width: 1800, height: 1200 },
    });
  });
});

/** A PNG whose header declares 100,000 × 100,000 pixels (10^10) over a few bytes of data. */
async function pngBomb(): Promise<Buffer> {
  const png = Buffer.from(await fixture("basn0g08.png"));
  png.writeUInt32BE(100_000, 16);
  png.writeUInt32BE(100_000, 20);
  // The IHDR chunk's CRC covers its type and data (bytes 12–28), so the header stays valid.
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe("hostile photos at ingestion", () => {
  it.each([
    [
      "a truncated JPEG",
      async () => (await fixture("Landscape_6.jpg")).subarray(0, 100_000),
      TEXTS.uploadPhotoUnreadable,
    ],
    ["a PNG bomb (huge declared size)", pngBomb, TEXTS.uploadPhotoTooLarge],
    ["text sent as a JPEG", async () => Buffer.from("<html>not a photo</html>"), TEXTS.uploadPhotoType],
    [
      "text behind a JPEG signature",
      async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from("not a photo")]),
      TEXTS.uploadPhotoUnreadable,
    ],
  ])("refuses %s with a clear 400 and stores nothing", async (_label, make, message) => {
    const before = await storedFiles();
    const sessionID = nextSession("H");
    const bytes = await make();
    const res = await post({
      sessionID,
      options: { decode: "none", damage_mode: "full" },
      photos: [
        // A good photo beside the bad one: it is not kept either.
        { photoCode: "02", data: (await fixture("basn6a08.png")).toString("base64") },
        { photoCode: "04", data: `data:image/jpeg;base64,${bytes.toString("base64")}` },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Photo 04: ${message}`);
    const row = await t.database.db
      .selectFrom("inspections")
      .select("id")
      .where("session_id", "=", sessionID)
      .executeTakeFirst();
    expect(row).toBeUndefined();
    expect(await storedFiles()).toBe(before);
  });
});
