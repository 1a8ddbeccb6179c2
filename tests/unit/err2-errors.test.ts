// Pathfinder and RuneQuest refusals carry an i18n reference: the banner reads them in the GM's language.
import { afterEach, describe, expect, it } from 'vitest';
import { PF_CAST, PfTable } from '../helpers/pf1.js';
import { RqTable, rqStats } from '../helpers/runequest.js';
import { errorText } from '../../shared/contract/refuse.js';
import { getLocale, setLocale } from '../../shared/i18n/paraglide/runtime.js';
import type { CommandTable } from '../helpers/table.js';
import type { AppError } from '../../shared/contract/result.js';

const initial = getLocale();
afterEach(() => setLocale(initial, { reload: false }));

/** The error of a command that must be refused. */
function refusal(t: CommandTable, cmd: Parameters<CommandTable['try']>[0]): AppError {
  const r = t.try(cmd);
  if (r.ok || !('error' in r)) throw new Error(`${cmd.type} was not refused`);
  return r.error;
}

/** The text in each language: different, and the English one is the logged `message`. */
function texts(e: AppError): { en: string; es: string } {
  void setLocale('en', { reload: false });
  const en = errorText(e);
  void setLocale('es', { reload: false });
  const es = errorText(e);
  return { en, es };
}

function pfTable() {
  const t = new PfTable([
    { id: 'm', stats: PF_CAST.wizard, at: [2, 5], initiative: 15 },
    { id: 'orc', stats: PF_CAST.orc, side: 'enemy', at: [3, 5], initiative: 20 },
  ]);
  t.ok({ type: 'nextTurn' });
  t.turnOf('m');
  return t;
}

const fighter = (dex: number) => rqStats({ characteristics: { str: 11, con: 11, siz: 13, int: 11, pow: 11, dex, cha: 11 }, srModifier: 4, skills: { '1h-sword': 60, dodge: 40 } });
function rqTable() {
  const t = new RqTable([{ id: 'A', stats: fighter(12) }, { id: 'B', stats: fighter(16) }], { map: false });
  t.next({ B: 10, A: 8 });
  return t;
}

describe('Pathfinder refusals in the GM\'s language (err_pf1_*)', () => {
  it('an attack off the attacker\'s turn: err_pf1_atk_not_turn, the rule id kept in both languages', () => {
    const e = refusal(pfTable(), { type: 'attack', attacker: 'orc', target: 'm', attack: 'falchion' });
    expect(e.code).toBe('INVALID_COMMAND');
    expect(e.ref?.msg).toBe('err_pf1_atk_not_turn');
    const { en, es } = texts(e);
    expect(en).toBe(e.message);
    expect(en).toMatch(/not orc's turn.*PF-ECON-19/);
    expect(es).toMatch(/no es el turno de orc.*PF-ECON-19/);
  });

  it('standing up when not prone: err_pf1_act_stand_not_prone', () => {
    const e = refusal(pfTable(), { type: 'pf1Action', id: 'm', action: 'standUp' });
    expect(e.ref?.msg).toBe('err_pf1_act_stand_not_prone');
    const { en, es } = texts(e);
    expect(en).toMatch(/cannot stand up: it is not prone \(PF-MOVE-09\)/);
    expect(es).toMatch(/no puede levantarse: no está tumbado \(PF-MOVE-09\)/);
  });

  it('total defense twice: err_pf1_total_already', () => {
    const t = pfTable();
    t.ok({ type: 'pf1Action', id: 'm', action: 'totalDefense' });
    const e = refusal(t, { type: 'pf1Action', id: 'm', action: 'totalDefense' });
    expect(e.ref?.msg).toBe('err_pf1_total_already');
    const { en, es } = texts(e);
    expect(en).toContain('already in total defense (PF-DEF-03)');
    expect(es).toContain('ya está en defensa total (PF-DEF-03)');
  });
});

describe('RuneQuest refusals in the GM\'s language (err_rq_*)', () => {
  it('a Combat Action off its Strike Rank: the economy\'s problem is a reference (err_rq_ca_not_turn)', () => {
    const e = refusal(rqTable(), { type: 'rqAction', id: 'A', action: 'defend' });
    expect(e.ref).toEqual({ msg: 'err_rq_ca_not_turn', params: { name: 'A' } });
    const { en, es } = texts(e);
    expect(en).toMatch(/not A's turn \(RQ-ROUND-03\)/);
    expect(es).toMatch(/no es el turno de A \(RQ-ROUND-03\)/);
  });

  it('waiting for nobody: err_rq_wait_bad_target', () => {
    const e = refusal(rqTable(), { type: 'rqAction', id: 'B', action: 'wait', target: 'B' });
    expect(e.ref?.msg).toBe('err_rq_wait_bad_target');
    const { en, es } = texts(e);
    expect(en).toBe('B cannot wait for "B" (RQ-ACT-14)');
    expect(es).toBe('B no puede esperar a «B» (RQ-ACT-14)');
  });

  it('attacking with a weapon not on the sheet: legality\'s reference (err_rq_atk_no_weapon)', () => {
    const e = refusal(rqTable(), { type: 'attack', attacker: 'B', target: 'A', attack: 'axe' });
    expect(e.ref?.msg).toBe('err_rq_atk_no_weapon');
    expect(e.path).toBe('command.attack');
    const { en, es } = texts(e);
    expect(en).not.toBe(es);
    expect(es).toContain('no tiene el arma «axe»');
  });
});
