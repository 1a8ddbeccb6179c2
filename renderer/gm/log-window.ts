/**
 * Windowing for the log panel: which rows of a long list are in view, from row heights measured
 * once rendered and estimated before. Pure, so it is tested without a DOM.
 */

/** Top of each row and, last, the total height: `offsets[i]` for row i, `offsets[n]` for the end. */
export function offsetsOf(n: number, heightOf: (i: number) => number): Float64Array {
  const offsets = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) offsets[i + 1] = offsets[i]! + heightOf(i);
  return offsets;
}

/** The last row starting at or above `y` (strictly above when `strict`); 0 when none. */
function rowAt(offsets: Float64Array, y: number, strict = false): number {
  let lo = 0;
  let hi = offsets.length - 2;
  if (hi < 0) return 0;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (strict ? offsets[mid]! < y : offsets[mid]! <= y) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export interface LogWindow {
  /** Rows `start` (included) to `end` (excluded) are rendered. */
  start: number;
  end: number;
  /** Space left for the rows above and below them. */
  before: number;
  after: number;
}

/** The rows that meet the viewport at `scrollTop`, widened by `overscan` pixels on each side. */
export function windowOf(offsets: Float64Array, scrollTop: number, viewport: number, overscan: number): LogWindow {
  const n = offsets.length - 1;
  if (n <= 0) return { start: 0, end: 0, before: 0, after: 0 };
  const start = rowAt(offsets, Math.max(0, scrollTop - overscan));
  const end = Math.min(n, rowAt(offsets, scrollTop + viewport + overscan, true) + 1);
  return { start, end, before: offsets[start]!, after: offsets[n]! - offsets[end]! };
}
