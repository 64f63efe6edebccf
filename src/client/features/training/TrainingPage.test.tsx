// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { BODY_TYPES } from "../../../domain/bodyTypes.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { setSession } from "../../state/session.ts";
import { makeToken, makeUser, renderApp } from "../../testing/render.tsx";

/** The training pages load lazily; the first import in a cold worker can take a few seconds. */
const LOAD = { timeout: 8000 };

const signIn = () => setSession(makeToken(), makeUser({ username: "agent1", role: "AGENT" }));

describe("training", { timeout: 20000 }, () => {
  it("shows one Labeling box that opens the labeling viewer", async () => {
    signIn();
    const { router } = renderApp("/training");
    const box = await screen.findByRole("link", { name: TEXTS.trainingLabelingBox }, LOAD);
    await userEvent.click(box);
    expect(router.state.location.pathname).toBe("/training/label");
    expect(await screen.findByRole("tablist", { name: TEXTS.trainingBodyTypes }, LOAD)).toBeTruthy();
  });

  it("has a tab per body type and Front / Rear / Left-Right outline buttons", async () => {
    signIn();
    const { router } = renderApp("/training/label");
    const tabs = within(await screen.findByRole("tablist", { name: TEXTS.trainingBodyTypes }, LOAD));
    expect(tabs.getAllByRole("tab")).toHaveLength(BODY_TYPES.length);
    for (const b of BODY_TYPES) expect(tabs.getByRole("tab", { name: b.name })).toBeTruthy();

    const stage = () => within(screen.getByTestId("outline-stage"));
    expect(stage().getByRole<HTMLImageElement>("img").getAttribute("src")).toBe("/outlines/2dr/front.png");

    await userEvent.click(tabs.getByRole("tab", { name: "SUV" }));
    await userEvent.click(screen.getByRole("button", { name: TEXTS.trainingViewRear }));
    expect(stage().getByRole("img").getAttribute("src")).toBe("/outlines/suv/rear.png");
    expect(stage().getByRole("img").getAttribute("alt")).toBe(TEXTS.trainingOutlineAlt("SUV", "rear"));
    expect(router.state.location.search).toBe("?bodyType=suv&view=rear");

    await userEvent.click(screen.getByRole("button", { name: TEXTS.trainingViewSide }));
    const sides = stage().getAllByRole("img");
    expect(sides.map((i) => i.getAttribute("src"))).toEqual([
      "/outlines/suv/left.png",
      "/outlines/suv/left.png",
    ]);
    expect(sides[1]!.getAttribute("alt")).toBe(TEXTS.trainingOutlineAlt("SUV", "right"));
    expect(screen.getByRole("button", { name: TEXTS.trainingViewSide }).getAttribute("aria-pressed")).toBe(
      "true",
    );

    expect(screen.getByText(TEXTS.trainingDrawPlaceholder)).toBeTruthy();
  });

  it("falls back to the first body type and the front view for unknown query values", async () => {
    signIn();
    renderApp("/training/label?bodyType=bus&view=top");
    const stage = within(await screen.findByTestId("outline-stage", {}, LOAD));
    expect(stage.getByRole("img").getAttribute("src")).toBe("/outlines/2dr/front.png");
  });
});
