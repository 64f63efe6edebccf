// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { MemoryRouter, useSearchParams } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { type ParamsUpdate, useUrlParams } from "./useUrlParams";

afterEach(cleanup);

type Setter = (update: ParamsUpdate) => void;

function mount(useHook: () => [URLSearchParams, Setter]) {
  const seen: { params: string; set: Setter | null } = { params: "", set: null };
  function Probe() {
    const [params, set] = useHook();
    seen.params = params.toString();
    seen.set = set;
    return null;
  }
  render(
    <MemoryRouter initialEntries={["/cages?year=2024&model=zzz"]}>
      <Probe />
    </MemoryRouter>,
  );
  return seen;
}

const with_ =
  (key: string, value: string): ParamsUpdate =>
  (p) => {
    if (value) p.set(key, value);
    else p.delete(key);
    return p;
  };

describe("useUrlParams", () => {
  it("two updates before a render both land (a dropdown choice, then a typed filter's late write)", () => {
    const seen = mount(useUrlParams);
    act(() => {
      seen.set?.(with_("year", ""));
      seen.set?.(with_("model", ""));
    });
    expect(seen.params).toBe("");
  });

  it("react-router's own setter loses the first of them (why this hook exists)", () => {
    const seen = mount(() => {
      const [params, set] = useSearchParams();
      return [params, (u: ParamsUpdate) => set(u)];
    });
    act(() => {
      seen.set?.(with_("year", ""));
      seen.set?.(with_("model", ""));
    });
    expect(seen.params).toBe("year=2024");
  });
});
