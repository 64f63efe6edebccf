// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ROLES } from "../../../domain/roles.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { setSession } from "../../state/session.ts";
import { makeToken, makeUser, renderApp, stubFetch } from "../../testing/render.tsx";

afterEach(() => vi.unstubAllGlobals());

// Lazy pages and a redirect: more than the default 5 s on a loaded machine.
describe("Performance menu", { timeout: 30_000 }, () => {
  it.each(ROLES)("shows %s only the boxes whose pages it may open", async (role) => {
    setSession(makeToken(), makeUser({ role }));
    const { router } = renderApp("/performance");
    if (role === "VIEWER") {
      // Both pages would answer 403: no box, the user is sent home.
      await waitFor(() => expect(router.state.location.pathname).toBe("/inspections"), { timeout: 8000 });
      expect(screen.queryByRole("link", { name: TEXTS.pageStatistic })).toBeNull();
      return;
    }
    await screen.findByRole("heading", { level: 1, name: TEXTS.pagePerformance }, { timeout: 8000 });
    expect(screen.getByRole("link", { name: TEXTS.pageTaskFailedList })).toBeTruthy();
    // product §2: trainees see only Task Failed.
    expect(screen.queryByRole("link", { name: TEXTS.pageStatistic }) === null).toBe(role === "TRAINEE");
  });

  it("a TRAINEE reaching the statistic reads its Basic tab", async () => {
    stubFetch({
      "GET /api/taskFailed/statisticTaskFailed": {
        success: true,
        from: "2026-01-05",
        to: "2026-01-05",
        dataInspector: { agent1: { point: 3 } },
        dataQa: { qa1: { point: 1 } },
      },
    });
    setSession(makeToken(), makeUser({ role: "TRAINEE", username: "trainee1" }));
    renderApp("/performance/statistic");
    expect(await screen.findByText("agent1", {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText("qa1")).toBeTruthy();
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([TEXTS.statisticTabBasic]);
  });
});
