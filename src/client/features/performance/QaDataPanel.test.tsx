// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { Actor, QaData } from "../../../domain/failedTask.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { withProviders } from "../../testing/render.tsx";
import { QaDataPanel } from "./QaDataPanel.tsx";

const data: QaData = {
  messageData: [{ name: "odom", data: "Wrong reading", action: "inspector", critical: true }],
  inspectData: [{ name: "odom_reading", data: { inspector: 1, qa: 2 }, done: true, action: "qa" }],
};

function Harness({ actor, editable }: { actor: Actor; editable: boolean }) {
  const [qa, setQa] = useState(data);
  return withProviders(
    <QaDataPanel
      qaData={qa}
      actor={actor}
      mode={editable ? "edit" : "view"}
      editable={editable}
      onChange={setQa}
    />,
  );
}

const reason = () => screen.getByRole("radiogroup", { name: /Reason: Wrong reading/ });

describe("QaDataPanel", () => {
  it("an agent picks inspector or qa only, cannot toggle critical", () => {
    render(<Harness actor={{ role: "AGENT", username: "agent1" }} editable />);
    expect(screen.queryAllByRole("radio", { name: TEXTS.actionLabels.support })).toHaveLength(0);
    for (const s of screen.getAllByRole("switch", { name: TEXTS.criticalLabel }))
      expect(s).toHaveProperty("disabled", true);
  });

  it("a trainer sees four actions; support clears critical, qa sets it and tags the trainer; done items are locked", async () => {
    render(<Harness actor={{ role: "TRAINER", username: "trainer1" }} editable />);
    const critical = () => screen.getAllByRole("switch", { name: TEXTS.criticalLabel });
    await userEvent.click(screen.getAllByRole("radio", { name: TEXTS.actionLabels.support })[0]!);
    expect(critical()[0]).toHaveProperty("checked", false);
    expect(screen.getByText(TEXTS.trainerTag(TEXTS.actionLabels.support, "trainer1"))).toBeTruthy();
    await userEvent.click(screen.getAllByRole("radio", { name: TEXTS.actionLabels.qa })[0]!);
    expect(critical()[0]).toHaveProperty("checked", true);
    expect(reason()).toBeTruthy();
    expect(critical()[1]).toHaveProperty("disabled", true);
    expect(screen.getByText(TEXTS.doneTag)).toBeTruthy();
  });

  it("the read-only view shows all four choices, disabled", () => {
    render(<Harness actor={{ role: "QA", username: "qa2" }} editable={false} />);
    const review = screen.getAllByRole("radio", { name: TEXTS.actionLabels.review });
    expect(review).toHaveLength(2);
    expect(review[0]).toHaveProperty("disabled", true);
  });
});
