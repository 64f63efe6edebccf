/**
 * The list pager's page buttons (product §2, §9): the first and last page and a window around the
 * current one; a gap of one page shows that page, longer gaps are `null` (an ellipsis).
 */
export function pageButtons(current: number, pages: number, around = 2): (number | null)[] {
  const shown = new Set<number>([1, pages]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const [i, p] of sorted.entries()) {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push(p - prev === 2 ? prev + 1 : null);
    out.push(p);
  }
  return out;
}

/** A requested page brought inside 1..pages (typed values may be fractional or out of range). */
export const clampPage = (page: number, pages: number): number =>
  Math.min(Math.max(1, Math.round(page)), Math.max(1, pages));

/** The rows a page shows, 1-based and inclusive ({0, 0} for an empty list). */
export function pageRange(page: number, limit: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  return { from: Math.min((page - 1) * limit + 1, total), to: Math.min(page * limit, total) };
}
