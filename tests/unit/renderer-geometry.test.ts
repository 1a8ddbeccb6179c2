import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fitCamera, screenToWorld, visibleWorld, worldToScreen, zoomAt, MAX_SCALE, MIN_SCALE } from '../../renderer/battlefield/camera.js';
import { HEX_PIXELS, mapBounds, mapHexes, mapLayout } from '../../renderer/battlefield/geometry.js';
import { initials } from '../../renderer/battlefield/tokens.js';
import { onMap } from '../../shared/model/map.js';
import { hexToPixel, polygonCorners } from '../../shared/hex/index.js';

describe('camera', () => {
  it('zooming keeps the world point under the cursor in place', () => {
    fc.assert(
      fc.property(fc.double({ min: -500, max: 500, noNaN: true }), fc.double({ min: -500, max: 500, noNaN: true }), fc.double({ min: 0.2, max: 4, noNaN: true }), fc.double({ min: 0.5, max: 2, noNaN: true }), (x, y, scale, factor) => {
        const cam = { x, y, scale };
        const pointer = { x: 321, y: 123 };
        const before = screenToWorld(cam, pointer);
        const after = screenToWorld(zoomAt(cam, pointer, factor), pointer);
        const clamped = Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale * factor));
        expect(zoomAt(cam, pointer, factor).scale).toBeCloseTo(clamped, 9);
        expect(after.x).toBeCloseTo(before.x, 6);
        expect(after.y).toBeCloseTo(before.y, 6);
      }),
    );
  });

  it('fits a rectangle centred in the viewport, and shows it', () => {
    const world = { x: 100, y: 50, width: 1000, height: 500 };
    const cam = fitCamera(world, { width: 800, height: 600 }, 0);
    expect(cam.scale).toBeCloseTo(0.8);
    const tl = worldToScreen(cam, { x: 100, y: 50 });
    expect(tl.x).toBeCloseTo(0);
    expect(tl.y).toBeCloseTo(100);
    const seen = visibleWorld(cam, { width: 800, height: 600 });
    expect(seen.x).toBeLessThanOrEqual(world.x);
    expect(seen.x + seen.width).toBeGreaterThanOrEqual(world.x + world.width - 1e-9);
  });
});

describe('map geometry', () => {
  for (const orientation of ['pointy', 'flat'] as const) {
    it(`lists exactly the on-map hexes and bounds every corner (${orientation})`, () => {
      const map = { cols: 7, rows: 5, orientation };
      const hexes = mapHexes(map);
      expect(hexes).toHaveLength(35);
      expect(hexes.every((h) => onMap(map, h.q, h.r))).toBe(true);
      const l = mapLayout(map);
      const b = mapBounds(map, l);
      for (const h of hexes)
        for (const c of polygonCorners(l, h)) {
          expect(c.x).toBeGreaterThanOrEqual(b.x);
          expect(c.y).toBeGreaterThanOrEqual(b.y);
          expect(c.x).toBeLessThanOrEqual(b.x + b.width);
          expect(c.y).toBeLessThanOrEqual(b.y + b.height);
        }
      const p = hexToPixel(l, hexes[0]!);
      expect(p.x - b.x).toBeLessThan(HEX_PIXELS + 4); // tight, not padded by a whole hex
    });
  }
});

describe('token labels', () => {
  it.each([
    ['Goblin 12', 'G12'],
    ['Aria', 'AR'],
    ['Jefe goblin', 'JG'],
    ['Lobo', 'LO'],
    ['Ogro 3', 'O3'],
  ])('%s → %s', (name, label) => expect(initials(name)).toBe(label));
});

describe('pattern grid (zoomed-out drawing)', () => {
  it('takes one rectangular period of the lattice: √3·s × 3s pointy, 3s × √3·s flat', async () => {
    (globalThis as { Path2D?: unknown }).Path2D ??= class {
      moveTo() {}
      lineTo() {}
      closePath() {}
    };
    const { patternGrid } = await import('../../renderer/battlefield/pattern-grid.js');
    const s = HEX_PIXELS;
    const pointy = patternGrid({ cols: 10, rows: 6, orientation: 'pointy' }, mapLayout({ orientation: 'pointy' }));
    expect(pointy.period.width).toBeCloseTo(Math.sqrt(3) * s);
    expect(pointy.period.height).toBeCloseTo(3 * s);
    const flat = patternGrid({ cols: 10, rows: 6, orientation: 'flat' }, mapLayout({ orientation: 'flat' }));
    expect(flat.period.width).toBeCloseTo(3 * s);
    expect(flat.period.height).toBeCloseTo(Math.sqrt(3) * s);
    // The interior rectangle runs through edge-hex centres, inside the map's bounds.
    for (const [g, orientation] of [[pointy, 'pointy'], [flat, 'flat']] as const) {
      const b = mapBounds({ cols: 10, rows: 6, orientation });
      expect(g.inner).not.toBeNull();
      expect(g.inner!.x).toBeGreaterThan(b.x);
      expect(g.inner!.y).toBeGreaterThan(b.y);
      expect(g.inner!.x + g.inner!.width).toBeLessThan(b.x + b.width);
      expect(g.inner!.y + g.inner!.height).toBeLessThan(b.y + b.height);
    }
    expect(patternGrid({ cols: 2, rows: 2, orientation: 'pointy' }, mapLayout({ orientation: 'pointy' })).inner).toBeNull();
  });
});

describe('terrain paths', () => {
  it('draw no cell the map no longer holds (a map shrunk under its terrain keeps the cells, undrawn)', async () => {
    class StubPath {
      moveTo(): void {}
      lineTo(): void {}
      closePath(): void {}
    }
    const g = globalThis as { Path2D?: unknown };
    const had = g.Path2D;
    g.Path2D = StubPath;
    try {
      const { terrainPaths } = await import('../../renderer/battlefield/painters.js');
      const map = { cols: 4, rows: 4, orientation: 'pointy' as const, hexSize: { value: 1, unit: 'm' as const }, walls: [], background: null,
        terrain: [[1, 1, 'water'], [9, 9, 'water'], [2, 2, 'difficult'], [-5, 1, 'difficult']] as [number, number, 'water' | 'difficult'][] };
      const l = mapLayout(map);
      const bounds = mapBounds(map, l);
      const drawn = terrainPaths(map, l).byType;
      expect(drawn.map((t) => t.terrain).sort()).toEqual(['difficult', 'water']);
      for (const { tiles } of drawn)
        for (const t of tiles) {
          expect(t.bounds.x).toBeGreaterThanOrEqual(bounds.x - 1e-6);
          expect(t.bounds.x + t.bounds.width).toBeLessThanOrEqual(bounds.x + bounds.width + 1e-6);
          expect(t.bounds.y + t.bounds.height).toBeLessThanOrEqual(bounds.y + bounds.height + 1e-6);
        }
    } finally {
      g.Path2D = had;
    }
  });
});
