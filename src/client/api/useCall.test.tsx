// @vitest-environment jsdom
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { describe, expect, it } from "vitest";
import { alertStore } from "../state/alert.ts";
import { setSession } from "../state/session.ts";
import { jsonResponse, makeToken, makeUser, stubFetch } from "../testing/render.tsx";
import { endpoints } from "./endpoints.ts";
import { useCall } from "./useCall.ts";

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

describe("useCall", () => {
  it("loads the answer of a contract call", async () => {
    setSession(makeToken(), makeUser());
    stubFetch({
      "GET /api/users/me": { success: true, message: "hello", user: makeUser({ username: "agent3" }) },
    });
    const { result } = renderHook(() => useCall(endpoints.me, {}), { wrapper });
    await waitFor(() => expect(result.current.data?.user.username).toBe("agent3"));
    expect(alertStore.alert).toBeNull();
  });

  it("waits while the input is null", () => {
    const fetchMock = stubFetch({});
    renderHook(() => useCall(endpoints.me, null), { wrapper });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("exposes a failure as an HttpError", async () => {
    setSession(makeToken(), makeUser());
    stubFetch({
      "GET /api/users/me": () => jsonResponse(404, { success: false, code: "NOT_FOUND", message: "Nope" }),
    });
    const { result } = renderHook(() => useCall(endpoints.me, {}), { wrapper });
    await waitFor(() => expect(result.current.error?.status).toBe(404));
    expect(result.current.error?.message).toBe("Nope");
  });
});
