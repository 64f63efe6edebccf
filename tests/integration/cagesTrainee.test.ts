import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../src/domain/roles.ts";
import type { CagesRepository } from "../../src/server/repositories/cages.ts";
import { makeCage, startCageApp } from "./support/cages.ts";
import { bearer, type TestApp } from "./support/testApp.ts";

/**
 * TRAINEE is a learner (issue 20; product §S7: VIEWER and TRAINEE change nothing): it lists and
 * views cages, their details and files, and every cage-changing call answers 403 and changes nothing.
 */
let t: TestApp;
let tokens: Map<Role, string>;
let repo: CagesRepository;
const as = (role: Role) => bearer(tokens.get(role) ?? "");

beforeAll(async () => {
  ({ t, tokens, repo } = await startCageApp());
});
afterAll(() => t.close());

function multipart(type: string, file: Buffer) {
  const boundary = "----traineetest";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n${type}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
const png = () =>
  sharp({ create: { width: 20, height: 10, channels: 3, background: "#3366aa" } })
    .png()
    .toBuffer();

type Send = () => Promise<{ statusCode: number; body: string }>;

/** Everything a change could touch: the cage row, its details, notes, history and the number of cages. */
async function everything(cageId: string) {
  const cages = await t.database.db
    .selectFrom("cages")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  const cage = await repo.find(cageId);
  return {
    cages: Number(cages.n),
    cage: cage ? { ...cage, updated_at: cage.updated_at.toISOString() } : null,
    details: await repo.detailsOf(cageId),
    notes: (await repo.notesOf(cageId)).length,
    history: (await repo.historiesOf(cageId)).length,
  };
}

describe("TRAINEE on cages", () => {
  it("is refused (403) on every cage-changing call, and nothing changes", async () => {
    // Each call would succeed for an admin-like role in this state (REVIEW-REQUESTED, free slots).
    const { id, details } = await makeCage(repo, { status: "REVIEW-REQUESTED" });
    const detail = details["04"] ?? "";
    const before = await everything(id);
    const m = multipart("photoFile", await png());
    const calls: [string, Send][] = [
      [
        "note",
        () =>
          t.app.inject({
            method: "POST",
            url: `/api/cages/${id}/notes`,
            headers: as("TRAINEE"),
            payload: { type: "INFORM", message: "I think the hood is off" },
          }),
      ],
      ...(["CONFIRM", "ACTIVE", "DRAFT", "PROCESS-PHOTO", "REQUEST-REVIEW", "DELETE"] as const).map(
        (action): [string, Send] => [
          `status ${action}`,
          () =>
            t.app.inject({
              method: "PUT",
              url: `/api/cages/${id}/status`,
              headers: as("TRAINEE"),
              payload: { action },
            }),
        ],
      ),
      [
        "edit information",
        () =>
          t.app.inject({
            method: "PUT",
            url: `/api/cages/${id}`,
            headers: as("TRAINEE"),
            payload: { model: "Corolla" },
          }),
      ],
      [
        "duplicate",
        () => t.app.inject({ method: "POST", url: `/api/cages/${id}/duplicate`, headers: as("TRAINEE") }),
      ],
      [
        "upload",
        () =>
          t.app.inject({
            method: "POST",
            url: `/api/cages/details/upload/${detail}`,
            headers: { ...as("TRAINEE"), ...m.headers },
            payload: m.payload,
          }),
      ],
      [
        "label claim",
        () =>
          t.app.inject({
            method: "PUT",
            url: `/api/cages/details/${detail}`,
            headers: as("TRAINEE"),
            payload: { type: "Label" },
          }),
      ],
      [
        "label save",
        () =>
          t.app.inject({
            method: "PUT",
            url: `/api/cages/details/${detail}`,
            headers: as("TRAINEE"),
            payload: {
              type: "Label",
              labelAction: "save",
              labelData: [{ id: "4dr-left-front-bumper", label: "FRONT_BUMPER", group: "PART" }],
            },
          }),
      ],
    ];
    for (const [name, send] of calls) {
      const res = await send();
      expect(res.statusCode, `${name}: ${res.body}`).toBe(403);
    }
    expect(await everything(id)).toEqual(before);
  });

  it("the services refuse it too (not only the routes' access lists)", async () => {
    const { id, details } = await makeCage(repo, { status: "REVIEW-REQUESTED" });
    const detail = details["04"] ?? "";
    const before = await everything(id);
    const user = await t.database.db
      .selectFrom("users")
      .select(["id", "username"])
      .where("username", "=", "trainee1")
      .executeTakeFirstOrThrow();
    const claims = { sub: user.id, username: user.username, role: "TRAINEE" as const, jti: "x", exp: 0 };
    const s = t.services;
    await expect(s.cages.setStatus(claims, id, "CONFIRM")).rejects.toMatchObject({ statusCode: 403 });
    await expect(s.cages.addNote(claims, id, { message: "hi" })).rejects.toMatchObject({ statusCode: 403 });
    await expect(s.cageDetails.assertUploadable(claims, detail)).rejects.toMatchObject({ statusCode: 403 });
    await expect(s.cageDetails.update(claims, detail, { type: "Label" })).rejects.toMatchObject({
      statusCode: 403,
    });
    expect(await everything(id)).toEqual(before);
  });

  it("still lists and views cages, their details and files", async () => {
    const { id, details } = await makeCage(repo, { status: "CONFIRMED", model: "Trainee Read" });
    const detail = details["05"] ?? "";
    const m = multipart("photoFile", await png());
    const uploaded = await t.app.inject({
      method: "POST",
      url: `/api/cages/details/upload/${detail}`,
      headers: { ...as("ADMIN"), ...m.headers },
      payload: m.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const fileUrl: string = uploaded.json().files.photo.url;
    const get = (url: string) => t.app.inject({ method: "GET", url, headers: as("TRAINEE") });

    const list = await get("/api/cages?model=Trainee%20Read");
    expect(list.statusCode).toBe(200);
    expect(list.json().list.data.map((c: { _id: string }) => c._id)).toContain(id);
    const cage = await get(`/api/cages/${id}`);
    expect(cage.statusCode).toBe(200);
    expect(cage.json().cage.cageDetails).toHaveLength(4);
    const slot = await get(`/api/cages/details/${detail}?action=Label`);
    expect(slot.statusCode).toBe(200);
    expect(slot.json().files.photo.url).toBe(fileUrl);
    const file = await get(fileUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
  });
});
