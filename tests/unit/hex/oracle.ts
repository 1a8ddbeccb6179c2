// honeycomb-grid 4 as a test oracle, configured to match a Red Blob layout.
// Conventions paired here: honeycomb `dimensions` {xRadius, yRadius} = our `size` {x, y};
// honeycomb SUBTRACTS `origin` (hexToPoint: x = … - origin.x), so its origin is our origin negated;
// honeycomb `offset` -1 / +1 = our ODD / EVEN; POINTY hexes use row offsets, FLAT column offsets.
import { defineHex, Orientation, type Hex as HcHex, type HexSettings } from 'honeycomb-grid';
import type { OffsetParity } from '../../../shared/hex/offset.js';
import type { Layout } from '../../../shared/hex/layout.js';

export type OracleHexClass = ReturnType<typeof defineHex>;

export function oracleSettings(l: Layout, parity: OffsetParity = -1): HexSettings {
  return {
    dimensions: { xRadius: l.size.x, yRadius: l.size.y },
    orientation: l.orientation === 'pointy' ? Orientation.POINTY : Orientation.FLAT,
    origin: { x: -l.origin.x, y: -l.origin.y },
    offset: parity,
  };
}

export function oracleHexClass(l: Layout, parity: OffsetParity = -1): OracleHexClass {
  const s = oracleSettings(l, parity);
  return defineHex({ dimensions: s.dimensions, orientation: s.orientation, origin: s.origin, offset: s.offset });
}

export const qr = (h: { q: number; r: number }): string => `${h.q},${h.r}`;
export const qrSorted = (hs: Iterable<{ q: number; r: number }>): string[] => [...hs].map(qr).sort();
export type { HcHex };
