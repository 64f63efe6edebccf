import { type APIRequestContext, expect } from "@playwright/test";
import { type Json, worker } from "./apiWorker.ts";
import { ingestSession } from "./inspectionWorld.ts";

export type ReviewStatus = "INSPECTOR-REVIEWING" | "QA-REVIEWING" | "VERIFYING";

/** Every QA-data item with this action, as the detail page sends them on a confirm. */
const withAction = (qaData: Json, action: "inspector" | "qa"): Json =>
  Object.fromEntries(
    Object.entries(qaData).map(([list, items]) => [
      list,
      (items as Json[]).map((item) => ({ ...item, action })),
    ]),
  );

/**
 * A failed task of a journey's own, made through the product's calls: a new inspection with one
 * odometer photo, `agent` reads 12345, `qa` corrects it to 12845 in QC (INSPECTOR-REVIEWING); for
 * QA-REVIEWING the agent disputes every item; for VERIFYING the QA then insists on every one.
 * Each item is the inspector's mistake at VERIFYING, so a trainer has something to settle.
 */
export async function failedTaskAt(
  request: APIRequestContext,
  parties: { agent: string; qa: string },
  status: ReviewStatus,
): Promise<{ id: string; sessionID: string }> {
  const sessionID = await ingestSession(request, {
    codes: ["03"],
    options: { decode: "none" },
    priority: 95,
  });
  const agent = await worker(request, parties.agent);
  await agent.answerOurs(sessionID, () => [
    "accept",
    { message: "odom_ok", odom_reading: 12345, odom_unit: "km" },
  ]);
  await agent.status("Online");
  const qa = await worker(request, parties.qa);
  await qa.answerOurs(sessionID, () => [
    "accept",
    { message: "qc_pass", odom_reading: 12845, odom_unit: "km" },
  ]);
  await qa.status("Online");

  const find = async (): Promise<Json> => {
    const res = await request.get(`/api/taskFailed/getAllTaskFailed?sessionID=${sessionID}`, {
      headers: agent.headers,
    });
    const { data } = (await res.json()) as { data: Json[] };
    expect(data, JSON.stringify(data)).toHaveLength(1);
    return data[0]!;
  };
  const confirm = async (by: { headers: Json }, action: "inspector" | "qa", expected: ReviewStatus) => {
    const failed = await find();
    const res = await request.put("/api/taskFailed/confirmTaskFailed", {
      headers: by.headers,
      data: { id: failed._id, data: withAction(failed.qaData, action), message: `${action}'s mistake` },
    });
    expect(res.status(), await res.text()).toBe(200);
    expect((await res.json()).taskFailed.status).toBe(expected);
  };
  if (status !== "INSPECTOR-REVIEWING") await confirm(agent, "qa", "QA-REVIEWING");
  if (status === "VERIFYING") await confirm(qa, "inspector", "VERIFYING");
  const failed = await find();
  expect(failed.status).toBe(status);
  return { id: failed._id, sessionID };
}
