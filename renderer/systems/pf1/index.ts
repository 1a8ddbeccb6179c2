import { manualSystem } from '../manual.js';

/** pf1: played by hand until its engine lands. */
export const pf1 = manualSystem('pf1', true);
