import { beforeEach, describe, expect, it } from "vitest";
import { homework, ingest, setStatus, withTaskApp } from "./support/tasks.ts";
import { bearer, loginAs, type TestApp } from "./support/testApp.ts";

/**
 * Issue 22 item 6: a drawing with no data-name / data-group, labelled on the cage labelling screen, is
 * marked on by its labels: the task's cage (task response and GET /api/tasks/{id}/cages) carries the
 * slot's labelData, which the workstation applies to the parts the SVG leaves unnamed.
 */
let t: TestApp;
let admin: string;
let agent: string;
withTaskApp(async (app) => {
  ({ t, admin } = app);
  agent = await loginAs(t.app, "agent3");
});
beforeEach(() => setStatus(t, agent, "Waiting"));

const VEHICLE = { make: "Labelmake", model: "Plainmodel", year: 2020, bodyType: "4dr" };
// As drawing tools write it: ids only, one shape with no id (the parser generates one).
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50">
  <path id="door_fl" d="M10 10H40V40H10Z"/><path d="M50 10H90V40H50Z"/></svg>`;
const DOOR = { id: "door_fl", label: "FRONT_DOOR_LEFT", group: "BODY" };

function uploadSvg(detailId: string, svg: string) {
  const boundary = "----labelstest";
  const payload =
    `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\ncageFile\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plain.svg"\r\n` +
    `Content-Type: image/svg+xml\r\n\r\n${svg}\r\n--${boundary}--\r\n`;
  return t.app.inject({
    method: "POST",
    url: `/api/cages/details/upload/${detailId}`,
    headers: { ...bearer(admin), "content-type": `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

/** A cage made, drawn and labelled through the API, as a cage editor does on the screens. */
async function labelledCage(labelData: object[]) {
  const created = await t.app.inject({
    method: "POST",
    url: "/api/cages",
    headers: bearer(admin),
    payload: { group: "A", ...VEHICLE },
  });
  expect(created.statusCode, created.body).toBe(200);
  const cage = created.json<{ cage: { _id: string; cageDetails: { _id: string; code: string }[] } }>().cage;
  const slot = cage.cageDetails.find((d) => d.code === "04")!._id;
  const uploaded = await uploadSvg(slot, SVG);
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const labelled = await t.app.inject({
    method: "PUT",
    url: `/api/cages/details/${slot}`,
    headers: bearer(admin),
    payload: { type: "Label", labelAction: "finish", labelData },
  });
  expect(labelled.statusCode, labelled.body).toBe(200);
  return cage._id;
}

interface Offered {
  _id: string;
  code: string;
  svg: string;
  mirrored: boolean;
  labels?: { id: string; label: string; group: string }[];
}

describe("a task's cage carries the cage editor's labels", () => {
  it("in the task response and in the cages offered for the photo", async () => {
    const cageId = await labelledCage([DOOR]);
    await ingest(t, admin, {
      codes: ["04"],
      vehicle: VEHICLE,
      options: { decode: "none", damage_mode: "full" },
    });
    const home = (await homework(t, agent)).json<{ task: { _id: string } | null; cage: Offered | null }>();
    expect(home.cage).toMatchObject({ _id: cageId, code: "04", labels: [DOOR] });
    expect(home.cage?.svg).not.toContain("data-name");
    const offered = await t.app.inject({
      method: "GET",
      url: `/api/tasks/${home.task!._id}/cages`,
      headers: bearer(agent),
    });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json<{ cages: Offered[] }>().cages).toMatchObject([{ _id: cageId, labels: [DOOR] }]);
  });
});
