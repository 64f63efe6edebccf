// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { TEXTS } from "../../domain/texts.ts";
import { withProviders } from "../testing/render.tsx";
import { ConfirmDialog } from "./ConfirmDialog.tsx";

const OPEN = "Open it";

function Harness({ onOk }: { onOk: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {OPEN}
      </button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        onOk={() => {
          onOk();
          setOpen(false);
        }}
      />
    </>
  );
}

async function openDialog() {
  const opener = screen.getByRole("button", { name: OPEN });
  opener.focus();
  fireEvent.click(opener);
  const dialog = await screen.findByRole("dialog", { name: TEXTS.confirmTitle });
  return { opener, dialog };
}

describe("the shared confirm dialog (issue 21)", () => {
  it("opens with Ok focused (Close still first), so Enter confirms", async () => {
    const onOk = vi.fn();
    render(withProviders(<Harness onOk={onOk} />));
    const { dialog } = await openDialog();
    const buttons = within(dialog).getAllByRole("button");
    expect(buttons.map((b) => b.textContent)).toEqual([TEXTS.close, TEXTS.ok]);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: TEXTS.ok })),
    );
    // A native button turns Enter into a click.
    fireEvent.click(document.activeElement as HTMLElement);
    expect(onOk).toHaveBeenCalledTimes(1);
  });

  it("Escape closes without confirming and the focus goes back to the opener", async () => {
    const onOk = vi.fn();
    render(withProviders(<Harness onOk={onOk} />));
    const { opener, dialog } = await openDialog();
    await waitFor(() => expect(document.activeElement?.textContent).toBe(TEXTS.ok));
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(onOk).not.toHaveBeenCalled();
  });
});
