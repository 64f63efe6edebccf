// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TEXTS } from "../../../../domain/texts.ts";
import { withProviders } from "../../../testing/render.tsx";
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
      material={null}
      onAnyMaterial={() => {}}
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
          material={null}
          onAnyMaterial={() => {}}
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

const choice = (damage_name: string, label: string, grade_score: number): PickerChoice => ({
  ...dent,
  damage_name,
  label,
  grade_score,
});
const TABLE = [choice("DENT", "Dent", 2), choice("SCRATCH", "Scratch", 1), choice("SCUFF", "Scuff", 1)];

describe("damage picker by keyboard (issue 21)", () => {
  const open = (props: Partial<Parameters<typeof DamagePicker>[0]> = {}) => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const onAnyMaterial = vi.fn();
    render(
      withProviders(
        <DamagePicker
          pending={pending}
          choices={TABLE}
          loading={false}
          material={null}
          onAnyMaterial={onAnyMaterial}
          onConfirm={onConfirm}
          onCancel={onCancel}
          {...props}
        />,
      ),
    );
    return { onConfirm, onCancel, onAnyMaterial, user: userEvent.setup({ delay: null }) };
  };

  it("type-ahead over the damage table: 'scr' is Scratch, at its table grade", async () => {
    const { onConfirm, user } = open();
    await user.keyboard("scr{Enter}{Enter}");
    expect(onConfirm).toHaveBeenCalledWith(TABLE[1], 1);
  });

  it("arrows move through the table, a digit sets the grade, Enter adds", async () => {
    const { onConfirm, user } = open();
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}5{Enter}");
    expect(onConfirm).toHaveBeenCalledWith(TABLE[1], 5);
  });

  it("Escape cancels", async () => {
    const { onCancel, user } = open();
    await user.keyboard("sc{Escape}");
    expect(onCancel).toHaveBeenCalled();
  });

  it("an empty list after a material choice names the material and offers any material, focused", async () => {
    const { onAnyMaterial, user } = open({ choices: [], material: "Chrome" });
    expect(screen.getByRole("alert").textContent).toContain(TEXTS.wsNoDamageChoices);
    expect(screen.getByRole("alert").textContent).toContain(TEXTS.wsMaterialFiltered("Chrome"));
    const any = screen.getByRole("button", { name: TEXTS.wsAnyMaterial });
    expect(document.activeElement).toBe(any);
    await user.keyboard("{Enter}");
    expect(onAnyMaterial).toHaveBeenCalledTimes(1);
  });

  it("an empty list with any material offers nothing more", () => {
    open({ choices: [] });
    expect(screen.getByRole("alert").textContent).toBe(TEXTS.wsNoDamageChoices);
    expect(screen.queryByRole("button", { name: TEXTS.wsAnyMaterial })).toBeNull();
  });
});

describe("changing a marked damage (issue 23)", () => {
  const change = (initial: { damage_name: string; grade: number }) => {
    const onConfirm = vi.fn();
    render(
      withProviders(
        <DamagePicker
          pending={pending}
          choices={TABLE}
          loading={false}
          material={null}
          initial={initial}
          onAnyMaterial={() => {}}
          onConfirm={onConfirm}
          onCancel={() => {}}
        />,
      ),
    );
    return { onConfirm, user: userEvent.setup({ delay: null }) };
  };

  it("starts at its damage and grade, the focus on the grade: a digit and Enter save", async () => {
    const { onConfirm, user } = change({ damage_name: "SCRATCH", grade: 2 });
    expect(screen.getByRole("combobox", { name: TEXTS.wsDamageChoice })).toHaveProperty("value", "Scratch");
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "2" }));
    expect(screen.getByRole("button", { name: TEXTS.wsSaveDamage })).toBeTruthy();
    await user.keyboard("4{Enter}");
    expect(onConfirm).toHaveBeenCalledWith(TABLE[1], 4);
  });

  it("a damage the table does not offer: nothing chosen, the damage field has the focus", () => {
    change({ damage_name: "GONE", grade: 1 });
    const field = screen.getByRole("combobox", { name: TEXTS.wsDamageChoice });
    expect(field).toHaveProperty("value", "");
    expect(document.activeElement).toBe(field);
    expect(screen.getByRole("button", { name: TEXTS.wsSaveDamage })).toHaveProperty("disabled", true);
  });
});
