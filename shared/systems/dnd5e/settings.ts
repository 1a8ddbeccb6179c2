import { z } from 'zod';

/** The encounter settings of D&D 5e. */
export const dnd5eSettingsSchema = z
  .object({
    /** Monsters die at 0 HP; characters (a class level) make death saves (5E:G-34). */
    monstersDie: z.boolean().default(true),
  })
  .strict();
export type Dnd5eSettings = z.infer<typeof dnd5eSettingsSchema>;
export const DND5E_DEFAULTS: Dnd5eSettings = { monstersDie: true };

/** The 5e settings of an encounter: its `settings.rules` under 5e, the defaults under any other system. */
export function dnd5eSettings(state: { system: string; settings: { rules: Record<string, unknown> } }): Dnd5eSettings {
  return state.system === 'dnd5e' ? { ...DND5E_DEFAULTS, ...(state.settings.rules as Partial<Dnd5eSettings>) } : DND5E_DEFAULTS;
}
