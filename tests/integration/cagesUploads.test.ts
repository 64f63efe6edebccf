import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../src/domain/roles.ts";
import type { CagesRepository } from "../../src/server/repositories/cages.ts";
import { makeCage, startCageApp } from "./support/cages.ts";
import { bearer, type TestApp } from "./support/testApp.ts";

let t: TestApp;
let tokens: Map<Role, string>;
let repo: CagesRepository;
let filesDir: string;
const as = (role: Role) => bearer(tokens.get(role) ?? "");
const stored = () => {
  try {
    return readdirSync(filesDir).sort();
  } catch {
    return [];
  }
};

beforeAll(async () => {
  const started = await startCageApp();
  ({ t, tokens, repo } = started);
  filesDir = join(started.dataDir, "cages");
});
afterAll(() => t.close());

/** A multipart body: the `type` field, then one file with the given client name. */
function multipart(
  type: string,
  file: Buffer,
  filename = "file.bin",
  contentType = "application/octet-stream",
) {
  const boundary = "----cagetest7d1f";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n${type}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (
  detailId: string,
  type: string,
  file: Buffer,
  role: Role = "ADMIN",
  filename?: string,
  ct?: string,
) => {
  const m = multipart(type, file, filename, ct);
  return t.app.inject({
    method: "POST",
    url: `/api/cages/details/upload/${detailId}`,
    headers: { ...as(role), ...m.headers },
    payload: m.payload,
  });
};
const png = (w = 40, h = 30) =>
  sharp({ create: { width: w, height: h, channels: 3, background: "#3366aa" } })
    .png()
    .toBuffer();

const SVG_OPEN =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">';
const PART = '<path id="p1" data-name="HOOD" data-group="BODY" d="M0 0L5 5Z"/>';
const HOSTILE_SVGS: Record<string, string> = {
  script: `${SVG_OPEN}${PART}<script>alert(1)</script></svg>`,
  svgScript: `<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:script>alert(1)</svg:script><svg:path d="M0 0"/></svg:svg>`,
  onHandler: `${SVG_OPEN}<path id="p1" d="M0 0" onclick="alert(1)" onload="alert(2)"/></svg>`,
  rootOnload: `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${PART}</svg>`,
  javascriptHref: `${SVG_OPEN}<a href="javascript:alert(1)">${PART}</a><a xlink:href="javascript:alert(1)"><rect width="1" height="1"/></a></svg>`,
  dataHref: `${SVG_OPEN}<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/><use xlink:href="data:image/svg+xml,x#a"/>${PART}</svg>`,
  foreignObject: `${SVG_OPEN}<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></div></foreignObject>${PART}</svg>`,
  animateHandler: `${SVG_OPEN}<path id="p1" d="M0 0"><set attributeName="onmouseover" to="alert(1)"/><animate attributeName="href" values="javascript:alert(1)"/><animateTransform attributeName="transform" type="rotate"/></path></svg>`,
  externalRef: `${SVG_OPEN}<use href="https://evil.example/x.svg#a"/><rect fill="url(https://evil.example/p.svg#g)" width="1" height="1"/>${PART}</svg>`,
  styleUrl: `${SVG_OPEN}<style>@import url(https://evil.example/a.css); path { fill: url(https://evil.example/i.png) }</style><rect style="fill:url(https://evil.example/x)" width="1" height="1"/>${PART}</svg>`,
  doctype: `<!DOCTYPE svg [<!ENTITY a "aaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>${SVG_OPEN}<text>&b;</text></svg>`,
};
const FORBIDDEN_IN_STORED = [
  /<script/i,
  /<svg:script/i,
  /\son[a-z]+=/i,
  /javascript:/i,
  /data:/i,
  /foreignObject/i,
  /<animate/i,
  /<set/i,
  /evil\.example/i,
  /<style/i,
  /<!ENTITY/i,
];

describe("POST /api/cages/details/upload/:id", () => {
  it("stores a photo re-encoded under a server-made name and writes PHOTO-UPLOAD", async () => {
    const { id, details } = await makeCage(repo);
    const res = await upload(
      details["04"] ?? "",
      "photoFile",
      await png(),
      "AGENT",
      "../../../etc/evil.png",
      "image/png",
    );
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().files.photo.url;
    expect(url).toMatch(/^\/api\/cage-files\/[0-9a-f-]{36}\.png$/);
    expect(stored()).toContain(url.split("/").pop());
    expect((await repo.historiesOf(id)).map((h) => h.event)).toContain("PHOTO-UPLOAD");
    const served = await t.app.inject({ method: "GET", url, headers: as("VIEWER") });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-security-policy"]).toContain("sandbox");
    expect(served.headers["content-security-policy"]).toContain("default-src 'none'");
  });

  it("refuses hostile files with a 4xx and stores nothing", async () => {
    const { details } = await makeCage(repo);
    const detail = details["05"] ?? "";
    const html = Buffer.from("<html><script>alert(1)</script></html>");
    const truncatedPng = (await png()).subarray(0, 40);
    const cases: [string, Buffer, string][] = [
      ["html renamed png", html, "photoFile"],
      ["png signature, broken body", truncatedPng, "photoFile"],
      ["svg sent as photo", Buffer.from(`${SVG_OPEN}${PART}</svg>`), "photoFile"],
      ["png sent as cage", await png(), "cageFile"],
      ["html as cage", html, "cageFile"],
      ["oversize svg", Buffer.from(`${SVG_OPEN}${"<path d='M0 0'/>".repeat(200_000)}</svg>`), "outlineFile"],
      ["wrong type field", await png(), "labelFile"],
      ["type field path", await png(), "../photoFile"],
    ];
    for (const [name, bytes, type] of cases) {
      const before = stored();
      const res = await upload(detail, type, bytes, "ADMIN", "evil.png", "image/png");
      expect(res.statusCode, name).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, name).toBeLessThan(500);
      expect(stored(), name).toEqual(before);
    }
    const oversize = Buffer.concat([await png(), Buffer.alloc(16 * 1024 * 1024)]);
    const before = stored();
    const big = await upload(detail, "photoFile", oversize);
    expect([400, 413]).toContain(big.statusCode);
    expect(stored()).toEqual(before);
  });

  it("a PNG/HTML polyglot is stored as a clean re-encoded PNG", async () => {
    const { details } = await makeCage(repo);
    const polyglot = Buffer.concat([await png(), Buffer.from("<html><script>alert(1)</script></html>")]);
    const res = await upload(details["07"] ?? "", "photoFile", polyglot);
    if (res.statusCode === 200) {
      const name = (res.json().files.photo.url as string).split("/").pop() ?? "";
      const bytes = readFileSync(join(filesDir, name));
      expect(bytes.includes(Buffer.from("<script"))).toBe(false);
    } else expect(res.statusCode).toBe(400);
  });

  it("every hostile SVG is refused or stored clean", async () => {
    const { details } = await makeCage(repo);
    for (const [name, svg] of Object.entries(HOSTILE_SVGS)) {
      const before = stored();
      const res = await upload(
        details["08"] ?? "",
        "cageFile",
        Buffer.from(svg),
        "ADMIN",
        "x.svg",
        "image/svg+xml",
      );
      if (res.statusCode !== 200) {
        expect(res.statusCode, name).toBe(400);
        expect(stored(), name).toEqual(before);
        continue;
      }
      const file = (res.json().files.cage.url as string).split("/").pop() ?? "";
      const text = readFileSync(join(filesDir, file), "utf8");
      for (const bad of FORBIDDEN_IN_STORED) expect(text, `${name}: ${bad}`).not.toMatch(bad);
      expect(text, name).toMatch(/<svg[\s>]/);
      const served = await t.app.inject({
        method: "GET",
        url: `/api/cage-files/${file}`,
        headers: as("AGENT"),
      });
      expect(served.headers["content-type"]).toBe("image/svg+xml");
      expect(served.headers["content-security-policy"]).toMatch(/^sandbox/);
    }
  });

  it("keeps the part attributes of a clean SVG", async () => {
    const { details } = await makeCage(repo);
    const res = await upload(details["04"] ?? "", "outlineFile", Buffer.from(`${SVG_OPEN}${PART}</svg>`));
    expect(res.statusCode).toBe(200);
    const file = (res.json().files.outline.url as string).split("/").pop() ?? "";
    const text = readFileSync(join(filesDir, file), "utf8");
    expect(text).toContain('id="p1"');
    expect(text).toContain('data-name="HOOD"');
    expect(text).toContain('data-group="BODY"');
    expect(text).toContain('viewBox="0 0 10 10"');
  });

  it("an ACTIVE cage refuses uploads; a VIEWER is refused", async () => {
    const { details } = await makeCage(repo, { status: "ACTIVE" });
    const before = stored();
    expect((await upload(details["04"] ?? "", "photoFile", await png())).statusCode).toBe(409);
    const { details: draft } = await makeCage(repo);
    expect((await upload(draft["04"] ?? "", "photoFile", await png(), "VIEWER")).statusCode).toBe(403);
    expect(stored()).toEqual(before);
  });

  it("serves only server-made names", async () => {
    const bad = await t.app.inject({
      method: "GET",
      url: "/api/cage-files/..%2F..%2Fetc%2Fpasswd",
      headers: as("ADMIN"),
    });
    expect(bad.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: "GET",
      url: "/api/cage-files/00000000-0000-4000-8000-000000000000.svg",
      headers: as("ADMIN"),
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe("labelling", () => {
  const put = (id: string, role: Role, payload: object) =>
    t.app.inject({ method: "PUT", url: `/api/cages/details/${id}`, headers: as(role), payload });
  const label = (labelAction: "save" | "finish", labelData: object[]) => ({
    type: "Label",
    labelAction,
    labelData,
  });

  it("one owner per label in progress; finish marks DONE; removals are in the history", async () => {
    const { id: cageId, details } = await makeCage(repo);
    const detail = details["04"] ?? "";
    const view = await t.app.inject({
      method: "GET",
      url: `/api/cages/details/${detail}?action=Label`,
      headers: as("VIEWER"),
    });
    expect(view.statusCode).toBe(200);
    expect(view.json().files.cage.fallback).toBe("/outlines/4dr/left.svg");
    const two = [
      { id: "4dr-left-front-bumper", label: "FRONT_BUMPER", group: "PART" },
      { id: "4dr-left-fender-front-left", label: "FENDER_FRONT_LEFT", group: "BODY" },
    ];
    const saved = await put(detail, "AGENT", label("save", two));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().cageDetail).toMatchObject({
      labelStatus: "IN-PROGRESS",
      labelBy: { username: "agent1" },
    });
    // Another labeller (not ADMIN or SUPER, which may take over: cagesLabelLocks.test.ts) is refused.
    const other = await put(detail, "QA", label("save", two));
    expect(other.statusCode).toBe(409);
    expect((await put(detail, "VIEWER", label("save", two))).statusCode).toBe(403);
    expect(
      (await put(detail, "AGENT", label("save", [{ id: "nope", label: "HOOD", group: "BODY" }]))).statusCode,
    ).toBe(400);
    expect(
      (
        await put(
          detail,
          "AGENT",
          label("save", [{ id: "4dr-left-front-bumper", label: "HOOD", group: "PART" }]),
        )
      ).statusCode,
    ).toBe(400);
    const finished = await put(detail, "AGENT", label("finish", two.slice(0, 1)));
    expect(finished.statusCode).toBe(200);
    expect(finished.json().cageDetail).toMatchObject({ labelStatus: "DONE", labelData: two.slice(0, 1) });
    const removed = (await repo.historiesOf(cageId)).filter((h) => h.event === "CAGE-LABEL-REMOVE");
    expect(removed).toHaveLength(1);
    expect((await put(detail, "ADMIN", label("save", two))).statusCode).toBe(200);
    expect((await put(detail, "ADMIN", { type: "Other" })).statusCode).toBe(400);
  });

  it("an ACTIVE cage is read-only for labels", async () => {
    const { details } = await makeCage(repo, { status: "ACTIVE" });
    const res = await put(details["05"] ?? "", "ADMIN", label("save", []));
    expect(res.statusCode).toBe(409);
  });
});
