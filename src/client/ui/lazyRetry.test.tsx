// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { Component, type ReactNode, Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyRetry, type RetryingLazy } from "./lazyRetry.tsx";

function Hello({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

/** Shows "failed" once a child threw; a new `attempt` renders the children again. */
class Boundary extends Component<
  { children: ReactNode; attempt: number },
  { failed: boolean; attempt: number }
> {
  override state = { failed: false, attempt: this.props.attempt };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: { attempt: number }, state: { attempt: number }) {
    return props.attempt === state.attempt ? null : { failed: false, attempt: props.attempt };
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

const view = (Lazy: RetryingLazy<{ name: string }>, attempt = 0) => (
  <Boundary attempt={attempt}>
    <Suspense fallback={<p>loading</p>}>
      <Lazy name="agent" />
    </Suspense>
  </Boundary>
);

/** Lets the loads and their short real-time delays run, inside act so React renders the result. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 30));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("lazyRetry", () => {
  it("tries a failed import again after each delay and renders once it loads", async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue({ default: Hello });
    await act(async () => {
      render(view(lazyRetry(load, [1_000, 2_000])));
    });
    expect(screen.getByText("loading")).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText("loading")).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(load).toHaveBeenCalledTimes(3);
    expect(screen.getByText("hello agent")).toBeTruthy();
  });

  it("fails to the boundary after the last delay, and loads anew once reset", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new TypeError("offline"))
      .mockRejectedValueOnce(new TypeError("offline"))
      .mockResolvedValue({ default: Hello });
    const Lazy = lazyRetry(load, [1]);
    const { rerender } = await act(async () => render(view(Lazy)));
    await act(() => settle());
    expect(screen.getByText("failed")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    Lazy.reset();
    await act(async () => rerender(view(Lazy, 1)));
    await act(() => settle());
    expect(screen.getByText("hello agent")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("loads once for every place that renders it", async () => {
    const load = vi.fn(async () => ({ default: Hello }));
    const Lazy = lazyRetry(load, []);
    await act(async () =>
      render(
        <Suspense fallback={null}>
          <Lazy name="one" />
          <Lazy name="two" />
        </Suspense>,
      ),
    );
    expect(screen.getByText("hello one")).toBeTruthy();
    expect(screen.getByText("hello two")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
