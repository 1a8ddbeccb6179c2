import type { MapSettings } from '../../shared/model/map.js';
import { hexToPixel, layout, ODD, polygonCorners, qoffsetToCube, roffsetToCube, type Axial, type Hex, type Layout } from '../../shared/hex/index.js';
import type { Rect } from './camera.js';

/** Hex radius in world pixels at zoom 1. */
export const HEX_PIXELS = 32;

export function mapLayout(map: Pick<MapSettings, 'orientation'>): Layout {
  return layout(map.orientation, HEX_PIXELS);
}

/** Every hex of the map's offset rectangle (odd-r when pointy, odd-q when flat), row by row. */
export function mapHexes(map: Pick<MapSettings, 'cols' | 'rows' | 'orientation'>): Hex[] {
  const out: Hex[] = [];
  for (let row = 0; row < map.rows; row++)
    for (let col = 0; col < map.cols; col++) out.push(map.orientation === 'pointy' ? roffsetToCube(ODD, { col, row }) : qoffsetToCube(ODD, { col, row }));
  return out;
}

/** The world-pixel rectangle covering the whole map (from its extreme offset rows and columns). */
export function mapBounds(map: Pick<MapSettings, 'cols' | 'rows' | 'orientation'>, l = mapLayout(map)): Rect {
  const halfW = map.orientation === 'pointy' ? (Math.sqrt(3) / 2) * HEX_PIXELS : HEX_PIXELS;
  const halfH = map.orientation === 'pointy' ? HEX_PIXELS : (Math.sqrt(3) / 2) * HEX_PIXELS;
  const toCube = (col: number, row: number) => (map.orientation === 'pointy' ? roffsetToCube(ODD, { col, row }) : qoffsetToCube(ODD, { col, row }));
  const cols = [0, Math.min(1, map.cols - 1), map.cols - 1];
  const rows = [0, Math.min(1, map.rows - 1), map.rows - 1];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const col of cols)
    for (const row of rows) {
      const p = hexToPixel(l, toCube(col, row));
      minX = Math.min(minX, p.x);
      minY = Math.min(minY, p.y);
      maxX = Math.max(maxX, p.x);
      maxY = Math.max(maxY, p.y);
    }
  const x = Math.floor(minX - halfW) - 2;
  const y = Math.floor(minY - halfH) - 2;
  return { x, y, width: Math.ceil(maxX + halfW) + 2 - x, height: Math.ceil(maxY + halfH) + 2 - y };
}

/** Adds one hex outline to a path. */
export function traceHex(path: Path2D, l: Layout, h: Axial): void {
  const c = polygonCorners(l, h);
  path.moveTo(c[0]!.x, c[0]!.y);
  for (let i = 1; i < 6; i++) path.lineTo(c[i]!.x, c[i]!.y);
  path.closePath();
}

export function intersects(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The smallest rectangle holding both. */
export function unionRect(a: Rect, b: Rect): Rect {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
}
