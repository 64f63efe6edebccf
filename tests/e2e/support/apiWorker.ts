import { type APIRequestContext, expect } from "@playwright/test";
import { apiLogin } from "./app.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers of the API read loosely in a test script
export type Json = Record<string, any>;

/** Another journey's leftover task, answered as the screens answer it (a QC task passes the inspector's answer). */
export function passOn(res: Json): [string, Json] {
  if (res.task.type !== "QC")
    return ["reject", { message: res.taskSetting.rejects[0].description, from: "INSPECT" }];
  const kind = res.task.options.originalAnswer?.kind as string | undefined;
  const { message: _m, from: _f, ...fields } = (res.task.options.originalAnswer?.body ?? {}) as Json;
  if (kind === "finished") return ["finish", { damages: fields.damages ?? [] }];
  return ["accept", { ...(kind === "rejected" ? {} : fields), message: "qc_pass" }];
}

/** An agent's or QA's calls, as their browser would make them; the user starts Waiting. */
export async function worker(request: APIRequestContext, username: string) {
  const headers = { Authorization: `Bearer ${(await apiLogin(request, username)).token}` };
  const status = (s: "Waiting" | "Online") =>
    request.put("/api/users/updateAction", { headers, data: { status: s } });
  await status("Waiting");
  return {
    headers,
    status,
    /** Answers tasks until one of `sessionID` is answered with `answerOf`; others' leftovers are passed on. */
    async answerOurs(sessionID: string, answerOf: (task: Json) => [string, Json]) {
      for (let tries = 0; tries < 20; tries++) {
        const res: Json = await (await request.get("/api/tasks/random/homework", { headers })).json();
        expect(res.task, JSON.stringify(res)).toBeTruthy();
        const ours = res.inspection?.sessionID === sessionID;
        const [action, body] = ours ? answerOf(res) : passOn(res);
        const answered = await request.put(`/api/tasks/${res.task._id}/${action}`, { headers, data: body });
        expect(answered.status(), await answered.text()).toBe(200);
        if (ours) return;
      }
      throw new Error(`no task of ${sessionID} was handed out`);
    },
  };
}
