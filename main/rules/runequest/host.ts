// RuneQuest's services beyond its rules: the demo encounter.
import type { SystemHost, SystemHostContext } from '../core/host.js';
import { buildRqDemo } from './demo.js';

export function rqHost(_ctx: SystemHostContext): SystemHost {
  return { demo: (_demo, id, seed) => buildRqDemo(id, seed) };
}
