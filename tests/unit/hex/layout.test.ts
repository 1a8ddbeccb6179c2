import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Grid, hexToPoint, pointToCube } from 'honeycomb-grid';
import { hex, hexDistance, hexNeighbors, hexRoundQR, type Axial } from '../../../shared/hex/hex.js';
import {
  ORIENTATION_MATRICES,
  hexCornerOffset,
  hexToPixel,
  layout,
  pixelToHex,
  pixelToHexRounded,
  polygonCorners,
  type Layout,
  type Point,
} from '../../../shared/hex/layout.js';
import { arbHex, arbLayout, arbPoint } from './arbitraries.js';
import { oracleHexClass, oracleSettings } from './oracle.js';

const S3 = Math.sqrt(3);
const closePoint = (a: Point, b: Point, digits = 6): void => {
  expect(a.x).toBeCloseTo(b.x, digits);
  expect(a.y).toBeCloseTo(b.y, digits);
};

describe('layout matrices', () => {
  it('has inverse forward/backward matrices for both orientations', () => {
    for (const m of Object.values(ORIENTATION_MATRICES)) {
      expect(m.f0 * m.b0 + m.f1 * m.b2).toBeCloseTo(1, 12);
      expect(m.f0 * m.b1 + m.f1 * m.b3).toBeCloseTo(0, 12);
      expect(m.f2 * m.b0 + m.f3 * m.b2).toBeCloseTo(0, 12);
      expect(m.f2 * m.b1 + m.f3 * m.b3).toBeCloseTo(1, 12);
    }
  });

  it('accepts a number as a square size', () => {
    expect(layout('flat', 12)).toEqual({ orientation: 'flat', size: { x: 12, y: 12 }, origin: { x: 0, y: 0 } });
  });
});

describe('hexToPixel / pixelToHex (hand-checked)', () => {
  const P = layout('pointy', 10, { x: 100, y: 50 });
  const F = layout('flat', 10, { x: 100, y: 50 });

  it('pointy: q steps √3·size right, r steps half that right and 1.5·size down', () => {
    closePoint(hexToPixel(P, hex(0, 0)), { x: 100, y: 50 });
    closePoint(hexToPixel(P, hex(1, 0)), { x: 100 + 10 * S3, y: 50 });
    closePoint(hexToPixel(P, hex(0, 1)), { x: 100 + 5 * S3, y: 65 });
    closePoint(hexToPixel(P, hex(-2, 3)), { x: 100 - 20 * S3 + 15 * S3, y: 95 });
  });

  it('flat: q steps 1.5·size right and √3/2·size down, r steps √3·size down', () => {
    closePoint(hexToPixel(F, hex(1, 0)), { x: 115, y: 50 + 5 * S3 });
    closePoint(hexToPixel(F, hex(0, 1)), { x: 100, y: 50 + 10 * S3 });
    closePoint(hexToPixel(F, hex(2, -1)), { x: 130, y: 50 });
  });

  it('maps pixels back to fractional and rounded hexes', () => {
    const p = pixelToHex(P, { x: 100 + 5 * S3, y: 65 });
    expect(p.q).toBeCloseTo(0, 12);
    expect(p.r).toBeCloseTo(1, 12);
    expect(p.s).toBeCloseTo(-1, 12);
    expect(pixelToHexRounded(P, { x: 104, y: 63 })).toEqual(hex(0, 1));
    expect(pixelToHexRounded(F, { x: 114, y: 58 })).toEqual(hex(1, 0));
    expect(pixelToHexRounded(F, { x: 96, y: 48 })).toEqual(hex(0, 0));
    // a non-square size stretches the grid
    const wide = layout('pointy', { x: 20, y: 10 });
    closePoint(hexToPixel(wide, hex(1, 1)), { x: 30 * S3, y: 15 });
    expect(pixelToHexRounded(wide, { x: 30 * S3 + 1, y: 15 })).toEqual(hex(1, 1));
  });

  it('puts corners at 60° steps from 30° (pointy) or 0° (flat), y down', () => {
    closePoint(hexCornerOffset(P, 0), { x: 5 * S3, y: 5 });
    closePoint(hexCornerOffset(P, 1), { x: 0, y: 10 });
    closePoint(hexCornerOffset(F, 0), { x: 10, y: 0 });
    closePoint(hexCornerOffset(F, 1), { x: 5, y: 5 * S3 });
    const corners = polygonCorners(F, hex(0, 0));
    expect(corners).toHaveLength(6);
    closePoint(corners[3] ?? { x: NaN, y: NaN }, { x: 90, y: 50 });
  });
});

/** Rounding is ambiguous (a tie between hexes) within `margin` of a hex boundary. */
function nearBoundary(l: Layout, p: Point, margin = 1e-7): boolean {
  const f = pixelToHex(l, p);
  const h = hexRoundQR(f.q, f.r);
  const d = (a: Axial): number => {
    const dq = f.q - a.q;
    const dr = f.r - a.r;
    return dq * dq + dr * dr + (dq + dr) * (dq + dr);
  };
  return hexNeighbors(h).some((n) => Math.abs(d(n) - d(h)) < margin);
}

describe('layout vs honeycomb-grid', () => {
  it('hexToPixel matches hexToPoint for any orientation, size and origin', () => {
    fc.assert(
      fc.property(arbLayout, arbHex(500), (l, h) => {
        const Hc = oracleHexClass(l);
        const expected = hexToPoint(new Hc([h.q, h.r]));
        const got = hexToPixel(l, h);
        expect(got.x).toBeCloseTo(expected.x, 6);
        expect(got.y).toBeCloseTo(expected.y, 6);
      }),
      { numRuns: 300 },
    );
  });

  it('pixelToHexRounded matches pointToCube (and Grid.pointToHex) away from hex boundaries', () => {
    fc.assert(
      fc.property(arbLayout, arbPoint, (l, p) => {
        fc.pre(!nearBoundary(l, p));
        const expected = pointToCube(oracleSettings(l), p);
        const got = pixelToHexRounded(l, p);
        expect(got).toEqual(hex(expected.q, expected.r));
        const viaGrid = new Grid(oracleHexClass(l)).pointToHex(p);
        expect([viaGrid.q + 0, viaGrid.r + 0]).toEqual([got.q, got.r]);
      }),
      { numRuns: 300 },
    );
  });

  it('corners match honeycomb corners as a set', () => {
    fc.assert(
      fc.property(arbLayout, arbHex(200), (l, h) => {
        const Hc = oracleHexClass(l);
        const theirs = new Hc([h.q, h.r]).corners;
        const ours = polygonCorners(l, h);
        for (const c of theirs) {
          const match = ours.some((o) => Math.abs(o.x - c.x) < 1e-6 * (1 + Math.abs(c.x)) && Math.abs(o.y - c.y) < 1e-6 * (1 + Math.abs(c.y)));
          expect(match).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('round trips', () => {
  it('hex → pixel → hex is the identity (fractional and rounded)', () => {
    fc.assert(
      fc.property(arbLayout, arbHex(), (l, h) => {
        const px = hexToPixel(l, h);
        const back = pixelToHex(l, px);
        expect(back.q).toBeCloseTo(h.q, 6);
        expect(back.r).toBeCloseTo(h.r, 6);
        expect(pixelToHexRounded(l, px)).toEqual(h);
      }),
      { numRuns: 300 },
    );
  });

  it('pixel → fractional hex → pixel is the identity, and the rounded hex contains the point', () => {
    fc.assert(
      fc.property(arbLayout, arbPoint, (l, p) => {
        const f = pixelToHex(l, p);
        const back = hexToPixel(l, f);
        expect(back.x).toBeCloseTo(p.x, 6);
        expect(back.y).toBeCloseTo(p.y, 6);
        expect(hexDistance(f, pixelToHexRounded(l, p))).toBeLessThanOrEqual(2 / 3 + 1e-9);
      }),
      { numRuns: 300 },
    );
  });

  it('every polygon corner is equidistant from the centre in hex units (2/3 of the way to a diagonal neighbour)', () => {
    fc.assert(
      fc.property(arbLayout, arbHex(100), (l, h) => {
        for (const c of polygonCorners(l, h)) expect(hexDistance(pixelToHex(l, c), h)).toBeCloseTo(2 / 3, 6);
      }),
      { numRuns: 100 },
    );
  });
});
