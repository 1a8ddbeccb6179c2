import { manualSystem } from '../core/by-hand.js';

/** Pathfinder 1e (seed 003), played by hand until its engine lands: 5 ft hexes (inventory, [HEX]). */
export const pf1 = manualSystem('pf1', 'Pathfinder 1e', { length: 'ft', perHex: 5 });
