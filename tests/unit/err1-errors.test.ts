import { afterEach, describe, expect, it } from 'vitest';
import type { AppError } from '../../shared/contract/result.js';
import { errorText } from '../../shared/contract/refuse.js';
import { setLocale } from '../../shared/i18n/paraglide/runtime.js';
import type { CommandInput } from '../../shared/model/commands.js';
import { needsInput } from '../../main/rules/core/history.js';
import { Table } from '../helpers/dnd5e.js';

/** The error of a command that must be refused. */
function refusal(t: Table, cmd: CommandInput): AppError {
  const r = t.try(cmd);
  if (r.ok || needsInput(r)) throw new Error(`${cmd.type} was not refused`);
  return r.error;
}

/** The banner text in both languages. */
function both(error: AppError): { en: string; es: string } {
  void setLocale('en', { reload: false });
  const en = errorText(error);
  void setLocale('es', { reload: false });
  const es = errorText(error);
  void setLocale('en', { reload: false });
  return { en, es };
}

describe('refusals from core and 5e reach the GM in their language', () => {
  afterEach(() => void setLocale('en', { reload: false }));
  const duel = () => new Table([
    { id: 'fighter', stats: 'fighter-3', at: [2, 2], initiative: 20 },
    { id: 'orc', stats: 'orc', at: [6, 2], initiative: 5 },
  ]);

  it('an attack beyond reach names the weapon and the rule in both languages', () => {
    const t = duel();
    t.turnOf('fighter');
    const e = refusal(t, { type: 'attack', attacker: 'fighter', target: 'orc', attack: 'longsword' });
    expect(e.ref?.msg).toBe('err_5e_beyond_reach');
    expect(e.message).toMatch(/beyond Longsword's reach of 5 ft \(5E-ATK-21\/22\)/);
    const { en, es } = both(e);
    expect(en).toBe(e.message);
    expect(es).toMatch(/fuera del alcance de Longsword.*\(5E-ATK-21\/22\)/);
    expect(es).not.toBe(en);
  });

  it('a second action, standing when not prone and an unknown combatant', () => {
    const t = duel();
    t.turnOf('fighter');
    t.ok({ type: 'takeAction', id: 'fighter', action: 'dodge' });
    const again = refusal(t, { type: 'takeAction', id: 'fighter', action: 'dash' });
    expect(again.ref?.msg).toBe('err_5e_action_used');
    expect(both(again).es).toBe('fighter ya ha realizado su acción este turno (5E-TURN-01)');
    const stand = refusal(t, { type: 'takeAction', id: 'fighter', action: 'standUp' });
    expect(stand.ref?.msg).toBe('err_5e_not_prone');
    expect(both(stand)).toEqual({ en: 'fighter is not prone', es: 'fighter no está tumbado' });
    const nobody = refusal(t, { type: 'damage', id: 'ghost', amount: 1 });
    expect([nobody.code, nobody.ref?.msg]).toEqual(['NOT_FOUND', 'err_no_combatant']);
    expect(both(nobody)).toEqual({ en: 'no combatant with id "ghost"', es: 'no hay ningún combatiente con el id «ghost»' });
  });

  it('a refused map move shows its reason as a label, and undo with nothing to undo', () => {
    const t = duel();
    t.turnOf('fighter');
    const far = refusal(t, { type: 'moveCombatant', id: 'fighter', to: { q: 9, r: 5 } });
    expect(far.ref?.msg).toBe('err_core_cannot_move_cost');
    const { en, es } = both(far);
    expect(en).toMatch(/^fighter cannot move there: Not enough movement \(OUT_OF_MOVEMENT; costs \d+, \d+ left\)$/);
    expect(es).toMatch(/^fighter no puede moverse ahí: No le queda movimiento \(OUT_OF_MOVEMENT; cuesta \d+, le quedan \d+\)$/);
  });
});
