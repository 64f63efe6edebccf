// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { normalisedPoint } from "../geometry/spaces";
import type { MarkerInput } from "./model";
import { Workstation, type WorkstationProps } from "./Workstation";

/** @pixi/react needs WebGL: a stand-in counts how often <Application> renders and keeps its onInit. */
const application = vi.hoisted(() => ({ renders: 0, onInit: null as null | (() => void) }));
vi.mock("@pixi/react", () => ({
  extend: () => {},
  useApplication: () => ({ app: null, isInitialised: false }),
  Application: (props: { onInit?: () => void; children?: ReactNode }) => {
    application.renders++;
    application.onInit = props.onInit ?? null;
    return <canvas />;
  },
}));

// No WebGL in jsdom, and nothing of the scene runs here (the stand-in never initialises).
vi.mock("pixi.js/unsafe-eval", () => ({}));
vi.mock("pixi.js", () => ({ Container: class {} }));

beforeEach(() => {
  application.renders = 0;
  application.onInit = null;
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const marker = (x: number): MarkerInput => ({ position: normalisedPoint(x, 0.5), grade: 1 });

describe("Workstation: the Pixi Application is set up once per mount", () => {
  it("re-renders of the workstation (new markers, new callbacks, new task) do not reach <Application>", () => {
    const props = (n: number): WorkstationProps => ({
      mode: "mark",
      imageUrl: null,
      photoCode: "04",
      markers: Array.from({ length: n }, (_, i) => marker(i / 10)),
      onPlace: () => {},
      onLoaded: () => {},
      taskKey: `task-${n}`,
    });
    const view = render(<Workstation {...props(0)} />);
    const afterMount = application.renders;
    // After init it renders once more, to hand the reconciler the current children.
    act(() => application.onInit?.());
    expect(application.renders).toBe(afterMount + 1);
    for (let n = 1; n <= 5; n++) view.rerender(<Workstation {...props(n)} />);
    expect(application.renders).toBe(afterMount + 1);
  });

  it("label mode: the canvas renders again only when the colouring's key changes", () => {
    const labels = { a: "BODY" };
    const props = (key: unknown): WorkstationProps => ({
      mode: "label",
      imageUrl: null,
      photoCode: "04",
      groupOf: (part) => part.group,
      groupKey: key,
    });
    const view = render(<Workstation {...props(labels)} />);
    const afterMount = application.renders;
    view.rerender(<Workstation {...props(labels)} />);
    expect(application.renders).toBe(afterMount);
    view.rerender(<Workstation {...props({ ...labels })} />);
    expect(application.renders).toBe(afterMount + 1);
  });
});
