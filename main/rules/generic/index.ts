import { manualSystem } from '../core/by-hand.js';

/**
 * Generic, by hand (issue #12): HP, temporary HP, free-label conditions, initiative and the map, and no
 * rule of any system. A 5e `stats` block on a combatant of an older generic file is simply ignored.
 */
export const generic = manualSystem('generic', 'system_generic', { length: 'm', perHex: 1 });
