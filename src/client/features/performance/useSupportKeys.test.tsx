// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useSupportKeys } from "./useSupportKeys.ts";

function Shown() {
  return <output>{String(useSupportKeys(2))}</output>;
}
const press = (key: string) => act(() => void window.dispatchEvent(new KeyboardEvent("keydown", { key })));

afterEach(() => {
  cleanup();
  for (const el of document.querySelectorAll("[aria-modal]")) el.remove();
});

describe("useSupportKeys", () => {
  it("shows a support image while its key is held", () => {
    render(<Shown />);
    press("2");
    expect(screen.getByRole("status").textContent).toBe("1");
  });

  it("does nothing while a dialog is open (issue 23)", () => {
    render(<Shown />);
    const dialog = document.createElement("div");
    dialog.setAttribute("aria-modal", "true");
    document.body.append(dialog);
    press("s");
    expect(screen.getByRole("status").textContent).toBe("null");
  });
});
