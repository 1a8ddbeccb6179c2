// Offset coordinates (Red Blob "Offset coordinates"): r-offset rows for pointy hexes, q-offset
// columns for flat hexes; ODD shoves odd rows/columns, EVEN shoves even ones.
import { hex, type Axial, type Hex } from './hex.js';

export const EVEN = 1;
export const ODD = -1;
/** `ODD` (-1) or `EVEN` (+1), as in Red Blob's code and honeycomb-grid's `offset` setting. */
export type OffsetParity = typeof EVEN | typeof ODD;

export interface OffsetCoord {
  readonly col: number;
  readonly row: number;
}

// (n + parity * (n & 1)) is always even, so the division is exact; `& 1` is 1 for odd negatives too.

/** odd-q / even-q (flat-topped columns). */
export function qoffsetFromCube(offset: OffsetParity, h: Axial): OffsetCoord {
  return { col: h.q + 0, row: h.r + (h.q + offset * (h.q & 1)) / 2 + 0 };
}

export function qoffsetToCube(offset: OffsetParity, o: OffsetCoord): Hex {
  return hex(o.col, o.row - (o.col + offset * (o.col & 1)) / 2);
}

/** odd-r / even-r (pointy-topped rows). */
export function roffsetFromCube(offset: OffsetParity, h: Axial): OffsetCoord {
  return { col: h.q + (h.r + offset * (h.r & 1)) / 2 + 0, row: h.r + 0 };
}

export function roffsetToCube(offset: OffsetParity, o: OffsetCoord): Hex {
  return hex(o.col - (o.row + offset * (o.row & 1)) / 2, o.row);
}
