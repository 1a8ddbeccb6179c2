import { manualSystem } from '../manual.js';

/** runequest: played by hand until its engine lands. */
export const runequest = manualSystem('runequest', true);
