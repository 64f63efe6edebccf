// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TEXTS } from "../../../domain/texts.ts";
import { setSession } from "../../state/session.ts";
import { makeToken, makeUser, stubFetch, withProviders } from "../../testing/render.tsx";
import { dispatch, resetBoard } from "./boardStore.ts";
import { resetDamages } from "./damageStore.ts";
import { InspectionsPage } from "./InspectionsPage.tsx";
import { takeTask } from "./workspaceActions.ts";
import { makeTaskPayload, noTask } from "./workspaceFixtures.ts";
import { working } from "./workspaceTestKit.tsx";

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  resetBoard();
  resetDamages();
});

/** The task after the fixture's, as an answer hands it over (another id, the same task type). */
const nextTask = () =>
  makeTaskPayload({
    photoCode: "03",
    patch: (p) => {
      p.task._id = "22222222-2222-4222-8222-222222222222";
    },
  });

describe("the working screen between tasks (issue 21, item 7)", () => {
  it("a task handed over keeps the working screen mounted, while the task's form starts afresh", async () => {
    stubFetch({ "GET /api/tasks/random/homework": noTask() });
    working({ photoCode: "03" });
    const screenOfFirst = screen.getByRole("region", { name: "03" });
    fireEvent.change(screen.getByLabelText(TEXTS.odometerReadingLabel), { target: { value: "12345" } });
    // As the answer hands it over (workspaceActions.ts onAnswered); valtio tells React after a microtask.
    await act(async () => {
      dispatch({ type: "ACCEPT_IMAGE", message: TEXTS.success });
      takeTask(nextTask());
    });
    expect(screen.getByRole("region", { name: "03" })).toBe(screenOfFirst);
    expect(screen.getByLabelText(TEXTS.odometerReadingLabel)).toHaveProperty("value", "");
  });

  it("without a task the photo area waits, unseen, in the working screen's layout; a task takes it", async () => {
    stubFetch({ "GET /api/tasks/random/homework": noTask() });
    setSession(makeToken(), makeUser());
    render(withProviders(<InspectionsPage />));
    const sizer = screen.getByTestId("photo-sizer");
    expect(sizer.getAttribute("aria-hidden")).toBe("true");
    // The shift's photo host (ShiftPhotoArea.tsx) sits in the sizer's photo slot.
    const host = sizer.querySelector("[style*='display: contents'] > div");
    expect(host).not.toBeNull();
    await act(async () => {
      dispatch({ type: "SET_STATUS", status: "Process" });
      takeTask(nextTask());
    });
    expect(screen.queryByTestId("photo-sizer")).toBeNull();
    expect(screen.getByRole("region", { name: "03" }).contains(host)).toBe(true);
  });
});
