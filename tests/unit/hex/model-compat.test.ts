// The hex library does not import the model (it sits below it); these checks catch drift between
// the two: size names, the map's offset layout, and the edge tuple the map stores.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SIZES, onMap, type EdgeTuple as ModelEdgeTuple, type Size } from '../../../shared/model/map.js';
import { SIZE_CATEGORIES, footprintHexes, type SizeCategory } from '../../../shared/hex/footprint.js';
import { edgeFromTuple, edgeToTuple } from '../../../shared/hex/edges.js';
import { ODD, qoffsetFromCube, roffsetFromCube } from '../../../shared/hex/offset.js';
import { arbHex } from './arbitraries.js';

describe('hex library ↔ shared/model/map', () => {
  it('uses the same size categories', () => {
    expect([...SIZE_CATEGORIES]).toEqual([...SIZES]);
    const size: Size = 'huge';
    const category: SizeCategory = size;
    expect(footprintHexes({ q: 0, r: 0 }, category)).toHaveLength(7);
  });

  it('agrees with onMap: odd-r when pointy, odd-q when flat', () => {
    fc.assert(
      fc.property(arbHex(40), fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 30 }), (h, cols, rows) => {
        const r = roffsetFromCube(ODD, h);
        const q = qoffsetFromCube(ODD, h);
        const inside = (o: { col: number; row: number }): boolean => o.col >= 0 && o.col < cols && o.row >= 0 && o.row < rows;
        expect(onMap({ cols, rows, orientation: 'pointy' }, h.q, h.r)).toBe(inside(r));
        expect(onMap({ cols, rows, orientation: 'flat' }, h.q, h.r)).toBe(inside(q));
      }),
      { numRuns: 300 },
    );
  });

  it('reads and writes the map edge tuple', () => {
    const stored: ModelEdgeTuple = [1, 0, 3];
    const e = edgeFromTuple(stored);
    const back: ModelEdgeTuple = edgeToTuple(e);
    expect(back).toEqual([0, 0, 0]);
  });
});
