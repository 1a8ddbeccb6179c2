import { z } from 'zod';
import { RQ_TABLES, rqTablesSchema } from './tables.js';

/** RuneQuest readings where the text allows two (docs/rules/runequest.md); defaults are the inventory's. */
export const rqSettingsSchema = z
  .object({
    /**
     * When the defender reacts (Z-01): `spanish` only to a hit, the attack's roll being its side of the
     * table (the seed); `srd` to any attack, so a miss can leave the attacker overextended or open to a riposte.
     */
    reactionMode: z.enum(['spanish', 'srd']).default('spanish'),
    /** Critical score from the modified skill (Z-03, the SRD) or the base weapon skill (the seed's letter). */
    criticalFrom: z.enum(['modified', 'base']).default('modified'),
    /** The Damage Modifier also on bows, crossbows and slings (G-07: the SRD says melee and thrown only). */
    dmOnMissiles: z.boolean().default(false),
    /** A Major Wound also loses 1D4 CAs (Z-15). */
    majorLosesCas: z.boolean().default(true),
    /** Ask for Hero Points where they apply: Glancing Blow on a Major Wound (RQ-HERO-03). */
    heroPrompts: z.boolean().default(true),
    /** The precise attack's −40% also on a disarm's opposed test (TV-05: the seed does not say; default no). */
    disarmPenaltyOnOpposed: z.boolean().default(false),
    /** The tables the seed omits (reference.md), as the GM edits them. */
    tables: rqTablesSchema.default(RQ_TABLES),
  })
  .strict();
export type RqSettings = z.infer<typeof rqSettingsSchema>;
export const RQ_DEFAULTS: RqSettings = {
  reactionMode: 'spanish', criticalFrom: 'modified', dmOnMissiles: false, majorLosesCas: true, heroPrompts: true, disarmPenaltyOnOpposed: false, tables: RQ_TABLES,
};

/** The RuneQuest readings of an encounter: its `settings.rules` under runequest, the defaults under any other system. */
export function rqSettings(state: { system: string; settings: { rules: Record<string, unknown> } }): RqSettings {
  if (state.system !== 'runequest') return RQ_DEFAULTS;
  const rules = state.settings.rules;
  let s = READ.get(rules);
  if (!s) READ.set(rules, (s = { ...RQ_DEFAULTS, ...(rules as Partial<RqSettings>) }));
  return s;
}
// An encounter's rules object is replaced, never changed, when a setting changes: its reading is kept.
const READ = new WeakMap<object, RqSettings>();
