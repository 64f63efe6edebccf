// Helpers of the workspace's component tests (WorkspaceForms.test.tsx, WorkspaceQc.test.tsx).
import { fireEvent, render, screen, within } from "@testing-library/react";
import { TEXTS } from "../../../domain/texts.ts";
import { setSession } from "../../state/session.ts";
import { makeToken, makeUser, type stubFetch, withProviders } from "../../testing/render.tsx";
import { dispatch } from "./boardStore.ts";
import { InspectionsPage } from "./InspectionsPage.tsx";
import { takeTask } from "./workspaceActions.ts";
import { makeTaskPayload } from "./workspaceFixtures.ts";

export const TASK = "/api/tasks/11111111-1111-4111-8111-111111111111";
type Overrides = Parameters<typeof makeTaskPayload>[0];

/** The inspections page on the working screen with a task built from the fixture. */
export function working(overrides: Overrides = {}) {
  setSession(makeToken(), makeUser());
  dispatch({ type: "SET_STATUS", status: "Process" });
  takeTask(makeTaskPayload(overrides));
  return render(withProviders(<InspectionsPage />));
}

export const region = (name: string) => within(screen.getByRole("region", { name }));
export const accept = (name: string) => region(TEXTS.acceptButtons).getByRole("button", { name });
export const confirmOk = async () =>
  fireEvent.click(
    within(await screen.findByRole("dialog", { name: TEXTS.confirmTitle })).getByRole("button", {
      name: TEXTS.ok,
    }),
  );
export const sentBody = (fetchMock: ReturnType<typeof stubFetch>, suffix: string) => {
  const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith(suffix));
  return JSON.parse(String(call?.[1]?.body ?? "null"));
};
/** A field by the start of its label (labels of required fields end in an asterisk). */
export const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
export const select = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
