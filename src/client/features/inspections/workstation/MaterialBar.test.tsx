// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { MATERIALS } from "../../../../domain/damagePlacement.ts";
import { TEXTS } from "../../../../domain/texts.ts";
import { withProviders } from "../../../testing/render.tsx";
import { MaterialBar } from "./MaterialBar.tsx";

const bar = () => screen.getByRole("toolbar", { name: TEXTS.wsMaterialBar });

describe("material bar", () => {
  it("offers any material and every material with its hot key, one of them chosen", () => {
    render(withProviders(<MaterialBar material="Chrome" onChange={() => {}} />));
    const radios = screen.getAllByRole("radio");
    expect(radios.map((r) => r.textContent)).toEqual([
      TEXTS.wsAnyMaterial,
      "Painted (p)",
      "Textured Surface (o)",
      "Chrome (i)",
      "Alloy Wheel (u)",
      "Plastic Cover (y)",
      "Steel Wheel (j)",
      "Glass (k)",
      "Steel (l)",
    ]);
    expect(radios).toHaveLength(MATERIALS.length + 1);
    expect(screen.getByRole("radio", { name: "Chrome (i)" }).getAttribute("aria-checked")).toBe("true");
    expect(screen.getByRole("radio", { name: TEXTS.wsAnyMaterial }).getAttribute("aria-checked")).toBe(
      "false",
    );
    expect(bar().contains(radios[0] ?? null)).toBe(true);
  });

  it("shows any material when none is chosen", () => {
    render(withProviders(<MaterialBar material={null} onChange={() => {}} />));
    expect(screen.getByRole("radio", { name: TEXTS.wsAnyMaterial }).getAttribute("aria-checked")).toBe(
      "true",
    );
  });

  it("reports the chosen material, and null for any material", async () => {
    const onChange = vi.fn();
    render(withProviders(<MaterialBar material="Chrome" onChange={onChange} />));
    await userEvent.click(screen.getByRole("radio", { name: "Glass (k)" }));
    expect(onChange).toHaveBeenLastCalledWith("Glass");
    await userEvent.click(screen.getByRole("radio", { name: TEXTS.wsAnyMaterial }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
