import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choosePlayerDisplay, playerBounds, windowedBounds, type DisplayInfo } from '../../main/electron/displays.js';

function display(id: number, x: number, width: number, height: number, internal?: boolean): DisplayInfo {
  return {
    id,
    bounds: { x, y: 0, width, height },
    workArea: { x, y: 30, width, height: height - 30 },
    ...(internal === undefined ? {} : { internal }),
  };
}

const laptop = display(1, 0, 1920, 1080, true);
const projector = display(2, 1920, 1280, 720, false);
const bigMonitor = display(3, 3200, 3840, 2160, false);

describe('choosePlayerDisplay', () => {
  it('returns null when there are no displays', () => {
    expect(choosePlayerDisplay([], null)).toBeNull();
    expect(choosePlayerDisplay([], 1)).toBeNull();
  });

  it('keeps the player view windowed on the only display', () => {
    expect(choosePlayerDisplay([laptop], 1)).toEqual({ display: laptop, fullscreen: false });
  });

  it('puts the player view fullscreen on the display the GM is not using', () => {
    expect(choosePlayerDisplay([laptop, projector], 1)).toEqual({ display: projector, fullscreen: true });
    // GM moved to the projector: the laptop panel is the only other display, so it is used.
    expect(choosePlayerDisplay([laptop, projector], 2)).toEqual({ display: laptop, fullscreen: true });
  });

  it('prefers external displays, then the largest, then the lowest id', () => {
    const bigInternal = display(4, -3840, 3840, 2160, true);
    expect(choosePlayerDisplay([projector, bigInternal, laptop], 1)?.display.id).toBe(2);
    expect(choosePlayerDisplay([laptop, projector, bigMonitor], 1)?.display.id).toBe(3);
    const twinA = display(7, 0, 1920, 1080);
    const twinB = display(5, 1920, 1920, 1080);
    expect(choosePlayerDisplay([twinA, twinB, laptop], 1)?.display.id).toBe(5);
  });

  it('falls back to a window on the first display when the GM display is unknown', () => {
    expect(choosePlayerDisplay([projector, laptop], null)).toEqual({ display: projector, fullscreen: false });
    expect(choosePlayerDisplay([projector, laptop], 99)).toEqual({ display: projector, fullscreen: false });
  });

  it('follows displays being plugged in and out', () => {
    expect(choosePlayerDisplay([laptop], 1)?.fullscreen).toBe(false);
    expect(choosePlayerDisplay([laptop, projector], 1)).toEqual({ display: projector, fullscreen: true });
    expect(choosePlayerDisplay([laptop, projector, bigMonitor], 1)?.display).toBe(bigMonitor);
    expect(choosePlayerDisplay([laptop, projector], 1)?.display).toBe(projector);
    expect(choosePlayerDisplay([laptop], 1)).toEqual({ display: laptop, fullscreen: false });
  });

  it('always picks one of the given displays, fullscreen exactly when it is not the GM display', () => {
    const arbDisplay = fc.record({
      id: fc.integer({ min: 0, max: 20 }),
      x: fc.integer({ min: -5000, max: 5000 }),
      w: fc.integer({ min: 1, max: 8000 }),
      h: fc.integer({ min: 1, max: 5000 }),
      internal: fc.option(fc.boolean(), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(arbDisplay, { selector: (d) => d.id, maxLength: 6 }), fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }), (raw, gm) => {
        const displays = raw.map((d) => display(d.id, d.x, d.w, d.h, d.internal));
        const choice = choosePlayerDisplay(displays, gm);
        if (displays.length === 0) {
          expect(choice).toBeNull();
          return;
        }
        expect(choice).not.toBeNull();
        expect(displays).toContain(choice?.display);
        const gmKnown = displays.some((d) => d.id === gm);
        expect(choice?.fullscreen).toBe(gmKnown && displays.length > 1);
        if (choice?.fullscreen) expect(choice.display.id).not.toBe(gm);
      }),
    );
  });
});

describe('windowedBounds and playerBounds', () => {
  it('centres the preferred size in the work area', () => {
    expect(windowedBounds({ x: 0, y: 30, width: 1920, height: 1050 })).toEqual({ x: 448, y: 171, width: 1024, height: 768 });
  });

  it('clamps to small work areas and respects negative origins', () => {
    expect(windowedBounds({ x: -1280, y: 0, width: 800, height: 600 })).toEqual({ x: -1280, y: 0, width: 800, height: 600 });
    expect(windowedBounds({ x: -1280, y: 0, width: 1280, height: 600 }, { width: 1000, height: 900 })).toEqual({ x: -1140, y: 0, width: 1000, height: 600 });
  });

  it('uses the whole display when fullscreen and the work area when windowed', () => {
    expect(playerBounds({ display: projector, fullscreen: true })).toEqual({ bounds: projector.bounds, fullscreen: true });
    const windowed = playerBounds({ display: laptop, fullscreen: false });
    expect(windowed.fullscreen).toBe(false);
    expect(windowed.bounds.y).toBeGreaterThanOrEqual(laptop.workArea.y);
    expect(windowed.bounds.y + windowed.bounds.height).toBeLessThanOrEqual(laptop.workArea.y + laptop.workArea.height);
  });
});
