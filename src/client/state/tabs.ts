import { readItem, writeItem } from "./storage.ts";

/**
 * Which tabs of the app are open, so closing one tab (say an /inspectionView page opened from a link)
 * does not log out the others. Each tab writes a heartbeat; background tabs may be throttled to one
 * timer a minute, hence the generous staleness limit.
 */
export const TABS_KEY = "openTabs";
export const HEARTBEAT_MS = 5_000;
export const STALE_MS = 90_000;

type TabMap = Record<string, number>;

function readTabs(): TabMap {
  try {
    const value: unknown = JSON.parse(readItem(TABS_KEY) ?? "{}");
    return typeof value === "object" && value !== null ? (value as TabMap) : {};
  } catch {
    return {};
  }
}

function writeTabs(tabs: TabMap, now: number): void {
  const live: TabMap = {};
  for (const [id, seen] of Object.entries(tabs)) if (now - seen < STALE_MS) live[id] = seen;
  writeItem(TABS_KEY, JSON.stringify(live));
}

export function createTabId(): string {
  return typeof crypto.randomUUID === "function" ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

export function markTabAlive(id: string, now: number = Date.now()): void {
  writeTabs({ ...readTabs(), [id]: now }, now);
}

export function removeTab(id: string, now: number = Date.now()): void {
  const tabs = readTabs();
  delete tabs[id];
  writeTabs(tabs, now);
}

/** Other tabs seen recently. */
export function otherLiveTabs(id: string, now: number = Date.now()): number {
  return Object.entries(readTabs()).filter(([other, seen]) => other !== id && now - seen < STALE_MS).length;
}
