// Shared fast-check arbitraries for the hex tests.
import fc from 'fast-check';
import { layout, type Layout } from '../../../shared/hex/layout.js';
import { hex, type Hex } from '../../../shared/hex/hex.js';

export const coord = (max = 1000): fc.Arbitrary<number> => fc.integer({ min: -max, max });
export const arbHex = (max = 1000): fc.Arbitrary<Hex> => fc.tuple(coord(max), coord(max)).map(([q, r]) => hex(q, r));
export const arbOrientation = fc.constantFrom('pointy' as const, 'flat' as const);
const finite = (min: number, max: number): fc.Arbitrary<number> => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
export const arbLayout: fc.Arbitrary<Layout> = fc
  .record({
    orientation: arbOrientation,
    sx: finite(4, 80),
    square: fc.boolean(),
    sy: finite(4, 80),
    ox: finite(-500, 500),
    oy: finite(-500, 500),
  })
  .map(({ orientation, sx, square, sy, ox, oy }) => layout(orientation, { x: sx, y: square ? sx : sy }, { x: ox, y: oy }));
export const arbPoint = fc.record({ x: finite(-5000, 5000), y: finite(-5000, 5000) });
