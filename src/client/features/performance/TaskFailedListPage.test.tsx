// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TEXTS } from "../../../domain/texts.ts";
import { setSession } from "../../state/session.ts";
import { jsonResponse, makeToken, makeUser, renderApp, stubFetch } from "../../testing/render.tsx";

afterEach(() => vi.unstubAllGlobals());

describe("Task Failed list", () => {
  it("says the list could not be loaded, not that there is no failed task, when its call fails", async () => {
    const unavailable = "The database is unavailable, try again in a moment.";
    stubFetch({
      "GET /api/taskFailed/getAllTaskFailed": () =>
        jsonResponse(503, { success: false, code: "DB_UNAVAILABLE", message: unavailable }),
    });
    setSession(makeToken(), makeUser({ role: "QA", username: "qa1" }));
    renderApp("/performance/listTaskFailed");
    const alerts = await screen.findAllByText(unavailable, {}, { timeout: 8000 });
    expect(alerts.some((el) => el.getAttribute("role") === "alert")).toBe(true);
    expect(screen.queryByText(TEXTS.noTaskFailed)).toBeNull();
  });

  it("shows the empty list's text when the list is empty", async () => {
    stubFetch({
      "GET /api/taskFailed/getAllTaskFailed": {
        success: true,
        data: [],
        count: 0,
        pages: 0,
        total: 0,
        current: 1,
        totalTaskFailed: 0,
      },
    });
    setSession(makeToken(), makeUser({ role: "QA", username: "qa1" }));
    renderApp("/performance/listTaskFailed");
    expect(await screen.findByText(TEXTS.noTaskFailed, {}, { timeout: 8000 })).toBeTruthy();
  });
});
