import { combatantFieldsMigration } from './combatant-fields.js';

/** A stable 32-bit seed from an encounter id (FNV-1a), so migrating twice gives the same dice. */
export function seedFromId(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * Schema 2 → 3: dice. The encounter gains its dice settings (the engine rolls) and a seed derived
 * from its id; every combatant gains an initiative bonus (0).
 */
export const migration003 = combatantFieldsMigration({
  from: 2,
  to: 3,
  description: 'dice: encounter settings and seed, combatant initiative bonus',
  defaults: { initiativeBonus: 0 },
  initial: (initial, ctx) => ({ settings: initial.settings ?? { dice: 'auto' }, rng: initial.rng ?? { seed: seedFromId(ctx.id) } }),
});
