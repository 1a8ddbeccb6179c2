// Hex ↔ pixel conversion (Red Blob "Layout"): pixel = origin + size · (forward matrix) · (q, r).
// Screen coordinates, y down. `size` is the hex's centre-to-corner radius per axis.
import { DIRECTIONS, hex, hexRoundQR, type Axial, type FractionalHex, type Hex } from './hex.js';

export type Orientation = 'pointy' | 'flat';

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Layout {
  readonly orientation: Orientation;
  readonly size: Point;
  readonly origin: Point;
}

/** Red Blob's orientation: forward matrix f, its inverse b, and the first corner's angle (× 60°). */
export interface OrientationMatrix {
  readonly f0: number;
  readonly f1: number;
  readonly f2: number;
  readonly f3: number;
  readonly b0: number;
  readonly b1: number;
  readonly b2: number;
  readonly b3: number;
  readonly startAngle: number;
}

const SQRT3 = Math.sqrt(3);

export const ORIENTATION_MATRICES: Readonly<Record<Orientation, OrientationMatrix>> = Object.freeze({
  pointy: Object.freeze({
    f0: SQRT3, f1: SQRT3 / 2, f2: 0, f3: 3 / 2,
    b0: SQRT3 / 3, b1: -1 / 3, b2: 0, b3: 2 / 3,
    startAngle: 0.5,
  }),
  flat: Object.freeze({
    f0: 3 / 2, f1: 0, f2: SQRT3 / 2, f3: SQRT3,
    b0: 2 / 3, b1: 0, b2: -1 / 3, b3: SQRT3 / 3,
    startAngle: 0,
  }),
});

export function layout(orientation: Orientation, size: Point | number, origin: Point = { x: 0, y: 0 }): Layout {
  const sz = typeof size === 'number' ? { x: size, y: size } : size;
  return { orientation, size: sz, origin };
}

/** Centre of a hex (or any fractional hex-space point) in pixels. */
export function hexToPixel(l: Layout, h: Axial): Point {
  const m = ORIENTATION_MATRICES[l.orientation];
  return {
    x: (m.f0 * h.q + m.f1 * h.r) * l.size.x + l.origin.x,
    y: (m.f2 * h.q + m.f3 * h.r) * l.size.y + l.origin.y,
  };
}

/** The fractional hex-space point under a pixel. */
export function pixelToHex(l: Layout, p: Point): FractionalHex {
  const m = ORIENTATION_MATRICES[l.orientation];
  const x = (p.x - l.origin.x) / l.size.x;
  const y = (p.y - l.origin.y) / l.size.y;
  return hex(m.b0 * x + m.b1 * y, m.b2 * x + m.b3 * y);
}

/** The hex under a pixel. */
export function pixelToHexRounded(l: Layout, p: Point): Hex {
  const m = ORIENTATION_MATRICES[l.orientation];
  const x = (p.x - l.origin.x) / l.size.x;
  const y = (p.y - l.origin.y) / l.size.y;
  return hexRoundQR(m.b0 * x + m.b1 * y, m.b2 * x + m.b3 * y);
}

/** Offset of screen corner `corner` (0–5, at angle 60° · (startAngle + corner), y down) from the centre. */
export function hexCornerOffset(l: Layout, corner: number): Point {
  const angle = (2 * Math.PI * (ORIENTATION_MATRICES[l.orientation].startAngle + corner)) / 6;
  return { x: l.size.x * Math.cos(angle), y: l.size.y * Math.sin(angle) };
}

/** The six corners of a hex in pixels, in screen-angle order (clockwise on screen). */
export function polygonCorners(l: Layout, h: Axial): Point[] {
  const c = hexToPixel(l, h);
  return DIRECTIONS.map((i) => {
    const o = hexCornerOffset(l, i);
    return { x: c.x + o.x, y: c.y + o.y };
  });
}
