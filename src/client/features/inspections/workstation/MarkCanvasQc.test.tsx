// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { WorkstationProps } from "../../../../canvas/Workstation.tsx";
import type { Damage } from "../../../../contract/taskTypes.ts";
import { TEXTS } from "../../../../domain/texts.ts";
import { stubFetch, withProviders } from "../../../testing/render.tsx";
import type { TaskPayload } from "../boardStore.ts";
import { damageInputOf, damageStore, damagesForAnswer } from "../damageStore.ts";
import { makeTaskPayload } from "../workspaceFixtures.ts";
import { MarkCanvas } from "./MarkCanvas.tsx";

/** The canvas needs WebGL: a stand-in records what MarkCanvas gives it and shows its overlay. */
let shown: WorkstationProps | null = null;
vi.mock("../../../../canvas/Workstation.tsx", () => ({
  Workstation: (props: WorkstationProps) => {
    shown = props;
    return (
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the stand-in of the focusable frame
      <div data-photo-frame="" tabIndex={0}>
        {props.overlay}
      </div>
    );
  },
}));

// The machine is shared: give Fluent's picker time to mount.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  shown = null;
  damageStore.damages = [];
});

const row = (id: string, component: string, x: number): Damage => ({
  _id: id,
  component,
  damage_group: "PART",
  material: null,
  source: null,
  damage_name: "SCRATCH",
  damage_type: null,
  grade_score: 1,
  unit_measure: null,
  damage_location: { x, y: 0.5 },
  actual_image: null,
});
const INSPECTOR = [row("d1", "FRONT_BUMPER", 0.1), row("d2", "GRILLE", 0.3)];

/** A QC task re-checking the inspector's damage_other answer on photo 04, as takeTask starts it. */
const qcTask = (): TaskPayload =>
  makeTaskPayload({
    photoCode: "04",
    name: "qc",
    type: "QC",
    slotType: "QC",
    patch: (p) => {
      p.task._id = "QC1";
      p.task.options.originalName = "damage_other";
      p.task.options.originalSlotType = "damage";
      p.task.options.originalDamages = INSPECTOR;
      p.task.damages = INSPECTOR;
    },
  });

const choice = (damage_name: string, label: string, grade_score: number) => ({
  damage_name,
  damage_type: null,
  label,
  grade_score,
  material: null,
  source: null,
  unit_measure: null,
});
const TABLE = [choice("SCRATCH", "Scratch", 1), choice("DENT", "Dent", 2), choice("CRACK", "Crack", 3)];

const list = () => screen.getByRole("region", { name: TEXTS.wsMarkedDamages });
const rows = () =>
  within(list())
    .getAllByRole("listitem")
    .map((li) => li.textContent);
const markerNumbers = () => shown?.markers?.map((m) => [m.number, m.label]) ?? [];

describe("QC damage correction on the workstation (issue 23)", () => {
  it("the QA marks as the inspector did, changes, adds and removes; list and canvas number alike", async () => {
    stubFetch({ "GET /api/damages": { success: true, data: TABLE } });
    damageStore.damages = INSPECTOR.map(damageInputOf);
    render(withProviders(<MarkCanvas payload={qcTask()} onLoaded={() => {}} />));
    const user = userEvent.setup({ delay: null });
    // Placement follows the re-checked task's rules, not the QC slot's (which refuses every mark).
    expect(shown?.markContext).toEqual({ taskName: "damage_other", slotType: "damage" });
    expect(rows()).toEqual(["SCRATCH · FRONT_BUMPER (grade 1)", "SCRATCH · GRILLE (grade 1)"]);
    // The inspector's damages are drawn once, with the list's numbers.
    expect(markerNumbers()).toEqual([
      [1, "SCRATCH · FRONT_BUMPER"],
      [2, "SCRATCH · GRILLE"],
    ]);

    // Change damage 1: the picker starts from its damage and grade, the focus on the grade; 3, Enter saves.
    await user.click(screen.getByRole("button", { name: TEXTS.wsEditDamage(1) }));
    const picker = await screen.findByRole("dialog", { name: TEXTS.wsPickDamage("FRONT_BUMPER", "PART") });
    await within(picker).findByDisplayValue("Scratch");
    expect(within(picker).getByRole("radio", { name: "1" })).toHaveProperty("checked", true);
    expect(within(picker).getByRole("button", { name: TEXTS.wsSaveDamage })).toBeTruthy();
    // No second marker at the place of the damage being changed.
    expect(shown?.markers).toHaveLength(2);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(picker).getByRole("radio", { name: "1" })),
    );
    await user.keyboard("3{Enter}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(rows()[0]).toBe(`SCRATCH · FRONT_BUMPER (grade 3)${TEXTS.wsQcCorrection.edit}`);

    // A missed damage: a double-click on a part, then the picker from the keyboard.
    await act(() =>
      shown?.onPlace?.(
        { ok: true, position: { x: 0.6, y: 0.5 }, component: "HEADLAMP_LEFT", group: "PART" },
        { index: 0, id: "lamp", name: "HEADLAMP_LEFT", group: "PART" },
      ),
    );
    await screen.findByRole("combobox", { name: TEXTS.wsDamageChoice });
    await user.keyboard("cra{Enter}{Enter}");
    expect(rows()[2]).toBe(`CRACK · HEADLAMP_LEFT (grade 3)${TEXTS.wsQcCorrection.add}`);
    expect(markerNumbers().map(([n]) => n)).toEqual([1, 2, 3]);

    // X over marker 2 removes the inspector's grille damage; numbers close up on both sides.
    await act(async () => shown?.onDeleteMarkers?.([1]));
    expect(rows()).toEqual([
      `SCRATCH · FRONT_BUMPER (grade 3)${TEXTS.wsQcCorrection.edit}`,
      `CRACK · HEADLAMP_LEFT (grade 3)${TEXTS.wsQcCorrection.add}`,
    ]);
    // Gone from the photo too, although the task's damages still hold it.
    expect(markerNumbers()).toEqual([
      [1, "SCRATCH · FRONT_BUMPER"],
      [2, "CRACK · HEADLAMP_LEFT"],
    ]);

    // The answer names the changed damage by its id, at its place; the added one has none.
    expect(damagesForAnswer().map((d) => [d.id, d.component, d.damage_name, d.grade_score])).toEqual([
      ["d1", "FRONT_BUMPER", "SCRATCH", 3],
      [undefined, "HEADLAMP_LEFT", "CRACK", 3],
    ]);
    expect(damagesForAnswer()[0]?.damage_location).toEqual({ x: 0.1, y: 0.5 });
  });

  it("an agent's own marks have no change button and no tag", () => {
    stubFetch({});
    damageStore.damages = [damageInputOf(row("x", "GRILLE", 0.3))];
    render(
      withProviders(
        <MarkCanvas
          payload={makeTaskPayload({ photoCode: "04", name: "damage_other", slotType: "damage" })}
          onLoaded={() => {}}
        />,
      ),
    );
    expect(rows()).toEqual(["SCRATCH · GRILLE (grade 1)"]);
    expect(
      within(list())
        .getAllByRole("button")
        .map((b) => b.getAttribute("aria-label")),
    ).toEqual([TEXTS.wsRemoveDamage(1)]);
  });
});
