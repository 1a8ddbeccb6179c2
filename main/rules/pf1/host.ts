// Pathfinder's services beyond its rules: the demo encounter.
import type { SystemHost, SystemHostContext } from '../core/host.js';
import { buildPf1Demo } from './demo.js';

export function pf1Host(_ctx: SystemHostContext): SystemHost {
  return { demo: (_demo, id, seed) => buildPf1Demo(id, seed) };
}
