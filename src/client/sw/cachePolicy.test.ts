import { describe, expect, it } from "vitest";
import { strategyFor } from "./cachePolicy.ts";

const origin = "https://qc.example.com";
const at = (path: string, o = origin) => new URL(path, o);

describe("service worker cache policy", () => {
  it("caches the shell for page loads and the hashed assets and outlines", () => {
    expect(strategyFor(at("/inspections"), "GET", origin, "navigate")).toBe("shell");
    expect(strategyFor(at("/"), "GET", origin, "navigate")).toBe("shell");
    expect(strategyFor(at("/assets/index-abc123.js"), "GET", origin)).toBe("static");
    expect(strategyFor(at("/outlines/4dr_Car/left.svg"), "GET", origin)).toBe("static");
  });

  it("never caches API answers, photos, cage files, metrics, writes or other origins", () => {
    for (const path of ["/api/users/me", "/api/photos/1?size=original", "/api/cage-files/x.png", "/metrics"])
      expect(strategyFor(at(path), "GET", origin), path).toBe("bypass");
    expect(strategyFor(at("/api/tasks/random/homework"), "GET", origin, "navigate")).toBe("bypass");
    expect(strategyFor(at("/assets/index.js"), "POST", origin)).toBe("bypass");
    expect(strategyFor(at("/assets/x.js", "https://cdn.example.com"), "GET", origin)).toBe("bypass");
    expect(strategyFor(at("/sw.js"), "GET", origin)).toBe("bypass");
  });
});
