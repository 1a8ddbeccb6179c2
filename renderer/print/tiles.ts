// Map tiling for print: the battlefield at a chosen paper scale, cut into page-sized tiles that overlap
// so they can be trimmed and taped. Pure: no DOM.
import type { MapSettings } from '../../shared/model/map.js';
import type { Rect } from '../battlefield/camera.js';
import { HEX_PIXELS, mapBounds } from '../battlefield/geometry.js';

/** Overlap between neighbouring tiles, in millimetres (drawn as a dashed band with marks). */
export const OVERLAP_MM = 10;
/** Height kept on each tile page for its label, in millimetres. */
export const TILE_LABEL_MM = 7;

export interface MapTile {
  /** Row and column, from 0; `label` is "A1" (row letter, column number). */
  row: number;
  col: number;
  label: string;
  /** The world-pixel rectangle this tile shows (the SVG viewBox). */
  view: Rect;
  /** Its size on paper, in millimetres. */
  widthMm: number;
  heightMm: number;
}

export interface MapTiling {
  /** Millimetres on paper per world pixel. */
  mmPerPixel: number;
  /** The whole map, in world pixels and in millimetres. */
  bounds: Rect;
  widthMm: number;
  heightMm: number;
  rows: number;
  cols: number;
  tiles: MapTile[];
}

/** Millimetres per world pixel for a hex `hexCm` wide across its flats (a hex is √3·HEX_PIXELS across flats). */
export function mmPerPixel(hexCm: number): number {
  return (hexCm * 10) / (Math.sqrt(3) * HEX_PIXELS);
}

function count(lengthMm: number, pageMm: number): number {
  return lengthMm <= pageMm ? 1 : Math.ceil((lengthMm - OVERLAP_MM) / (pageMm - OVERLAP_MM));
}

const rowLetter = (i: number): string => (i < 26 ? String.fromCharCode(65 + i) : `${rowLetter(Math.floor(i / 26) - 1)}${String.fromCharCode(65 + (i % 26))}`);

/**
 * Cuts the map into tiles of at most `page` millimetres (the printable area less the label strip).
 * Neighbouring tiles share OVERLAP_MM; the last row and column are only as large as what is left.
 */
export function tileMap(map: Pick<MapSettings, 'cols' | 'rows' | 'orientation'>, hexCm: number, page: { width: number; height: number }): MapTiling {
  const s = mmPerPixel(hexCm);
  const bounds = mapBounds(map);
  const widthMm = bounds.width * s;
  const heightMm = bounds.height * s;
  const pageH = page.height - TILE_LABEL_MM;
  const cols = count(widthMm, page.width);
  const rows = count(heightMm, pageH);
  const tiles: MapTile[] = [];
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) {
      const x0 = col * (page.width - OVERLAP_MM);
      const y0 = row * (pageH - OVERLAP_MM);
      const w = Math.min(page.width, widthMm - x0);
      const h = Math.min(pageH, heightMm - y0);
      tiles.push({
        row,
        col,
        label: `${rowLetter(row)}${col + 1}`,
        view: { x: bounds.x + x0 / s, y: bounds.y + y0 / s, width: w / s, height: h / s },
        widthMm: w,
        heightMm: h,
      });
    }
  return { mmPerPixel: s, bounds, widthMm, heightMm, rows, cols, tiles };
}
