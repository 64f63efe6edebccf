// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { WorkstationProps } from "../../canvas/Workstation.tsx";
import { TEXTS } from "../../domain/texts.ts";
import type { TaskPayload } from "../features/inspections/boardStore.ts";
import { makeTaskPayload } from "../features/inspections/workspaceFixtures.ts";
import { stubFetch, withProviders } from "../testing/render.tsx";
import { cageChoiceForAnswer } from "./cageChoiceStore.ts";
import { MarkCanvas } from "./MarkCanvas.tsx";

/** The canvas itself needs WebGL: a stand-in records what MarkCanvas gives it and shows its overlay. */
let shown: WorkstationProps | null = null;
vi.mock("../../canvas/Workstation.tsx", () => ({
  Workstation: (props: WorkstationProps) => {
    shown = props;
    return <div>{props.overlay}</div>;
  },
}));

afterEach(() => {
  shown = null;
  vi.unstubAllGlobals();
});

const task = (id: string, photoCode = "04"): TaskPayload =>
  makeTaskPayload({
    photoCode,
    name: "damage_full",
    slotType: "damage",
    patch: (p) => {
      p.task._id = id;
      p.task.image_cap = `/api/photos/${id}`;
      p.task.image_super = `/api/photos/${id}?size=original`;
      p.cage = { ...CAGE, _id: `cage-${id}` };
      p.task.options.cageInfo = {
        original_image: { width: 960, height: 600 },
        actual_image: { width: 960, height: 600 },
        cage: { x: 58, y: 48, width: 845, height: 504 },
      };
    },
  });
const CAGE = {
  _id: "cage",
  make: "Toyota",
  model: "RAV4",
  year: 2021,
  bodyType: "SUV",
  trim: "",
  status: "ACTIVE",
  code: "04",
  svg: "<svg/>",
  mirrored: false,
};

const offered = (id: string, trim = "") => ({ ...CAGE, _id: id, year: 2018, trim, svg: `<svg id="${id}"/>` });

const cageCalls = (fetched: ReturnType<typeof stubFetch>) =>
  fetched.mock.calls.filter(([url]) => String(url).endsWith("/cages")).length;

const pressT = () =>
  act(async () => {
    shown?.onReloadCage?.();
    await new Promise((r) => setTimeout(r, 0));
  });

const place = () =>
  act(() =>
    shown?.onPlace?.(
      { ok: true, position: { x: 0.25, y: 0.5 }, component: "FRONT_DOOR_LEFT", group: "BODY" },
      { index: 0, id: "door", name: "FRONT_DOOR_LEFT", group: "BODY" },
    ),
  );

describe("MarkCanvas: one workstation for the shift, nothing of a task kept for the next", () => {
  it("passes the task's photo, original, cage and key", () => {
    stubFetch({});
    render(withProviders(<MarkCanvas payload={task("A")} onLoaded={() => {}} />));
    expect(shown).toMatchObject({
      taskKey: "A",
      imageUrl: "/api/photos/A",
      superImageUrl: "/api/photos/A?size=original",
      cageSvg: "<svg/>",
    });
    expect(screen.getByText(TEXTS.wsCageShown("Toyota RAV4 2021"))).toBeTruthy();
  });

  it("no cage for the vehicle: the label and a refused double-click say so, not 'on this part'", async () => {
    stubFetch({});
    const none = (id: string, photoCode = "04") => {
      const p = task(id, photoCode);
      p.cage = null;
      return p;
    };
    const view = render(withProviders(<MarkCanvas payload={none("A")} onLoaded={() => {}} />));
    expect(shown).toMatchObject({ cageSvg: null });
    expect(screen.getByText(TEXTS.wsNoCage)).toBeTruthy();
    await act(() => shown?.onRefuse?.({ ok: false, reason: "no-element", message: TEXTS.damageNotAllowed }));
    expect(screen.queryByText(TEXTS.damageNotAllowed)).toBeNull();
    expect(screen.getAllByText(TEXTS.wsNoCage)).toHaveLength(2);
    // A photo without an outline (glass) never has a cage: nothing to say about one.
    view.rerender(withProviders(<MarkCanvas payload={none("B", "09")} onLoaded={() => {}} />));
    expect(screen.queryByText(TEXTS.wsNoCage)).toBeNull();
    await act(() => shown?.onRefuse?.({ ok: false, reason: "no-element", message: TEXTS.damageNotAllowed }));
    expect(screen.getByText(TEXTS.damageNotAllowed)).toBeTruthy();
  });

  it("a pending placement, a notice and a reloaded cage end with their task", async () => {
    stubFetch({ "GET /api/tasks/A/cages": { success: true, cages: [offered("cage-A"), offered("other")] } });
    const view = render(withProviders(<MarkCanvas payload={task("A")} onLoaded={() => {}} />));
    await place();
    expect(screen.getByRole("dialog", { name: TEXTS.wsPickDamage("FRONT_DOOR_LEFT", "BODY") })).toBeTruthy();
    expect(shown?.markers).toHaveLength(1); // the pending marker
    await act(() => shown?.onRefuse?.({ ok: false, reason: "duplicate", message: TEXTS.damageDuplicate }));
    expect(screen.getByText(TEXTS.damageDuplicate)).toBeTruthy();
    // T: the next offered cage, chosen for the answer.
    await pressT();
    expect(shown).toMatchObject({ cageSvg: '<svg id="other"/>' });
    expect(cageChoiceForAnswer("A").cageInfo?.cageId).toBe("other");

    view.rerender(withProviders(<MarkCanvas payload={task("B")} onLoaded={() => {}} />));
    expect(shown).toMatchObject({
      taskKey: "B",
      cageSvg: "<svg/>",
      imageUrl: "/api/photos/B",
    });
    expect(cageChoiceForAnswer("A")).toEqual({});
    expect(cageChoiceForAnswer("B")).toEqual({});
    expect(screen.getByText(TEXTS.wsCageShown("Toyota RAV4 2021"))).toBeTruthy();
    expect(shown?.markers).toEqual([]);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByText(TEXTS.damageDuplicate)).toBeNull();
  });

  it("T walks the offered cages (fetched once), wrapping; the marks stay; the choice goes with the answer", async () => {
    const fetched = stubFetch({
      "GET /api/tasks/A/cages": {
        success: true,
        cages: [offered("cage-A"), offered("b", "Adventure"), offered("c")],
      },
    });
    render(withProviders(<MarkCanvas payload={task("A")} onLoaded={() => {}} />));
    await place();
    await pressT();
    expect(screen.getByText(TEXTS.wsCageOf(2, 3, "Toyota RAV4 2018 Adventure"))).toBeTruthy();
    expect(shown).toMatchObject({ cageSvg: '<svg id="b"/>', mirrored: false });
    expect(shown?.markers).toHaveLength(1);
    await pressT();
    expect(screen.getByText(TEXTS.wsCageOf(3, 3, "Toyota RAV4 2018"))).toBeTruthy();
    await pressT();
    expect(shown).toMatchObject({ cageSvg: '<svg id="cage-A"/>' });
    expect(cageCalls(fetched)).toBe(1);
    expect(cageChoiceForAnswer("A")).toEqual({
      cageInfo: {
        original_image: { width: 960, height: 600 },
        actual_image: { width: 960, height: 600 },
        cage: { x: 58, y: 48, width: 845, height: 504 },
        cageId: "cage-A",
      },
    });
  });

  it("one cage offered: each T fetches it again (a reload); none answered: the task's cage stays", async () => {
    const fetched = stubFetch({ "GET /api/tasks/A/cages": { success: true, cages: [offered("cage-A")] } });
    render(withProviders(<MarkCanvas payload={task("A")} onLoaded={() => {}} />));
    await pressT();
    await pressT();
    expect(cageCalls(fetched)).toBe(2);
    expect(screen.getByText(TEXTS.wsCageOf(1, 1, "Toyota RAV4 2018"))).toBeTruthy();
    expect(shown).toMatchObject({ cageSvg: '<svg id="cage-A"/>' });

    stubFetch({});
    render(withProviders(<MarkCanvas payload={task("C")} onLoaded={() => {}} />));
    await pressT();
    expect(shown).toMatchObject({ taskKey: "C", cageSvg: "<svg/>" });
    expect(cageChoiceForAnswer("C")).toEqual({});
  });

  it("between tasks it holds nothing", () => {
    stubFetch({});
    render(withProviders(<MarkCanvas payload={null} onLoaded={() => {}} />));
    expect(shown).toMatchObject({ taskKey: null, imageUrl: null, cageSvg: null, markers: [] });
  });
});
