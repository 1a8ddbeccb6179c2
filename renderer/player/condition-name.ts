import { findSystem } from '../../shared/systems/registry.js';
import { renderRef } from '../../shared/log/describe.js';

/** A condition in the current language: the system's name for its id, else the GM's own label. */
export function conditionName(system: string, condition: string): string {
  const known = findSystem(system)?.conditions.find((c) => c.id === condition);
  return known ? renderRef({ msg: known.msg, params: {} }) : condition;
}
