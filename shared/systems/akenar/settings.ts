import { z } from 'zod';

/** Akenar readings where the text allows two; the defaults are the inventory's (docs/rules/akenar.md). */
export const akenarSettingsSchema = z
  .object({
    /** Enemies die at 0 HP; characters and flagged NPCs go on to −Con (AK-HP-09, AK:G-37). */
    enemiesDie: z.boolean().default(true),
    /** A blow kills at −Con/2 only when it starts at 0 or more HP (the alternative of AK:G-34). */
    halfConFromStanding: z.boolean().default(false),
    /** Defensive bonuses apply to any defence, not only Esquiva (the literal reading of AK:G-23). */
    defensiveBonusAnyDefence: z.boolean().default(false),
    /** Range penalty per whole increment passed, floor(d / increment) (the alternative of AK:G-14). */
    rangeFloor: z.boolean().default(false),
  })
  .strict();
export type AkenarSettings = z.infer<typeof akenarSettingsSchema>;
export const AKENAR_DEFAULTS: AkenarSettings = { enemiesDie: true, halfConFromStanding: false, defensiveBonusAnyDefence: false, rangeFloor: false };

/** The Akenar readings of an encounter: its `settings.rules` under Akenar, the defaults under any other system. */
export function akenarSettings(state: { system: string; settings: { rules: Record<string, unknown> } }): AkenarSettings {
  return state.system === 'akenar' ? { ...AKENAR_DEFAULTS, ...(state.settings.rules as Partial<AkenarSettings>) } : AKENAR_DEFAULTS;
}
