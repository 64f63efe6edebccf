// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TEXTS } from "../../domain/texts.ts";
import { withProviders } from "../testing/render.tsx";
import { DamagePicker, type PickerChoice } from "./DamagePicker.tsx";

const pending = { position: { x: 0.5, y: 0.5 }, component: "HOOD", group: "PART" };
const dent: PickerChoice = {
  damage_name: "dent",
  damage_type: null,
  label: "Dent",
  unit_measure: null,
  material: null,
  source: null,
  grade_score: 2,
};

const picker = (loading: boolean, choices: PickerChoice[]) =>
  withProviders(
    <DamagePicker
      pending={pending}
      choices={choices}
      loading={loading}
      onConfirm={() => {}}
      onCancel={() => {}}
    />,
  );

describe("damage picker focus", () => {
  it("holds the focus while the damage table loads, so keys typed meanwhile are not hot keys", () => {
    render(picker(true, []));
    expect(document.activeElement).toBe(
      screen.getByRole("dialog", { name: TEXTS.wsPickDamage(pending.component, pending.group) }),
    );
  });

  it("moves the focus to the damage field once the table is there", () => {
    const view = render(picker(true, []));
    view.rerender(picker(false, [dent]));
    expect(document.activeElement).toBe(screen.getByRole("combobox", { name: TEXTS.wsDamageChoice }));
  });

  it("a grade's digit checks that grade and takes the focus to it", () => {
    render(picker(false, [dent]));
    const two = screen.getByRole("radio", { name: "2" });
    two.focus();
    fireEvent.keyDown(two, { key: "4" });
    const four = screen.getByRole("radio", { name: "4" }) as HTMLInputElement;
    expect(four.checked).toBe(true);
    expect(document.activeElement).toBe(four);
  });

  it("keys typed right after choosing a damage reach the grade: type, Enter, digit, Enter adds it", async () => {
    const onConfirm = vi.fn();
    render(
      withProviders(
        <DamagePicker
          pending={pending}
          choices={[dent]}
          loading={false}
          onConfirm={onConfirm}
          onCancel={() => {}}
        />,
      ),
    );
    // No pause between keys, as a fast typist on a busy machine: nothing waits for a frame.
    await userEvent.setup({ delay: null }).keyboard("Den{Enter}4{Enter}");
    expect(onConfirm).toHaveBeenCalledWith(dent, 4);
  });
});
