// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { TEXTS } from "../../../domain/texts.ts";
import { sessionStore, setSession } from "../../state/session.ts";
import { jsonResponse, makeToken, makeUser, renderApp, stubFetch } from "../../testing/render.tsx";

async function openAccount() {
  setSession(makeToken(), makeUser({ username: "qa1", role: "QA", sex: "Female", email: "qa1@example.com" }));
  renderApp("/account");
  return screen.findByRole("form", { name: TEXTS.changeProfileTitle });
}

describe("account page", () => {
  it("shows email address, username, role and sex", async () => {
    await openAccount();
    const list = within(screen.getByLabelText(TEXTS.profileTitle));
    expect(list.getByText(TEXTS.emailLabel)).toBeTruthy();
    expect(list.getByText("qa1@example.com")).toBeTruthy();
    expect(list.getByText(TEXTS.usernameLabel)).toBeTruthy();
    expect(list.getByText("qa1")).toBeTruthy();
    expect(list.getByText(TEXTS.roleLabel)).toBeTruthy();
    expect(list.getByText("QA")).toBeTruthy();
    expect(list.getByText(TEXTS.sexLabel)).toBeTruthy();
    expect(list.getByText("Female")).toBeTruthy();
  });

  it("sends only the changed fields and takes the answer's token and user", async () => {
    const form = within(await openAccount());
    const newToken = makeToken(7200, { jti: "n" });
    const fetchMock = stubFetch({
      "PUT /api/users/changeProfile": {
        success: true,
        message: TEXTS.profileSaved,
        token: newToken,
        user: makeUser({ username: "qa1", role: "QA", sex: "Other", email: "qa1@example.com" }),
      },
    });
    await userEvent.selectOptions(form.getByLabelText(TEXTS.sexLabel), "Other");
    await userEvent.click(form.getByRole("button", { name: TEXTS.saveProfile }));
    expect(await screen.findByText(TEXTS.profileSaved)).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ sex: "Other" });
    expect(screen.getByTestId("alert-banner").textContent).toContain(TEXTS.alertSuccess(200));
    expect(sessionStore.token).toBe(newToken);
    expect(sessionStore.user?.sex).toBe("Other");
  });

  it("checks email format and new-password length in the browser", async () => {
    const form = within(await openAccount());
    const fetchMock = stubFetch({});
    const email = form.getByLabelText(TEXTS.emailLabel);
    await userEvent.clear(email);
    await userEvent.type(email, "not-an-email");
    await userEvent.type(form.getByLabelText(TEXTS.oldPasswordLabel), "demo1234");
    await userEvent.type(form.getByLabelText(TEXTS.newPasswordLabel), "short");
    await userEvent.click(form.getByRole("button", { name: TEXTS.saveProfile }));
    expect(await form.findByText(TEXTS.emailInvalid)).toBeTruthy();
    expect(form.getByText(TEXTS.passwordTooShort)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows a server refusal in the red banner", async () => {
    const form = within(await openAccount());
    stubFetch({
      "PUT /api/users/changeProfile": () =>
        jsonResponse(400, { success: false, code: "WRONG_PASSWORD", message: TEXTS.wrongOldPassword }),
    });
    await userEvent.type(form.getByLabelText(TEXTS.oldPasswordLabel), "bad-old-pw");
    await userEvent.type(form.getByLabelText(TEXTS.newPasswordLabel), "longenough1");
    await userEvent.click(form.getByRole("button", { name: TEXTS.saveProfile }));
    const banner = await screen.findByTestId("alert-banner");
    expect(banner.textContent).toContain(TEXTS.alertError(400));
    expect(banner.textContent).toContain(TEXTS.wrongOldPassword);
  });

  it("keeps Save disabled until something changes", async () => {
    const form = within(await openAccount());
    expect(form.getByRole("button", { name: TEXTS.saveProfile })).toHaveProperty("disabled", true);
  });
});
