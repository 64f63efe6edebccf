import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../src/domain/roles.ts";
import { TEXTS } from "../../src/domain/texts.ts";
import { openDatabase } from "../../src/server/db/connect.ts";
import type { CagesRepository } from "../../src/server/repositories/cages.ts";
import { CageImportError, importCageFolder } from "../../src/server/services/cageImport.ts";
import { startCageApp } from "./support/cages.ts";
import { bearer, engineUnderTest, type TestApp } from "./support/testApp.ts";

/**
 * Making cages (issue 22): POST /api/cages from the Cage Manager's create dialog, and
 * `npm run cages:import -- <folder>` (cage.json + slot files) through the same service. A bad request
 * or folder changes nothing: no cage, no stored file.
 */
let t: TestApp;
let tokens: Map<Role, string>;
let repo: CagesRepository;
let dataDir: string;
const as = (role: Role) => bearer(tokens.get(role) ?? "");
const CORPUS = join(import.meta.dirname, "..", "fixtures", "cage-corpus");
const WIREFRAME = "openmoji-1F697-automobile.svg";
const COREL = "fabric-clippath-7-coreldraw.svg";

beforeAll(async () => {
  ({ t, tokens, repo, dataDir } = await startCageApp());
});
afterAll(() => t.close());

const INFO = { group: "B", make: "Kia", model: "Ceed", year: 2022, bodyType: "4dr", trim: "GT", code: "CD" };
const cageCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom("cages")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .executeTakeFirst()
    )?.n,
  );
const storedFiles = () => {
  try {
    return readdirSync(join(dataDir, "cages")).length;
  } catch {
    return 0;
  }
};
const post = (role: Role, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/cages", headers: as(role), payload });

describe("POST /api/cages", () => {
  it("creates a DRAFT cage with the four slots and a CREATE history entry", async () => {
    const res = await post("ADMIN", { ...INFO, make: "  Kia ", trim: undefined });
    expect(res.statusCode, res.body).toBe(200);
    const cage = res.json().cage;
    expect(cage).toMatchObject({ ...INFO, trim: "", status: "DRAFT", class: "4dr" });
    expect(cage.cageDetails.map((d: { code: string; name: string }) => `${d.code} ${d.name}`)).toEqual([
      "04 Left",
      "05 Front",
      "07 Right",
      "08 Rear",
    ]);
    expect(cage.cageHistories).toEqual([
      expect.objectContaining({
        event: "CREATE",
        options: { source: "manager" },
        owner: { username: "admin1" },
      }),
    ]);
    // It is in the Cage Manager's list.
    const list = await t.app.inject({
      method: "GET",
      url: "/api/cages?make=Kia&model=ceed",
      headers: as("VIEWER"),
    });
    expect(list.json().list.data.map((c: { _id: string }) => c._id)).toContain(cage._id);
  });

  it("refuses a missing or bad field with the field's message, and creates nothing", async () => {
    const before = await cageCount();
    for (const [payload, message] of [
      [{ ...INFO, make: " " }, TEXTS.requiredField],
      [{ ...INFO, bodyType: undefined }, TEXTS.requiredField],
      [{ ...INFO, bodyType: "Hovercraft" }, TEXTS.requiredField],
      [{ ...INFO, year: undefined }, TEXTS.cageYearInvalid],
    ] as const) {
      const res = await post("SUPER", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // The contract's limits answer before the service.
    expect((await post("SUPER", { ...INFO, year: 1800 })).statusCode).toBe(400);
    expect((await post("SUPER", { ...INFO, make: "x".repeat(65) })).statusCode).toBe(400);
    expect(await cageCount()).toBe(before);
  });

  it("a new cage is always a DRAFT: a status sent along is not taken", async () => {
    const res = await post("ADMIN", { ...INFO, status: "ACTIVE" });
    // Properties the body does not define are dropped (Fastify's Ajv default, removeAdditional).
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cage.status).toBe("DRAFT");
  });

  it("is for admin-like roles only", async () => {
    const before = await cageCount();
    for (const role of ["AGENT", "VIEWER", "TRAINEE"] as const)
      expect((await post(role, INFO)).statusCode).toBe(403);
    for (const role of ["QA", "TRAINER"] as const) expect((await post(role, INFO)).statusCode).toBe(200);
    expect(await cageCount()).toBe(before + 2);
  });
});

/** A cage folder: cage.json and the named corpus files copied in. */
function folder(json: unknown, files: Record<string, string | Buffer> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), "cage-folder-"));
  if (json !== undefined)
    writeFileSync(join(dir, "cage.json"), typeof json === "string" ? json : JSON.stringify(json));
  for (const [name, source] of Object.entries(files)) {
    if (typeof source === "string") copyFileSync(join(CORPUS, source), join(dir, name));
    else writeFileSync(join(dir, name), source);
  }
  return dir;
}
const GOOD = {
  ...INFO,
  model: "Imported",
  slots: { "05": { cage: "front.svg" }, "04": { cage: "left.svg" } },
};

describe("importing a cage folder", () => {
  it("imports cage.json and its slot files through the create service, SVGs sanitised", async () => {
    const dir = folder(GOOD, { "front.svg": WIREFRAME, "left.svg": COREL });
    const { cage, files } = await importCageFolder(t.services.cages, t.services.cageFiles, dir);
    expect(files).toBe(2);
    expect(cage).toMatchObject({ make: "Kia", model: "Imported", status: "DRAFT" });
    const details = await repo.detailsOf(cage._id);
    const front = details.find((d) => d.code === "05");
    expect(front).toMatchObject({ cage_by: "cages:import" });
    expect(front?.cage_file).toMatch(/^[0-9a-f-]{36}\.svg$/);
    expect(details.find((d) => d.code === "08")?.cage_file).toBeNull();
    // The stored file is the sanitised drawing, served like an upload's.
    const served = await t.app.inject({
      method: "GET",
      url: `/api/cage-files/${front?.cage_file}`,
      headers: as("VIEWER"),
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toContain("image/svg+xml");
    expect(served.body).toContain("<svg");
    const events = (await repo.historiesOf(cage._id)).map((h) => [h.event, h.options, h.owner]);
    expect(events).toEqual(
      expect.arrayContaining([
        ["CREATE", { source: "import" }, "cages:import"],
        ["CAGE-UPLOAD", { code: "05", file: front?.cage_file }, "cages:import"],
      ]),
    );
    // The parts of the imported drawing can be labelled like an upload's (the server reads the stored file).
    const detailView = await t.app.inject({
      method: "GET",
      url: `/api/cages/details/${front?.id}?action=Label`,
      headers: as("ADMIN"),
    });
    expect(detailView.json().files.cage.url).toContain(front?.cage_file);
  });

  it("a bad folder gets a clear message and imports nothing", async () => {
    const notSvg = Buffer.from("<html><script>alert(1)</script></html>");
    const cases: [string, string][] = [
      [folder(undefined), TEXTS.cageImportNoJson],
      [folder("{ make: Kia"), "cage.json is not valid JSON: "],
      [folder([1, 2]), TEXTS.cageImportNotObject],
      [folder({ ...GOOD, year: 1800 }), TEXTS.cageImportField("year", TEXTS.cageYearInvalid)],
      [folder({ ...GOOD, make: undefined }), TEXTS.cageImportField("make", TEXTS.requiredField)],
      [folder({ ...GOOD, colour: "red" }), TEXTS.cageImportUnknownKey("colour")],
      [folder({ ...GOOD, slots: [] }), TEXTS.cageImportSlotsShape],
      [
        folder({ ...GOOD, slots: { "01": { cage: "front.svg" } } }, { "front.svg": WIREFRAME }),
        TEXTS.cageImportUnknownSlot("01", "04, 05, 07, 08"),
      ],
      [
        folder({ ...GOOD, slots: { "05": { label: "front.svg" } } }, { "front.svg": WIREFRAME }),
        TEXTS.cageImportUnknownKind("05", "label"),
      ],
      [
        folder({ ...GOOD, slots: { "05": { cage: "../front.svg" } } }),
        TEXTS.cageImportBadFileName("../front.svg"),
      ],
      // The first slot's file is fine: the second's failing still stores neither.
      [folder(GOOD, { "front.svg": WIREFRAME }), TEXTS.cageImportMissingFile("left.svg")],
      [
        folder(GOOD, { "front.svg": WIREFRAME, "left.svg": notSvg }),
        TEXTS.cageImportBadFile("left.svg", TEXTS.uploadNotSvg),
      ],
      [
        folder({ ...GOOD, slots: { "05": { photo: "front.svg" } } }, { "front.svg": WIREFRAME }),
        TEXTS.cageImportBadFile("front.svg", TEXTS.uploadPhotoType),
      ],
    ];
    const cages = await cageCount();
    const files = storedFiles();
    for (const [dir, message] of cases) {
      const error = await importCageFolder(t.services.cages, t.services.cageFiles, dir).catch(
        (e: unknown) => e,
      );
      expect(error, message).toBeInstanceOf(CageImportError);
      expect((error as Error).message, message).toContain(message);
    }
    expect(await cageCount()).toBe(cages);
    expect(storedFiles()).toBe(files);
  });
});

// The command itself: the embedded engine in a data folder of its own; once per run is enough.
describe.skipIf(engineUnderTest === "postgres")("npm run cages:import", () => {
  const dir = mkdtempSync(join(tmpdir(), "cages-import-cli-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = (...folders: string[]) =>
    spawnSync("npx", ["tsx", "src/server/cli/cagesImport.ts", "--", ...folders], {
      encoding: "utf8",
      // SEED none: only what the command imports is in the new database.
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: "", NODE_ENV: "", SEED: "none" },
      // Migrating a fresh embedded database takes a while on a loaded 2-core machine.
      timeout: 300_000,
    });

  it("imports good folders, reports a bad one by name and imports nothing from it", {
    timeout: 400_000,
  }, async () => {
    const good = folder(GOOD, { "front.svg": WIREFRAME, "left.svg": COREL });
    const bad = folder({ ...GOOD, model: "Broken" }, { "front.svg": WIREFRAME });
    const result = run(good, bad);
    expect(result.status, result.stderr).toBe(1);
    expect(result.stdout).toMatch(
      new RegExp(`${good}: cage [0-9a-f-]{36} \\(2022 Kia Imported, DRAFT\\) with 2 files`),
    );
    expect(result.stderr).toContain(`${bad}: ${TEXTS.cageImportMissingFile("left.svg")} — nothing imported`);
    const db = await openDatabase({ dataDir: dir });
    try {
      const rows = await db.db.selectFrom("cages").select(["model", "status"]).execute();
      expect(rows).toEqual([{ model: "Imported", status: "DRAFT" }]);
    } finally {
      await db.close();
    }
    expect(readdirSync(join(dir, "cages"))).toHaveLength(2);
    expect(run().status).toBe(2);
  });
});
