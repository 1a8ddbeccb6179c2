import { manualSystem } from '../core/by-hand.js';

/** Mongoose RuneQuest (seed 004), played by hand until its engine lands: 1 m hexes. */
export const runequest = manualSystem('runequest', 'RuneQuest', { length: 'm', perHex: 1 });
