import { combatantFieldsMigration } from './combatant-fields.js';

/**
 * Schema 6 → 7: Akenar. Every combatant gains an empty Akenar record; the settings gain the Akenar
 * readings at their defaults. Earlier files had no Akenar stat blocks.
 */
/** The Akenar readings' defaults as schema 7 wrote them (frozen here: later schemas moved them). */
const AKENAR_DEFAULTS = { enemiesDie: true, halfConFromStanding: false, defensiveBonusAnyDefence: false, rangeFloor: false };

export const migration007 = combatantFieldsMigration({
  from: 6,
  to: 7,
  description: 'Akenar stat blocks and settings',
  defaults: { akenar: null },
  initial: (initial) => {
    const settings = initial.settings;
    return typeof settings === 'object' && settings !== null && !Array.isArray(settings) ? { settings: { akenar: AKENAR_DEFAULTS, ...settings } } : {};
  },
});
