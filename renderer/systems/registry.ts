import type { SystemId } from '../../shared/model/encounter.js';
import type { RendererSystem } from './types.js';
import { dnd5e } from './dnd5e/index.js';
import { akenar } from './akenar/index.js';
import { generic } from './generic/index.js';
import { pf1 } from './pf1/index.js';
import { runequest } from './runequest/index.js';

/** Every system's renderer part: the one list of the renderer layer (issue #12). */
const RENDERER_SYSTEMS: Record<SystemId, RendererSystem> = { dnd5e, akenar, generic, pf1, runequest };

/** The renderer part of a system; core panels ask this and name no system. */
export function rendererSystem(id: SystemId): RendererSystem {
  return RENDERER_SYSTEMS[id];
}
