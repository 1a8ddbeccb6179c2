import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { offsetToCube } from 'honeycomb-grid';
import { hex } from '../../../shared/hex/hex.js';
import { layout } from '../../../shared/hex/layout.js';
import { EVEN, ODD, qoffsetFromCube, qoffsetToCube, roffsetFromCube, roffsetToCube, type OffsetParity } from '../../../shared/hex/offset.js';
import { arbHex, coord } from './arbitraries.js';
import { oracleHexClass, oracleSettings } from './oracle.js';

const arbParity = fc.constantFrom<OffsetParity>(ODD, EVEN);

describe('offset coordinates (hand-checked)', () => {
  it('odd-r and even-r shove odd / even rows right', () => {
    expect(roffsetFromCube(ODD, hex(0, 1))).toEqual({ col: 0, row: 1 });
    expect(roffsetFromCube(EVEN, hex(0, 1))).toEqual({ col: 1, row: 1 });
    expect(roffsetFromCube(ODD, hex(-1, 2))).toEqual({ col: 0, row: 2 });
    expect(roffsetFromCube(ODD, hex(1, -1))).toEqual({ col: 0, row: -1 });
    expect(roffsetToCube(ODD, { col: 0, row: -1 })).toEqual(hex(1, -1));
    expect(roffsetToCube(EVEN, { col: 0, row: 1 })).toEqual(hex(-1, 1));
    expect(roffsetToCube(EVEN, { col: 3, row: -3 })).toEqual(hex(4, -3));
  });

  it('odd-q and even-q shove odd / even columns down', () => {
    expect(qoffsetFromCube(ODD, hex(1, 0))).toEqual({ col: 1, row: 0 });
    expect(qoffsetFromCube(EVEN, hex(1, 0))).toEqual({ col: 1, row: 1 });
    expect(qoffsetFromCube(ODD, hex(2, -1))).toEqual({ col: 2, row: 0 });
    expect(qoffsetToCube(ODD, { col: -1, row: 0 })).toEqual(hex(-1, 1));
    expect(qoffsetToCube(EVEN, { col: 1, row: 0 })).toEqual(hex(1, -1));
  });
});

describe('offset coordinates vs honeycomb-grid', () => {
  it('r-offset matches honeycomb POINTY col/row and offsetToCube', () => {
    fc.assert(
      fc.property(arbHex(), arbParity, (h, parity) => {
        const l = layout('pointy', 1);
        const Hc = oracleHexClass(l, parity);
        const theirs = new Hc([h.q, h.r]);
        expect(roffsetFromCube(parity, h)).toEqual({ col: theirs.col, row: theirs.row });
        const back = offsetToCube(oracleSettings(l, parity), { col: theirs.col, row: theirs.row });
        expect(roffsetToCube(parity, { col: theirs.col, row: theirs.row })).toEqual(hex(back.q, back.r));
      }),
      { numRuns: 300 },
    );
  });

  it('q-offset matches honeycomb FLAT col/row and offsetToCube', () => {
    fc.assert(
      fc.property(arbHex(), arbParity, (h, parity) => {
        const l = layout('flat', 1);
        const Hc = oracleHexClass(l, parity);
        const theirs = new Hc([h.q, h.r]);
        expect(qoffsetFromCube(parity, h)).toEqual({ col: theirs.col, row: theirs.row });
        const back = offsetToCube(oracleSettings(l, parity), { col: theirs.col, row: theirs.row });
        expect(qoffsetToCube(parity, { col: theirs.col, row: theirs.row })).toEqual(hex(back.q, back.r));
      }),
      { numRuns: 300 },
    );
  });

  it('round-trips offset → cube → offset for every convention', () => {
    fc.assert(
      fc.property(coord(), coord(), arbParity, (col, row, parity) => {
        expect(roffsetFromCube(parity, roffsetToCube(parity, { col, row }))).toEqual({ col, row });
        expect(qoffsetFromCube(parity, qoffsetToCube(parity, { col, row }))).toEqual({ col, row });
      }),
      { numRuns: 300 },
    );
  });
});
