// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { TEXTS } from "../../domain/texts.ts";
import { errorModalStore, showErrorModal } from "../state/errorModal.ts";
import { beginLoading } from "../state/loading.ts";
import { sessionStore, setSession } from "../state/session.ts";
import { makeToken, makeUser, stubFetch, withProviders } from "../testing/render.tsx";
import { ErrorModal } from "./ErrorModal.tsx";
import { LoadingOverlay } from "./LoadingOverlay.tsx";

describe("error modal", () => {
  it("shows ERROR!!!!! with the message; CLOSE logs out for session errors", async () => {
    setSession(makeToken(), makeUser());
    const fetchMock = stubFetch({ "POST /api/users/logout": { success: true, message: "Logged out." } });
    render(withProviders(<ErrorModal />));
    await act(async () => showErrorModal("Your shift has ended.", { logoutOnClose: true }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain(TEXTS.errorModalTitle);
    expect(dialog.textContent).toContain("Your shift has ended.");
    await userEvent.click(screen.getByRole("button", { name: TEXTS.errorModalClose }));
    expect(sessionStore.token).toBeNull();
    expect(errorModalStore.open).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("CLOSE only closes for other errors", async () => {
    setSession(makeToken(), makeUser());
    render(withProviders(<ErrorModal />));
    await act(async () => showErrorModal("QC passed already.", { logoutOnClose: false }));
    await userEvent.click(await screen.findByRole("button", { name: TEXTS.errorModalClose }));
    expect(sessionStore.token).not.toBeNull();
    expect(errorModalStore.open).toBe(false);
  });

  it("a milder error never downgrades a logging-out one", () => {
    showErrorModal("expired", { logoutOnClose: true });
    showErrorModal("other", { logoutOnClose: false });
    expect(errorModalStore.logoutOnClose).toBe(true);
  });
});

describe("loading overlay", () => {
  it("shows 'is hardworking' while calls run", async () => {
    render(withProviders(<LoadingOverlay />));
    expect(screen.queryByText(TEXTS.loadingOverlay)).toBeNull();
    await act(async () => beginLoading());
    expect(screen.getByText(TEXTS.loadingOverlay)).toBeTruthy();
  });
});
