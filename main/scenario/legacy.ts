/**
 * Scenario format 1 keeps the fields combatants and settings had before the sheet (schema 8):
 * `stats` (5e) and `akenar` (an Akenar record) on `addCombatant` and `updateCombatant`. They are
 * mapped to the current command fields here, as migration 008 maps stored files, and a problem
 * found inside them is reported at the path the file wrote.
 */
import { combatantWithSheet, patchWithSheet } from '../store/migrations/008-sheet.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A scenario step in the current command format; `system` is the scenario's (undefined: not known). */
export function currentStep(step: unknown, system: string | undefined): unknown {
  if (!isObj(step)) return step;
  try {
    if (step.type === 'addCombatant' && isObj(step.combatant)) return { ...step, combatant: combatantWithSheet(step.combatant, system, '$') };
    if (step.type === 'updateCombatant' && isObj(step.patch)) return { ...step, patch: patchWithSheet(step.patch, system, '$') };
  } catch {
    // A malformed field: left as written, for the command schema to report at its own path.
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
  if (head !== 'commands' || typeof i !== 'number' || (field !== 'combatant' && field !== 'patch') || key !== 'sheet') return [...path];
  const written = steps[i];
  const part = isObj(written) ? written[field] : undefined;
  if (!isObj(part)) return [...path];
  if (rest[0] === 'stats' && 'stats' in part && !('akenar' in part)) return [head, i, field, ...rest];
  if ('akenar' in part) return [head, i, field, 'akenar', ...rest];
  return [...path];
}
