// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { markerNumberOf } from "../../../../canvas/model.ts";
import type { WorkstationProps } from "../../../../canvas/Workstation.tsx";
import type { DamageInput } from "../../../../contract/taskTypes.ts";
import { TEXTS } from "../../../../domain/texts.ts";
import { stubFetch, withProviders } from "../../../testing/render.tsx";
import type { TaskPayload } from "../boardStore.ts";
import { damageStore } from "../damageStore.ts";
import { makeTaskPayload } from "../workspaceFixtures.ts";
import { cageChoiceForAnswer } from "./cageChoiceStore.ts";
import { MarkCanvas } from "./MarkCanvas.tsx";

/** The canvas itself needs WebGL: a stand-in records what MarkCanvas gives it and shows its overlay. */
let shown: WorkstationProps | null = null;
vi.mock("../../../../canvas/Workstation.tsx", () => ({
  Workstation: (props: WorkstationProps) => {
    shown = props;
    // As the workstation's frame: focusable, and marked as the photo frame (taskFocus.ts).
    return (
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the stand-in of the focusable frame
      <div data-photo-frame="" tabIndex={0}>
        {props.overlay}
      </div>
    );
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

describe("MarkCanvas: the canvas and the list number the damages alike (issue 21)", () => {
  afterEach(() => {
    damageStore.damages = [];
  });

  it("QC: the inspector's damages, the task's and the agent's to keep, are 1 and 2 on both", () => {
    stubFetch({});
    const inspector = [
      { _id: "d1", damage_name: "Dent", component: "FRONT_DOOR_LEFT", at: { x: 960 * 0.25, y: 600 * 0.5 } },
      { _id: "d2", damage_name: "Scratch", component: "HOOD", at: { x: 960 * 0.6001, y: 600 * 0.3 } },
    ];
    const payload = task("Q");
    payload.task.damages = inspector.map((d) => ({
      _id: d._id,
      component: d.component,
      damage_group: "BODY",
      material: null,
      source: null,
      damage_name: d.damage_name,
      damage_type: null,
      grade_score: 2,
      unit_measure: null,
      // As the server stores them: over the photo's actual_image.
      damage_location: d.at,
      actual_image: { width: 960, height: 600 },
    }));
    // As takeTask does on a QC task: the inspector's answer, normalised, is the agent's to keep.
    damageStore.damages = [{ ...damageInput("Dent", 0.25, 0.5) }, { ...damageInput("Scratch", 0.6001, 0.3) }];
    render(withProviders(<MarkCanvas payload={payload} onLoaded={() => {}} />));
    const markers = shown?.markers ?? [];
    expect(markers.map((m, i) => markerNumberOf(m, i))).toEqual([1, 2]);
    const list = screen.getByRole("region", { name: TEXTS.wsMarkedDamages });
    const items = Array.from(list.querySelectorAll("li"));
    expect(items.map((li) => li.value)).toEqual([1, 2]);
    expect(screen.getByRole("button", { name: TEXTS.wsRemoveDamage(2) })).toBeTruthy();
  });

  it("an own damage without a position keeps its number: the next one is 2 on both; others follow", () => {
    stubFetch({});
    const payload = task("R");
    payload.task.damages = [];
    damageStore.damages = [
      { ...damageInput("Dent", 0.25, 0.5), damage_location: null as never },
      damageInput("Scratch", 0.6, 0.3),
    ];
    render(withProviders(<MarkCanvas payload={payload} onLoaded={() => {}} />));
    place();
    const markers = shown?.markers ?? [];
    // The scratch (the list's 2.), then the pending damage.
    expect(markers.map((m, i) => markerNumberOf(m, i))).toEqual([2, 3]);
    const items = Array.from(
      screen.getByRole("region", { name: TEXTS.wsMarkedDamages }).querySelectorAll("li"),
    );
    expect(items.map((li) => li.value)).toEqual([1, 2]);
    // X on the scratch's marker deletes the scratch, not the damage without a position.
    act(() => shown?.onDeleteMarkers?.([0]));
    expect(damageStore.damages.map((d) => d.damage_name)).toEqual(["Dent"]);
  });
});

function damageInput(name: string, x: number, y: number): DamageInput {
  return {
    component: "FRONT_DOOR_LEFT",
    damage_group: "BODY",
    damage_name: name,
    grade_score: 2,
    damage_location: { x, y },
  } as DamageInput;
}

describe("MarkCanvas: the material bar (Tab) is an overlay (issue 21)", () => {
  it("shows out of the flow (positioned absolutely) and outside the workstation's frame", () => {
    stubFetch({});
    render(withProviders(<MarkCanvas payload={task("M")} onLoaded={() => {}} />));
    expect(screen.queryByRole("toolbar", { name: TEXTS.wsMaterialBar })).toBeNull();
    act(() =>
      shown?.onStateChange?.({ materialBarOpen: true, material: null } as Parameters<
        NonNullable<WorkstationProps["onStateChange"]>
      >[0]),
    );
    const bar = screen.getByRole("toolbar", { name: TEXTS.wsMaterialBar });
    const overlay = bar.closest("[data-material-bar-overlay]") as HTMLElement | null;
    expect(overlay).not.toBeNull();
    // Absolute: it takes no room, so the photo below does not move when it shows or hides.
    expect(getComputedStyle(overlay as HTMLElement).position).toBe("absolute");
    // Not in the workstation's overlay (its frame): keys there, Tab included, stay the workstation's.
    expect(bar.closest("[data-workstation-overlay]")).toBeNull();
    act(() =>
      shown?.onStateChange?.({ materialBarOpen: false, material: null } as Parameters<
        NonNullable<WorkstationProps["onStateChange"]>
      >[0]),
    );
    expect(screen.queryByRole("toolbar", { name: TEXTS.wsMaterialBar })).toBeNull();
  });
});

describe("MarkCanvas: the damage picker gives the focus back to the photo frame (issue 21)", () => {
  afterEach(() => {
    damageStore.damages = [];
  });
  const SCRATCH = {
    component: "FRONT_DOOR_LEFT",
    damage_group: "BODY",
    damage_name: "SCRATCH",
    damage_type: null,
    label: "Scratch",
    grade_score: 1,
    material: "Painted",
    source: null,
    unit_measure: null,
    series_nme: null,
  };
  const frame = () => document.querySelector<HTMLElement>("[data-photo-frame]");
  const pickerOpen = () =>
    screen.queryByRole("dialog", { name: TEXTS.wsPickDamage("FRONT_DOOR_LEFT", "BODY") });

  it("after Enter adds the damage, and after Escape cancels", async () => {
    stubFetch({ "GET /api/damages": { success: true, data: [SCRATCH] } });
    render(withProviders(<MarkCanvas payload={task("F")} onLoaded={() => {}} />));
    const user = userEvent.setup({ delay: null });
    await place();
    await screen.findByRole("combobox", { name: TEXTS.wsDamageChoice });
    await user.keyboard("scr{Enter}{Enter}");
    expect(damageStore.damages.map((d) => [d.damage_name, d.grade_score])).toEqual([["SCRATCH", 1]]);
    expect(pickerOpen()).toBeNull();
    expect(document.activeElement).toBe(frame());

    await place();
    await screen.findByRole("combobox", { name: TEXTS.wsDamageChoice });
    await user.keyboard("{Escape}");
    expect(pickerOpen()).toBeNull();
    expect(document.activeElement).toBe(frame());
    expect(damageStore.damages).toHaveLength(1);
  });

  it("a material that filtered every damage out: 'Any material' clears the filter and the list comes", async () => {
    const fetched = stubFetch({
      "GET /api/damages": (url: string) =>
        Response.json({ success: true, data: url.includes("material=") ? [] : [SCRATCH] }),
    });
    render(withProviders(<MarkCanvas payload={task("G")} onLoaded={() => {}} />));
    // The material bar chose Chrome (through the controller, as its key or radio does).
    let state = { materialBarOpen: false, material: "Chrome" } as Parameters<
      NonNullable<WorkstationProps["onStateChange"]>
    >[0];
    const controller = {
      update: (change: (s: typeof state) => typeof state) => {
        state = change(state);
        shown?.onStateChange?.(state);
      },
    };
    act(() => {
      shown?.onController?.(controller as never);
      shown?.onStateChange?.(state);
    });
    await place();
    const any = await screen.findByRole("button", { name: TEXTS.wsAnyMaterial });
    expect(screen.getByRole("alert").textContent).toContain(TEXTS.wsMaterialFiltered("Chrome"));
    fireEvent.click(any);
    expect(state.material).toBeNull();
    await screen.findByRole("combobox", { name: TEXTS.wsDamageChoice });
    await waitFor(() => expect(document.activeElement?.getAttribute("role")).toBe("combobox"));
    const urls = fetched.mock.calls.map(([u]) => String(u)).filter((u) => u.includes("/api/damages"));
    expect(urls.at(-1)).not.toContain("material=");
  });
});

describe("the marked damages' list (issue 21)", () => {
  const names = ["Dent", "Scratch", "Chip", "Crack", "Hole", "Rust"];

  it("one damage per row, in a box that scrolls; a damage task's photo leaves the box its room", () => {
    stubFetch({});
    damageStore.damages = names.map((n, i) => damageInput(n, 0.1 + i * 0.1, 0.5));
    render(withProviders(<MarkCanvas payload={task("L")} onLoaded={() => {}} />));
    const region = screen.getByRole("region", { name: TEXTS.wsMarkedDamages });
    const rows = within(region).getAllByRole("listitem");
    // Each row holds one damage: its text and its own remove button, nothing of another.
    expect(rows.map((row) => row.textContent?.split(" · ")[0])).toEqual(names);
    rows.forEach((row, i) => {
      expect(
        within(row)
          .getAllByRole("button")
          .map((b) => b.getAttribute("aria-label")),
      ).toEqual([TEXTS.wsRemoveDamage(i + 1)]);
    });
    // Rows stack (the list is no wrapping flex line); the region is a bounded box that scrolls.
    const list = region.querySelector("ol") as HTMLElement;
    expect(["flex", "inline-flex"]).not.toContain(getComputedStyle(list).display);
    expect(getComputedStyle(region).overflowY).toBe("auto");
    expect(getComputedStyle(region).maxHeight).toMatch(/^\d+px$/);
    expect(String(shown?.height)).toContain(getComputedStyle(region).maxHeight);
    damageStore.damages = [];
  });

  it("a task that lists no damages keeps the workstation's own frame height", () => {
    stubFetch({});
    damageStore.damages = [];
    render(withProviders(<MarkCanvas payload={makeTaskPayload({ photoCode: "01" })} onLoaded={() => {}} />));
    expect(screen.queryByRole("region", { name: TEXTS.wsMarkedDamages })).toBeNull();
    expect(shown?.height).toBeUndefined();
  });
});
