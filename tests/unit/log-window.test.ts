import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offsetsOf, windowOf } from '../../renderer/gm/log-window.js';

describe('log panel windowing', () => {
  it('renders only the rows that meet the viewport, plus the overscan', () => {
    const offsets = offsetsOf(10_000, () => 30);
    expect(offsets[10_000]).toBe(300_000);
    expect(windowOf(offsets, 0, 600, 0)).toEqual({ start: 0, end: 20, before: 0, after: 300_000 - 600 });
    expect(windowOf(offsets, 0, 600, 300)).toEqual({ start: 0, end: 30, before: 0, after: 300_000 - 900 });
    expect(windowOf(offsets, 3000, 600, 300)).toEqual({ start: 90, end: 130, before: 2700, after: 300_000 - 3900 });
    // At the bottom: the oldest rows.
    expect(windowOf(offsets, 300_000 - 600, 600, 0)).toEqual({ start: 9980, end: 10_000, before: 299_400, after: 0 });
    expect(windowOf(offsetsOf(0, () => 30), 0, 600, 300)).toEqual({ start: 0, end: 0, before: 0, after: 0 });
  });

  it('with rows of any heights, the window covers the viewport and its padding adds up to the whole list', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 400 }), { minLength: 1, maxLength: 300 }), fc.nat(), fc.integer({ min: 1, max: 2000 }), (heights, at, viewport) => {
        const offsets = offsetsOf(heights.length, (i) => heights[i]!);
        const total = offsets[heights.length]!;
        const scrollTop = at % total;
        const w = windowOf(offsets, scrollTop, viewport, 100);
        const rendered = heights.slice(w.start, w.end).reduce((a, b) => a + b, 0);
        expect(w.before + rendered + w.after).toBe(total);
        expect(w.before).toBeLessThanOrEqual(Math.max(0, scrollTop - 100));
        expect(w.before + rendered).toBeGreaterThanOrEqual(Math.min(total, scrollTop + viewport));
        expect(w.start).toBeLessThan(w.end);
      }),
    );
  });
});
