import { manualSystem } from '../manual.js';

/** generic: played by hand (any game). */
export const generic = manualSystem('generic', false);
