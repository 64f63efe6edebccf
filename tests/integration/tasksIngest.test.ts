import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { homework, ingest, nextSession, setStatus, taskEnv } from "./support/tasks.ts";
import { bearer, loginAs, startTestApp, type TestApp } from "./support/testApp.ts";

let t: TestApp;
let admin: string;
let png: string;
beforeAll(async () => {
  t = await startTestApp(taskEnv());
  admin = await loginAs(t.app, "admin1");
  png = (
    await sharp({ create: { width: 64, height: 32, channels: 3, background: "#3366aa" } })
      .png()
      .toBuffer()
  ).toString("base64");
});
afterAll(() => t.close());

const post = (token: string, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/inspections", headers: bearer(token), payload });

describe("ingestion", () => {
  it("creates an inspection, stores base64 photos and queues one task per skill per photo code", async () => {
    const sessionID = nextSession();
    const res = await post(admin, {
      sessionID,
      options: { decode: "vms", damage_mode: "split" },
      vehicle: { vin: "1hgcm82633a004352", year: 2003 },
      photos: [
        { photoCode: "01", data: png },
        { photoCode: "04", data: `data:image/png;base64,${png}` },
        { photoCode: "10", url: "https://photos.example.com/10.jpg" },
      ],
    });
    expect(res.statusCode).toBe(200);
    // 01: vin; 04: damage_other, damage_body, ext_id (split); 10: support only.
    expect(res.json()).toMatchObject({ success: true, inspection: { sessionID }, tasks: 4 });
    const photos = await t.database.db
      .selectFrom("photos")
      .selectAll()
      .where("inspection_id", "=", res.json().inspection._id)
      .execute();
    const p01 = photos.find((p) => p.photo_code === "01")!;
    expect(p01).toMatchObject({ width: 64, height: 32 });
    expect(p01.web_path).toMatch(/\.webp$/);

    // Photo access: a non-AGENT role yes; an agent only while holding a task of the inspection.
    const adminPhoto = await t.app.inject({
      method: "GET",
      url: `/api/photos/${p01.id}`,
      headers: bearer(admin),
    });
    expect(adminPhoto.statusCode).toBe(200);
    expect(adminPhoto.headers["content-type"]).toBe("image/webp");
    const original = await t.app.inject({
      method: "GET",
      url: `/api/photos/${p01.id}?size=original`,
      headers: bearer(admin),
    });
    expect(original.headers["content-type"]).toBe("image/png");
    const agent = await loginAs(t.app, "agent2");
    expect(
      (await t.app.inject({ method: "GET", url: `/api/photos/${p01.id}`, headers: bearer(agent) }))
        .statusCode,
    ).toBe(403);
    await setStatus(t, agent, "Waiting");
    const task = (await homework(t, agent)).json().task;
    expect(task.image_cap).toMatch(/^\/api\/photos\//);
    expect(
      (await t.app.inject({ method: "GET", url: task.image_cap, headers: bearer(agent) })).statusCode,
    ).toBe(200);
    // F on the workstation switches to the original (super) image, which the holder may read too.
    expect(task.image_super).toBe(`${task.image_cap}?size=original`);
    const superImage = await t.app.inject({ method: "GET", url: task.image_super, headers: bearer(agent) });
    expect(superImage.statusCode).toBe(200);
    expect(superImage.headers["content-type"]).toBe("image/png");
  });

  it.each([
    [
      "a repeated photo code",
      {
        photos: [
          { photoCode: "01", url: "https://x.example/1.jpg" },
          { photoCode: "01", url: "https://x.example/2.jpg" },
        ],
      },
    ],
    ["a photo with neither url nor data", { photos: [{ photoCode: "01" }] }],
    [
      "a photo that is not PNG or JPEG",
      { photos: [{ photoCode: "01", data: Buffer.from("GIF89a....").toString("base64") }] },
    ],
    ["an unknown photo code", { photos: [{ photoCode: "99", url: "https://x.example/1.jpg" }] }],
    ["no photos", { photos: [] }],
    [
      "an unknown damage mode",
      {
        options: { decode: "vms", damage_mode: "weird" },
        photos: [{ photoCode: "01", url: "https://x.example/1.jpg" }],
      },
    ],
  ])("refuses %s with 400 and creates nothing", async (_label, payload) => {
    const sessionID = nextSession();
    const res = await post(admin, { sessionID, ...payload });
    expect(res.statusCode).toBe(400);
    const row = await t.database.db
      .selectFrom("inspections")
      .select("id")
      .where("session_id", "=", sessionID)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it("refuses a repeated session id with 409 and an agent with 403", async () => {
    const { sessionID } = await ingest(t, admin, { codes: ["01"] });
    const again = await post(admin, {
      sessionID,
      photos: [{ photoCode: "01", url: "https://x.example/1.jpg" }],
    });
    expect(again.statusCode).toBe(409);
    const agent = await loginAs(t.app, "agent1");
    const res = await post(agent, {
      sessionID: nextSession(),
      photos: [{ photoCode: "01", url: "https://x.example/1.jpg" }],
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("catalogues and lookups", () => {
  it("serves the damage tables with the spec's filters", async () => {
    const token = await loginAs(t.app, "agent1");
    const get = async (url: string) =>
      (await t.app.inject({ method: "GET", url, headers: bearer(token) })).json().data;
    const tires = await get("/api/damages?damage_group=TIRE&material=Rubber");
    expect(tires.length).toBeGreaterThan(0);
    expect(
      tires.every(
        (d: { damage_group: string; material: string }) =>
          d.damage_group === "TIRE" && d.material === "Rubber",
      ),
    ).toBe(true);
    const interior = await get("/api/pave-damages?component=INTERIOR");
    expect(
      interior.every(
        (d: { component: string; source: string }) => d.component === "INTERIOR" && d.source === "autograde",
      ),
    ).toBe(true);
    const bmw = await get("/api/bmw-damages?series_nme=X5&damage_group=BODY&component=HOOD");
    expect(bmw.length).toBeGreaterThan(0);
    expect(await get("/api/bmw-damages?series_nme=X5&damage_group=INTERIOR")).toEqual([]);
    const parts = await get("/api/part-names");
    expect(Object.keys(parts).sort()).toEqual(["BODY", "GLASS", "INTERIOR", "PART", "TIRE", "WHEEL"]);
    expect(parts.GLASS).toContain("WINDSHIELD");
  });

  it("serves tire info and vehicle trims by session id", async () => {
    const token = await loginAs(t.app, "agent1");
    const tire = { size: "225/45R17", type: "Summer" };
    const { sessionID } = await ingest(t, admin, {
      codes: ["06"],
      vehicle: { vin: "WBA3A5C51CF256651" },
      tires: {
        front_left: tire,
        front_right: tire,
        rear_left: tire,
        rear_right: { size: "255/40R17", type: "Summer" },
      },
    });
    const tires = await t.app.inject({
      method: "GET",
      url: `/api/tires/${sessionID}`,
      headers: bearer(token),
    });
    expect(tires.json().data).toMatchObject({ front_left: tire, same_size_type: false });
    const trims = await t.app.inject({
      method: "GET",
      url: `/api/vehicle/trims/${sessionID}`,
      headers: bearer(token),
    });
    expect(trims.statusCode).toBe(200);
    expect(trims.json()).toMatchObject({
      year: 2012,
      // The 2012 BMW 328i's catalogue trims (seed/catalogues/vehicleTrims.ts).
      vehicle_transmissions: [
        { transmission: { name: "8-speed automatic" } },
        { transmission: { name: "6-speed manual" } },
      ],
    });
    expect(trims.json().vehicle_trims[0].trim).toMatchObject({ brand: "BMW", model: "328i" });
    expect(
      (await t.app.inject({ method: "GET", url: "/api/tires/NOPE", headers: bearer(token) })).statusCode,
    ).toBe(404);
  });
});
