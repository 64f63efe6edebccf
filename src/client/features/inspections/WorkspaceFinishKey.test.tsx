// @vitest-environment jsdom
// Issue 21: on a damage task, once the agent has marked a damage, the primary decision is Finish:
// Ctrl+Enter takes it, and its button carries the Ctrl+Enter hint (src/domain/decisionKeys.ts,
// isFinishFirst). With no marks, Ctrl+Enter stays the first accept option, "No damage".
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TEXTS } from "../../../domain/texts.ts";
import { stubFetch } from "../../testing/render.tsx";
import { resetBoard, type TaskPayload } from "./boardStore.ts";
import { damageStore, resetDamages } from "./damageStore.ts";
import { accept, working } from "./workspaceTestKit.tsx";

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  resetBoard();
  resetDamages();
});

const damageTask = {
  photoCode: "04",
  name: "damage_body",
  slotType: "damage",
  patch: (p: TaskPayload) => {
    p.taskSetting!.accepts = [{ name: "no_damage", description: "No damage" }];
  },
};
const kbd = (button: HTMLElement) =>
  [...(button.parentElement?.querySelectorAll("kbd") ?? [])].map((k) => k.textContent);
const ctrlEnter = () => userEvent.setup({ delay: null }).keyboard("{Control>}{Enter}{/Control}");
const mark = () =>
  act(async () => {
    damageStore.damages = [
      { component: "DOOR_FRONT_LEFT", damage_group: "BODY", damage_name: "DENT", grade_score: 2 },
    ];
  });

describe("the primary decision of a damage task", () => {
  it("no marks: Ctrl+Enter takes 'No damage', whose button shows the Ctrl+Enter hint", async () => {
    stubFetch({});
    working(damageTask);
    expect(kbd(accept("No damage"))).toContain(TEXTS.keyFirstAccept);
    expect(kbd(accept(TEXTS.finish))).not.toContain(TEXTS.keyFirstAccept);
    await ctrlEnter();
    const confirm = await screen.findByRole("dialog", { name: TEXTS.confirmTitle });
    expect(within(confirm).getByText("No damage")).toBeTruthy();
  });

  it("a damage marked: Ctrl+Enter opens Finish, and the Ctrl+Enter hint moves to Finish", async () => {
    stubFetch({});
    working(damageTask);
    await mark();
    expect(kbd(accept(TEXTS.finish))).toEqual([TEXTS.keyFinish, TEXTS.keyFirstAccept]);
    expect(accept(TEXTS.finish).getAttribute("aria-keyshortcuts")).toContain("Control+Enter");
    expect(kbd(accept("No damage"))).not.toContain(TEXTS.keyFirstAccept);
    expect(accept("No damage").getAttribute("aria-keyshortcuts")).toBe("Alt+1");
    await ctrlEnter();
    const image = await screen.findByRole("dialog", { name: TEXTS.rejectModalTitle });
    expect(within(image).getByText(TEXTS.finishBody(1))).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: TEXTS.confirmTitle })).toBeNull();
  });
});
