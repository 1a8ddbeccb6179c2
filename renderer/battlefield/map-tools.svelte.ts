import type { Terrain } from '../../shared/model/map.js';
import type { BattlefieldScene } from './scene.js';

export type Tool = 'select' | 'terrain' | 'wall' | 'ruler' | 'place';

/** Map tool state shared by the map and its toolbar (GM window only). */
class MapTools {
  tool = $state<Tool>('select');
  brush = $state<Exclude<Terrain, never>>('difficult');
  selectedId = $state<string | null>(null);
  placingId = $state<string | null>(null);
  show = $state({ reach: true, threat: true, sight: true });
  /** Range increment in hexes for the selected token's range bands; 0 hides them. */
  rangeIncrement = $state(0);
  /** The GM map's scene while it is mounted (not reactive: a handle for fit and view queries). */
  scene: BattlefieldScene | null = null;
}

export const tools = new MapTools();
