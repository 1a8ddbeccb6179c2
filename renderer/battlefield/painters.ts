import { onMap, type BattleMap, type Terrain } from '../../shared/model/map.js';
import { edgeEndpoints, edgeFromTuple, HEX_DIRECTIONS, hexCornerOffset, hexKey, hexToPixel, ODD, qoffsetFromCube, roffsetFromCube, type Axial, type Hex, type Layout } from '../../shared/hex/index.js';
import type { Rect } from './camera.js';
import type { PatternGrid } from './pattern-grid.js';
import { HEX_PIXELS, intersects, mapHexes, traceHex } from './geometry.js';

/** Hexes grouped into square tiles of offset coordinates, each with its own Path2D and bounds. */
export interface Tile {
  bounds: Rect;
  path: Path2D;
}

const TILE = 16;

function tileBounds(hexes: readonly Axial[], l: Layout): Rect {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const h of hexes) {
    const p = hexToPixel(l, h);
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return { x: minX - HEX_PIXELS, y: minY - HEX_PIXELS, width: maxX - minX + 2 * HEX_PIXELS, height: maxY - minY + 2 * HEX_PIXELS };
}

/** Groups hexes by 16×16 offset tiles, so drawing can skip tiles outside the view. */
export function tiles(hexes: readonly Hex[], map: Pick<BattleMap, 'orientation'>, l: Layout): Tile[] {
  const groups = new Map<string, Hex[]>();
  for (const h of hexes) {
    const o = map.orientation === 'pointy' ? roffsetFromCube(ODD, h) : qoffsetFromCube(ODD, h);
    const key = `${Math.floor(o.col / TILE)},${Math.floor(o.row / TILE)}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = []));
    g.push(h);
  }
  return [...groups.values()].map((g) => {
    const path = new Path2D();
    for (const h of g) traceHex(path, l, h);
    return { path, bounds: tileBounds(g, l) };
  });
}

/**
 * The grid's tiles, drawing every shared edge once: each hex strokes its sides towards directions
 * 0–2 and the sides towards 3–5 only where there is no hex of the map beyond them. Allocation-free
 * in the loop (corner offsets precomputed, neighbours by integer key): it runs on every map change.
 */
export function gridTiles(map: BattleMap, l: Layout): Tile[] {
  const hexes = mapHexes(map);
  const on = new Set<number>();
  for (const h of hexes) on.add(hexKey(h.q, h.r));
  const corner = [0, 1, 2, 3, 4, 5].map((i) => hexCornerOffset(l, i));
  const sides = SIDE_CORNERS[l.orientation];
  const groups = new Map<number, Hex[]>();
  for (const h of hexes) {
    const o = map.orientation === 'pointy' ? roffsetFromCube(ODD, h) : qoffsetFromCube(ODD, h);
    const key = Math.floor(o.col / TILE) * 1024 + Math.floor(o.row / TILE);
    let g = groups.get(key);
    if (!g) groups.set(key, (g = []));
    g.push(h);
  }
  return [...groups.values()].map((g) => {
    const path = new Path2D();
    for (const h of g) {
      const p = hexToPixel(l, h);
      for (let d = 0; d < 6; d++) {
        const dir = HEX_DIRECTIONS[d]!;
        if (d >= 3 && on.has(hexKey(h.q + dir.q, h.r + dir.r))) continue;
        const [a, b] = sides[d]!;
        path.moveTo(p.x + corner[a]!.x, p.y + corner[a]!.y);
        path.lineTo(p.x + corner[b]!.x, p.y + corner[b]!.y);
      }
    }
    return { path, bounds: tileBounds(g, l) };
  });
}

/** The two polygon corners bounding the side that faces direction d, per orientation. */
const SIDE_CORNERS: Record<Layout['orientation'], [number, number][]> = {
  pointy: [[5, 0], [4, 5], [3, 4], [2, 3], [1, 2], [0, 1]],
  flat: [[0, 1], [5, 0], [4, 5], [3, 4], [2, 3], [1, 2]],
};

export const TERRAIN_STYLE: Record<Exclude<Terrain, 'normal'>, { fill: string; stroke: string }> = {
  difficult: { fill: 'rgba(176, 132, 64, 0.42)', stroke: 'rgba(214, 170, 96, 0.7)' },
  water: { fill: 'rgba(56, 122, 204, 0.45)', stroke: 'rgba(110, 170, 240, 0.7)' },
  impassable: { fill: 'rgba(92, 88, 84, 0.95)', stroke: 'rgba(150, 146, 140, 1)' },
};

export interface TerrainPaths {
  byType: { terrain: Exclude<Terrain, 'normal'>; tiles: Tile[] }[];
  walls: Path2D;
}

export function terrainPaths(map: BattleMap, l: Layout): TerrainPaths {
  const by = new Map<Exclude<Terrain, 'normal'>, Hex[]>();
  for (const [q, r, t] of map.terrain) {
    // A map shrunk under its terrain keeps the cells (grown back, they return) but does not draw them.
    if (t === 'normal' || !onMap(map, q, r)) continue;
    let list = by.get(t);
    if (!list) by.set(t, (list = []));
    list.push({ q, r, s: -q - r });
  }
  const walls = new Path2D();
  for (const w of map.walls) {
    const [a, b] = edgeEndpoints(edgeFromTuple(w));
    const pa = hexToPixel(l, a);
    const pb = hexToPixel(l, b);
    walls.moveTo(pa.x, pa.y);
    walls.lineTo(pb.x, pb.y);
  }
  return { byType: [...by].map(([terrain, hexes]) => ({ terrain, tiles: tiles(hexes, map, l) })), walls };
}

export const GRID_STROKE = 'rgba(200, 206, 220, 0.28)';

/** Strokes the grid tiles that intersect `view` (all of them when `view` is null). */
export function drawGrid(ctx: CanvasRenderingContext2D, grid: readonly Tile[], view: Rect | null, scale: number): void {
  ctx.strokeStyle = GRID_STROKE;
  ctx.lineWidth = Math.max(0.75, 1 / scale);
  for (const t of grid) if (!view || intersects(t.bounds, view)) ctx.stroke(t.path);
}

export function drawTerrain(ctx: CanvasRenderingContext2D, terrain: TerrainPaths, view: Rect | null): void {
  for (const { terrain: kind, tiles: ts } of terrain.byType) {
    const style = TERRAIN_STYLE[kind];
    ctx.fillStyle = style.fill;
    ctx.strokeStyle = style.stroke;
    ctx.lineWidth = 1.5;
    for (const t of ts) {
      if (view && !intersects(t.bounds, view)) continue;
      ctx.fill(t.path);
      if (kind === 'impassable') ctx.stroke(t.path);
    }
  }
  ctx.strokeStyle = '#e9dcc0';
  ctx.lineCap = 'round';
  ctx.lineWidth = 5;
  ctx.stroke(terrain.walls);
}

/** The zoomed-out grid: the interior filled with one lattice period as a pattern, the edge hexes stroked. */
export function drawPatternGrid(ctx: CanvasRenderingContext2D, g: PatternGrid, period: HTMLCanvasElement, pxPerUnit: number): void {
  if (g.inner) {
    const pattern = ctx.createPattern(period, 'repeat');
    if (pattern) {
      pattern.setTransform(new DOMMatrix().translate(g.period.x, g.period.y).scale(g.period.width / period.width, g.period.height / period.height));
      ctx.fillStyle = pattern;
      ctx.fillRect(g.inner.x, g.inner.y, g.inner.width, g.inner.height);
    }
  }
  ctx.strokeStyle = GRID_STROKE;
  ctx.lineWidth = 1 / pxPerUnit;
  ctx.stroke(g.boundary);
}
