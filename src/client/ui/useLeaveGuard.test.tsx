// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import {
  Link,
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useSearchParams,
} from "react-router-dom";
import { describe, expect, it } from "vitest";
import { TEXTS } from "../../domain/texts.ts";
import { withProviders } from "../testing/render.tsx";
import { useLeaveGuard } from "./useLeaveGuard.tsx";

const QUESTION = "Unsaved work: leave?";
const CHANGE = "Change something";
const AWAY = "Away";
const TAB = "Other tab";
const SAVE_AND_GO = "Save and go";

function Editor() {
  const [dirty, setDirty] = useState(false);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const guard = useLeaveGuard(dirty, QUESTION);
  return (
    <main>
      <p>{`tab ${params.get("tab") ?? "1"}`}</p>
      <button type="button" onClick={() => setDirty(true)}>
        {CHANGE}
      </button>
      <Link to="/away">{AWAY}</Link>
      <button type="button" onClick={() => setParams({ tab: "2" }, { replace: true })}>
        {TAB}
      </button>
      <button type="button" onClick={() => guard.leave(() => navigate("/away"))}>
        {SAVE_AND_GO}
      </button>
      {guard.dialog}
    </main>
  );
}

let path = "";
function Where() {
  path = useLocation().pathname;
  return null;
}

/** The app's kind of router: declarative (App.tsx's BrowserRouter), here in memory. */
function renderEditor() {
  render(
    withProviders(
      <MemoryRouter initialEntries={["/edit"]}>
        <Where />
        <Routes>
          <Route path="/edit" element={<Editor />} />
          <Route path="/away" element={<p>{AWAY}</p>} />
        </Routes>
      </MemoryRouter>,
    ),
  );
  return {
    get pathname() {
      return path;
    },
  };
}

describe("leaving unsaved work asks first (issue 22)", () => {
  it("nothing unsaved: links and tabs go at once", async () => {
    const router = renderEditor();
    fireEvent.click(screen.getByRole("button", { name: TAB }));
    await screen.findByText("tab 2");
    fireEvent.click(screen.getByRole("link", { name: AWAY }));
    await waitFor(() => expect(router.pathname).toBe("/away"));
    expect(screen.queryByText(QUESTION)).toBeNull();
  });

  it("unsaved: a link or a tab switch asks; Close stays, Ok goes", { timeout: 20_000 }, async () => {
    const router = renderEditor();
    fireEvent.click(screen.getByRole("button", { name: CHANGE }));
    fireEvent.click(screen.getByRole("button", { name: TAB }));
    const dialog = await screen.findByRole("dialog", { name: TEXTS.confirmTitle });
    expect(dialog.textContent).toContain(QUESTION);
    fireEvent.click(screen.getByRole("button", { name: TEXTS.close }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByText("tab 1")).toBeTruthy();

    fireEvent.click(screen.getByText(AWAY));
    await screen.findByRole("dialog", { name: TEXTS.confirmTitle });
    expect(router.pathname).toBe("/edit");
    fireEvent.click(screen.getByRole("button", { name: TEXTS.ok }));
    await waitFor(() => expect(router.pathname).toBe("/away"));
  });

  it("unsaved: closing or reloading the tab gets the browser's question", () => {
    renderEditor();
    const clean = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: CHANGE }));
    const dirty = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it("the page's own navigation after saving is not asked about", async () => {
    const router = renderEditor();
    fireEvent.click(screen.getByRole("button", { name: CHANGE }));
    fireEvent.click(screen.getByRole("button", { name: SAVE_AND_GO }));
    await waitFor(() => expect(router.pathname).toBe("/away"));
    expect(screen.queryByText(QUESTION)).toBeNull();
  });
});
