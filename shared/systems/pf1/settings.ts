import { z } from 'zod';
import { PF1_ACTION_IDS, pf1ActionOverrideSchema } from './actions.js';

/** Pathfinder readings where the text allows two; the defaults are the inventory's (docs/rules/pf1.md). */
export const pf1SettingsSchema = z
  .object({
    /** Run "in a straight line": along one of the 6 hex axes only, instead of any hex line-draw (G-28's strict alternative). */
    runAxisOnly: z.boolean().default(false),
    /** After running to the limit, at most speed per round during the rest (G-28's strict alternative) instead of no run/charge/withdraw. */
    restStrict: z.boolean().default(false),
    /** A 5-ft step out of difficult terrain into clear terrain is allowed (G-12, TV-35: the seed does not settle it). */
    stepOutOfDifficult: z.boolean().default(true),
    /** Swift actions off-turn where a free action is allowed (the other reading of PF-ECON-16, G-15). */
    swiftOffTurn: z.boolean().default(false),
    /** Creatures at 0 HP or below that are not player characters die at once instead of dying (a GM's shortcut; the text: dying). */
    monstersDie: z.boolean().default(false),
    /** The GM's changes to the combat-actions table (G-01), by action id. */
    actions: z.partialRecord(z.enum(PF1_ACTION_IDS as [string, ...string[]]), pf1ActionOverrideSchema).default({}),
  })
  .strict();
export type Pf1Settings = z.infer<typeof pf1SettingsSchema>;
export const PF1_DEFAULTS: Pf1Settings = { runAxisOnly: false, restStrict: false, stepOutOfDifficult: true, swiftOffTurn: false, monstersDie: false, actions: {} };

/** The Pathfinder readings of an encounter: its `settings.rules` under pf1, the defaults under any other system. */
export function pf1Settings(state: { system: string; settings: { rules: Record<string, unknown> } }): Pf1Settings {
  return state.system === 'pf1' ? { ...PF1_DEFAULTS, ...(state.settings.rules as Partial<Pf1Settings>) } : PF1_DEFAULTS;
}
