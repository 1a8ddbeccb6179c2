import { z } from 'zod';

export const ORIENTATIONS = ['pointy', 'flat'] as const;
export const TERRAINS = ['normal', 'difficult', 'impassable', 'water'] as const;
export const LENGTH_UNITS = ['m', 'ft'] as const;
export const SIZES = ['fine', 'diminutive', 'tiny', 'small', 'medium', 'large', 'huge', 'gargantuan', 'colossal'] as const;

export type Orientation = (typeof ORIENTATIONS)[number];
export type Terrain = (typeof TERRAINS)[number];
export type LengthUnit = (typeof LENGTH_UNITS)[number];
export type Size = (typeof SIZES)[number];

export const MAX_MAP_SIDE = 200;
const coord = z.number().int().min(-1000).max(1000);

/** Axial hex coordinates (Red Blob: s = -q - r is implied). */
export const hexSchema = z.object({ q: coord, r: coord }).strict();
export type HexCoord = z.infer<typeof hexSchema>;

/** One hex edge: the hex and a direction 0–5, in the canonical form `shared/hex/edges` defines. */
export const edgeSchema = z.tuple([coord, coord, z.number().int().min(0).max(5)]);
export type EdgeTuple = z.infer<typeof edgeSchema>;

export const terrainCellSchema = z.tuple([coord, coord, z.enum(TERRAINS)]);
export type TerrainCell = z.infer<typeof terrainCellSchema>;

export const assetIdSchema = z.string().regex(/^[a-f0-9]{16,64}\.(png|jpg|webp)$/, 'expected an imported image id');

export const backgroundSchema = z
  .object({
    asset: assetIdSchema,
    /** Offset of the image's top-left corner from the map origin, in map pixels at zoom 1. */
    x: z.number().min(-100_000).max(100_000),
    y: z.number().min(-100_000).max(100_000),
    scale: z.number().positive().max(100),
    opacity: z.number().min(0).max(1),
  })
  .strict();
export type Background = z.infer<typeof backgroundSchema>;

export const mapSettingsSchema = z
  .object({
    cols: z.number().int().min(1).max(MAX_MAP_SIDE),
    rows: z.number().int().min(1).max(MAX_MAP_SIDE),
    orientation: z.enum(ORIENTATIONS),
    /** What one hex measures in the game world: 1 m (Akenar, RuneQuest) or 5 ft (5e, Pathfinder). */
    hexSize: z.object({ value: z.number().positive().max(1000), unit: z.enum(LENGTH_UNITS) }).strict(),
  })
  .strict();
export type MapSettings = z.infer<typeof mapSettingsSchema>;

/**
 * The battlefield: a `cols × rows` rectangle of hexes in offset layout (odd-r when pointy, odd-q when
 * flat), sparse terrain (unlisted hexes are normal), walls on edges, an optional background image.
 */
export const battleMapSchema = mapSettingsSchema
  .extend({
    terrain: z.array(terrainCellSchema).max(MAX_MAP_SIDE * MAX_MAP_SIDE),
    walls: z.array(edgeSchema).max(4 * MAX_MAP_SIDE * MAX_MAP_SIDE),
    background: backgroundSchema.nullable(),
  })
  .strict();
export type BattleMap = z.infer<typeof battleMapSchema>;

/** Reach in hexes: natural reach 1 → {1,1}; a reach weapon → {2,2}; natural 2 m/10 ft → {1,2}. */
export const reachSchema = z
  .object({ min: z.number().int().min(0).max(20), max: z.number().int().min(0).max(20) })
  .strict()
  .refine((r) => r.min <= r.max, { message: 'reach.min must not exceed reach.max' });
export type Reach = z.infer<typeof reachSchema>;

export const DEFAULT_MAP_SETTINGS: MapSettings = { cols: 24, rows: 16, orientation: 'pointy', hexSize: { value: 1, unit: 'm' } };

/** Offset rectangle test: is this axial hex on the map? */
export function onMap(map: Pick<MapSettings, 'cols' | 'rows' | 'orientation'>, q: number, r: number): boolean {
  let col: number;
  let row: number;
  if (map.orientation === 'pointy') {
    row = r;
    col = q + (r - (r & 1)) / 2;
  } else {
    col = q;
    row = r + (q - (q & 1)) / 2;
  }
  return col >= 0 && col < map.cols && row >= 0 && row < map.rows;
}
