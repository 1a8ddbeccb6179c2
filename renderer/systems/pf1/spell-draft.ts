import type { Pf1Spell } from '../../../shared/systems/pf1/commands.js';

/** A spell being typed: the command's fields, its damage as text (empty for none). */
export type SpellDraft = Omit<Pf1Spell, 'damage' | 'spontaneousConversion'> & { damage: string };
