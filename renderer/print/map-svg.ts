// The battlefield as SVG shapes for print: vector, so it stays sharp at any paper scale. Pure: no DOM.
import type { BattleMap, HexCoord, Size, Terrain } from '../../shared/model/map.js';
import type { Side } from '../../shared/model/encounter.js';
import { edgeEndpoints, edgeFromTuple, footprintCenter, hexToPixel, polygonCorners, type Axial, type Layout } from '../../shared/hex/index.js';
import { mapHexes, mapLayout } from '../battlefield/geometry.js';
import { initials, tokenRadius } from '../battlefield/tokens.js';

/** What a token on paper needs to know: who, where, and whether it is down or hidden. */
export interface PrintToken {
  id: string;
  name: string;
  side: Side;
  position: HexCoord;
  size: Size;
  dead: boolean;
  down: boolean;
  hidden: boolean;
  label?: string | undefined;
}

export interface PrintMapShapes {
  /** Every hex outline, one path. */
  grid: string;
  /** Terrain by kind (normal omitted), one path each. */
  terrain: { terrain: Exclude<Terrain, 'normal'>; d: string }[];
  /** Wall segments, one path. */
  walls: string;
  tokens: (PrintToken & { x: number; y: number; r: number; short: string })[];
}

const round = (n: number) => Math.round(n * 10) / 10;

function hexPath(l: Layout, h: Axial): string {
  const c = polygonCorners(l, h);
  return `M${c.map((p) => `${round(p.x)} ${round(p.y)}`).join('L')}Z`;
}

export function mapShapes(map: BattleMap, tokens: readonly PrintToken[]): PrintMapShapes {
  const l = mapLayout(map);
  const grid = mapHexes(map)
    .map((h) => hexPath(l, h))
    .join('');
  const byTerrain = new Map<Exclude<Terrain, 'normal'>, string[]>();
  for (const [q, r, t] of map.terrain) {
    if (t === 'normal') continue;
    let list = byTerrain.get(t);
    if (!list) byTerrain.set(t, (list = []));
    list.push(hexPath(l, { q, r }));
  }
  const walls = map.walls
    .map((w) => {
      const [a, b] = edgeEndpoints(edgeFromTuple(w)).map((h) => hexToPixel(l, h));
      return `M${round(a!.x)} ${round(a!.y)}L${round(b!.x)} ${round(b!.y)}`;
    })
    .join('');
  return {
    grid,
    terrain: [...byTerrain].map(([terrain, d]) => ({ terrain, d: d.join('') })),
    walls,
    tokens: tokens.map((t) => {
      const p = hexToPixel(l, footprintCenter(t.position, t.size));
      return { ...t, x: round(p.x), y: round(p.y), r: round(tokenRadius(t.size)), short: t.label ?? initials(t.name) };
    }),
  };
}
