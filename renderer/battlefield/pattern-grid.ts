import type { MapSettings } from '../../shared/model/map.js';
import { hexToPixel, ODD, polygonCorners, qoffsetToCube, roffsetToCube, type Layout } from '../../shared/hex/index.js';
import type { Rect } from './camera.js';
import { traceHex } from './geometry.js';

/**
 * The grid drawn without a path per hex, for zoomed-out views: the interior of the map as a
 * repeating pattern of one rectangular period of the hex lattice, and the hexes on the map's edge
 * as paths (the interior rectangle runs through their centres, so together they are the whole grid).
 */
export interface PatternGrid {
  inner: Rect | null;
  boundary: Path2D;
  /** One rectangular period of the lattice, in world pixels, starting at hex (0,0)'s centre. */
  period: { x: number; y: number; width: number; height: number };
}

export function patternGrid(map: Pick<MapSettings, 'cols' | 'rows' | 'orientation'>, l: Layout): PatternGrid {
  const cube = (col: number, row: number) => (map.orientation === 'pointy' ? roffsetToCube(ODD, { col, row }) : qoffsetToCube(ODD, { col, row }));
  const at = (col: number, row: number) => hexToPixel(l, cube(col, row));
  const boundary = new Path2D();
  const lastC = map.cols - 1;
  const lastR = map.rows - 1;
  for (let row = 0; row <= lastR; row++)
    for (let col = 0; col <= lastC; col++) if (row === 0 || row === lastR || col === 0 || col === lastC) traceHex(boundary, l, cube(col, row));
  let inner: Rect | null = null;
  if (map.cols > 2 && map.rows > 2) {
    const second = Math.min(1, lastR);
    const left = map.orientation === 'pointy' ? Math.max(at(0, 0).x, at(0, second).x) : at(0, 0).x;
    const right = map.orientation === 'pointy' ? Math.min(at(lastC, 0).x, at(lastC, second).x) : at(lastC, 0).x;
    const secondC = Math.min(1, lastC);
    const top = map.orientation === 'flat' ? Math.max(at(0, 0).y, at(secondC, 0).y) : at(0, 0).y;
    const bottom = map.orientation === 'flat' ? Math.min(at(0, lastR).y, at(secondC, lastR).y) : at(0, lastR).y;
    if (right > left && bottom > top) inner = { x: left, y: top, width: right - left, height: bottom - top };
  }
  // Rectangular period vectors: pointy (√3·s, 0) and (0, 3s); flat (3s, 0) and (0, √3·s).
  const a = map.orientation === 'pointy' ? hexToPixel(l, { q: 1, r: 0 }) : hexToPixel(l, { q: 2, r: -1 });
  const b = map.orientation === 'pointy' ? hexToPixel(l, { q: -1, r: 2 }) : hexToPixel(l, { q: 0, r: 1 });
  const o = hexToPixel(l, { q: 0, r: 0 });
  return { inner, boundary, period: { x: o.x, y: o.y, width: a.x - o.x, height: b.y - o.y } };
}

/** One period of the lattice drawn at `pxPerUnit` device pixels per world pixel, as a pattern canvas. */
export function periodCanvas(p: PatternGrid['period'], l: Layout, pxPerUnit: number, stroke: string): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(2, Math.round(p.width * pxPerUnit));
  canvas.height = Math.max(2, Math.round(p.height * pxPerUnit));
  const ctx = canvas.getContext('2d')!;
  ctx.scale(canvas.width / p.width, canvas.height / p.height);
  ctx.translate(-p.x, -p.y);
  ctx.strokeStyle = stroke;
  ctx.lineWidth = 1 / pxPerUnit;
  const path = new Path2D();
  // Every hex whose outline touches the period, so lines on its border appear from both sides.
  for (let q = -3; q <= 4; q++)
    for (let r = -3; r <= 4; r++) {
      const c = hexToPixel(l, { q, r });
      const pad = Math.max(p.width, p.height);
      if (c.x < p.x - pad || c.x > p.x + 2 * pad || c.y < p.y - pad || c.y > p.y + 2 * pad) continue;
      const corners = polygonCorners(l, { q, r });
      path.moveTo(corners[0]!.x, corners[0]!.y);
      for (let i = 1; i < 6; i++) path.lineTo(corners[i]!.x, corners[i]!.y);
      path.closePath();
    }
  ctx.stroke(path);
  return canvas;
}
