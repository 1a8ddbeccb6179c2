import type { RqStats } from '../../../shared/systems/runequest/schema.js';

/** A library entry's stat block just chosen in the add form: the RuneQuest fields take it as their draft (then clear it). */
export const rqLibraryPick = $state<{ stats: RqStats | null }>({ stats: null });
