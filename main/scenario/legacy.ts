/**
 * Scenario format 1 keeps the fields combatants and settings had before the sheet (schema 8):
 * `stats` (5e) and `akenar` (an Akenar record) on `addCombatant` and `updateCombatant`, and
 * `monstersDie` (5e) and `akenar` (Akenar readings) on `setSettings`. They are mapped to the current
 * command fields here, as migration 008 maps stored files, and a problem found inside them is
 * reported at the path the file wrote.
 */
import { combatantWithSheet, patchWithSheet, settingsWithRules } from '../store/migrations/008-sheet.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A scenario step in the current command format; `system` is the scenario's (undefined: not known). */
export function currentStep(step: unknown, system: string | undefined): unknown {
  if (!isObj(step)) return step;
  try {
    if (step.type === 'addCombatant' && isObj(step.combatant)) return { ...step, combatant: combatantWithSheet(step.combatant, system, '$') };
    if (step.type === 'updateCombatant' && isObj(step.patch)) return { ...step, patch: patchWithSheet(step.patch, system, '$') };
    if (step.type === 'setSettings' && isObj(step.settings) && ('monstersDie' in step.settings || 'akenar' in step.settings)) {
      const rules = isObj(step.settings.rules) ? step.settings.rules : {};
      const mapped = settingsWithRules(step.settings, system, '$', true);
      return { ...step, settings: { ...mapped, rules: { ...rules, ...(isObj(mapped.rules) ? mapped.rules : {}) } } };
    }
  } catch {
    // A malformed field (not an object): moved as it is, for the command schema to report at the path written.
    const field = step.type === 'addCombatant' ? 'combatant' : 'patch';
    const part = step[field];
    if (!isObj(part)) return step;
    const { stats, akenar, ...rest } = part;
    return { ...step, [field]: { ...rest, sheet: akenar !== undefined && akenar !== null ? akenar : { system: 'dnd5e', stats } } };
  }
  return step;
}

/** The scenario with its steps in the current command format. */
export function currentScenario(raw: unknown): unknown {
  if (!isObj(raw) || !Array.isArray(raw.commands)) return raw;
  const system = typeof raw.system === 'string' ? raw.system : 'generic';
  return { ...raw, commands: raw.commands.map((s) => currentStep(s, system)) };
}

/**
 * A path into a current step, as the scenario file wrote it: `combatant.sheet.stats.ac` is
 * `combatant.stats.ac` for a 5e sheet, `patch.sheet.status` is `patch.akenar.status` for Akenar.
 */
export function writtenPath(path: readonly PropertyKey[], steps: readonly unknown[]): PropertyKey[] {
  const [head, i, field, key, ...rest] = path;
  if (head === 'commands' && typeof i === 'number' && field === 'settings' && key === 'rules') return [head, i, field, ...settingsPath(steps[i], rest)];
  if (head !== 'commands' || typeof i !== 'number' || (field !== 'combatant' && field !== 'patch') || key !== 'sheet') return [...path];
  const written = steps[i];
  const part = isObj(written) ? written[field] : undefined;
  if (!isObj(part)) return [...path];
  if (rest[0] === 'stats' && 'stats' in part && !('akenar' in part)) return [head, i, field, ...rest];
  if ('akenar' in part) return [head, i, field, 'akenar', ...rest];
  return [...path];
}

/** `rules.enemiesDie` as written: `akenar.enemiesDie`, or `monstersDie`, when the step used the old fields. */
function settingsPath(step: unknown, rest: readonly PropertyKey[]): PropertyKey[] {
  const written = isObj(step) && isObj(step.settings) ? step.settings : {};
  if (rest[0] === 'monstersDie' && 'monstersDie' in written) return [...rest];
  if (isObj(written.akenar) && typeof rest[0] === 'string' && rest[0] in written.akenar) return ['akenar', ...rest];
  return ['rules', ...rest];
}

/** A rejected command's path (`command.settings.rules.x`) as the scenario file wrote it. */
export function writtenCommandPath(path: string, step: unknown): string {
  const parts = path.split('.');
  return writtenPath(['commands', 0, ...parts.slice(1)], [step]).slice(2).join('.');
}
