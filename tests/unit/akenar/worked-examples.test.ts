// The worked examples of the Akenar rules inventory (shared/rules/akenar.md, "Worked examples from the
// text", EX-01..EX-26), each reproduced by a scenario in docs/examples/akenar/ run by the engine the app
// uses, every die given. Each test reads the expected number of the inventory off the log or the state.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../shared/contract/views.js';
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { Size } from '../../../shared/model/map.js';
import { runScenario, scenarioData } from '../../../main/scenario/run.js';
import { repoRoot } from '../../helpers/fixtures.js';
import { of } from '../../helpers/dnd5e.js';
import { akenarRecord } from '../../../shared/systems/akenar/sheet.js';

const dir = path.join(repoRoot, 'docs', 'examples', 'akenar');
const data = scenarioData(path.join(repoRoot, 'resources'));

type Attack = Extract<EncounterEvent, { type: 'attack.resolved' }>;

interface Run {
  state: EncounterState;
  log: LogEntry[];
  events: EncounterEvent[];
}

/** Runs a scenario of docs/examples/akenar; a file that does not run green fails the test. */
function run(file: string): Run {
  const r = runScenario(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), data);
  if (!r.ok) throw new Error(`${file}: ${r.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  return { state: r.state, log: r.log, events: r.log.flatMap((b) => b.events) };
}

/** A scenario run once, when a test first asks for it. */
function lazily(file: string): () => Run {
  let r: Run | undefined;
  return () => (r ??= run(file));
}

const attacks = (r: Run, attacker?: string, target?: string) => of(r.events, 'attack.resolved').filter((a) => (!attacker || a.attacker === attacker) && (!target || a.target === target));
const step = (a: Attack | undefined, msg: string) => a?.steps.find((s) => s.msg === msg);
/** The defence the target used: kind and value, and whether a Defensa modifier is logged by `rule`. */
const defence = (a: Attack, rule: string) => {
  const d = a.steps.find((s) => s.msg.startsWith('bd_ak_defence_') && s.msg !== 'bd_ak_defence_adjusted' && s.msg !== 'bd_ak_defence_bonus')!;
  return { kind: d.msg.replace('bd_ak_defence_', ''), value: d.params.value, adjusted: a.steps.some((s) => s.msg === 'bd_ak_defence_adjusted' && s.rule?.id === rule) };
};
const statuses = (r: Run, id: string, reason?: string) => of(r.events, 'akenar.changed').filter((e) => e.id === id && (!reason || e.reason === reason));
const who = (r: Run, id: string) => r.state.combatants.find((c) => c.id === id)!;
/** The events of the command at `index` in the scenario's list (no undo in these files: one batch each). */
const batch = (r: Run, index: number) => r.log[index]!.events;
const rollKeys = (a: Attack | undefined) => a?.rolls.map((x) => x.key);

describe('Akenar worked examples as scenarios (docs/examples/akenar)', () => {
  it('every worked example EX-01..EX-26 has a scenario named after it', () => {
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.scenario.json'));
    const covered = new Set(files.flatMap((f) => (/^ex-((?:\d\d-)+)/.exec(f)?.[1] ?? '').split('-').filter(Boolean).map(Number)));
    expect([...Array(26).keys()].map((i) => i + 1).filter((n) => !covered.has(n))).toEqual([]);
  });

  describe('range (ex-01-02-03-range)', () => {
    const r = lazily('ex-01-02-03-range.scenario.json');
    const range = (attacker: string) =>
      attacks(r(), attacker).map((a) => {
        const s = step(a, 'bd_ak_range')!;
        return { distance: s.params.distance, increment: s.params.increment, value: s.params.value, rule: s.rule?.id, roll: a.rolls[0]!.notation };
      });

    it('EX-01, AK-ATK-10, AK:G-14: a longbow (20 m increments) at 70 m is at −6: three increments passed, not four', () => {
      expect(range('arquera')[0]).toEqual({ distance: 70, increment: 20, value: -6, rule: 'AK-ATK-10', roll: '1d20-1' });
    });

    it('EX-02, AK-ATK-09: the longbow shoots without penalty up to 20 m (15 m, 20 m); 21 m is −2', () => {
      expect(range('arquera').slice(1)).toEqual([
        { distance: 15, increment: 20, value: 0, rule: 'AK-ATK-09', roll: '1d20+5' },
        { distance: 20, increment: 20, value: 0, rule: 'AK-ATK-09', roll: '1d20+5' },
        { distance: 21, increment: 20, value: -2, rule: 'AK-ATK-10', roll: '1d20+3' },
      ]);
    });

    it('EX-03, AK-ATK-09, AK-ATK-11: the crossbow’s increment is 12 m, the throwing dagger’s 2 m (reaching 5 increments, 10 m)', () => {
      expect(range('ballestero').map((x) => [x.distance, x.increment, x.value])).toEqual([[12, 12, 0], [13, 12, -2]]);
      expect(range('lanzador').map((x) => [x.distance, x.increment, x.value])).toEqual([[2, 2, 0], [3, 2, -2], [10, 2, -8]]);
    });
  });

  it('EX-04, AK-DMG-08, AK-DMG-09, AK-DMG-10, AK-CRIT-03: a x2 critical that is also x2 against giants rolls damage 3 times (x3, not x4); sneak attack dice once', () => {
    const r = run('ex-04-multiplied-damage.scenario.json');
    const a = attacks(r, 'picara', 'gigante')[0]!;
    expect(a.outcome).toBe('critical');
    expect(rollKeys(a)).toEqual(['atk.d20', 'atk.confirm', 'atk.dmg.0', 'atk.dmg.1', 'atk.dmg.2', 'atk.extra']);
    expect(step(a, 'bd_ak_multiplied')).toMatchObject({ params: { times: 3 }, rule: { id: 'AK-DMG-09' } });
    expect(step(a, 'bd_ak_extra')).toMatchObject({ params: { value: 6 }, rule: { id: 'AK-CRIT-03' } });
    // (3 + 1) + (4 + 1) + (2 + 1) + 2d6 of 6, no armour.
    expect(a.damage).toBe(18);
    expect(who(r, 'gigante').hp.current).toBe(42);
  });

  describe('defence values (ex-05-08-09-defence-values)', () => {
    const get = lazily('ex-05-08-09-defence-values.scenario.json');

    it('EX-05, AK-DEF-01, AK-DEF-15: a Medium character that cannot dodge or parry defends with Defensa Base 10', () => {
      const r = get();
      const a = attacks(r, 'trasgo-1', 'feliot')[0]!;
      expect(defence(a, 'AK-DEF-01')).toMatchObject({ kind: 'base', value: 10 });
      expect(step(a, 'bd_ak_defence_base')?.rule?.id).toBe('AK-DEF-01');
      expect(step(a, 'bd_ak_base_only')?.rule?.id).toBe('AK-DEF-15');
    });

    it('EX-08, AK-DEF-11, AK:G-24: Dex 5 from poison is −3 to every defence: Base 7, Parada 10, Esquiva 10 (Dex 10 would give 10, 13, 13)', () => {
      const r = get();
      const guard = attacks(r, undefined, 'guardia').map((a) => defence(a, 'none'));
      expect(guard.slice(0, 3).map((d) => [d.kind, d.value])).toEqual([['base', 7], ['parry', 10], ['dodge', 10]]);
    });

    it('EX-09, AK-DEF-12, AK-DEF-28: asleep or unconscious, Dex counts as 0: −5, so Base 5 (also for the poisoned guard, not 7 − 5)', () => {
      const r = get();
      const asleep = attacks(r, 'feliot', 'bandido')[0]!;
      expect(defence(asleep, 'AK-DEF-12')).toEqual({ kind: 'base', value: 5, adjusted: true });
      expect(step(asleep, 'bd_ak_base_only')?.rule?.id).toBe('AK-DEF-28');
      const out = attacks(r, undefined, 'guardia').at(-1)!;
      expect(who(r, 'guardia').conditions).toContain('inconsciente');
      expect(defence(out, 'AK-DEF-12')).toEqual({ kind: 'base', value: 5, adjusted: true });
    });
  });

  it('EX-06, AK-DEF-08, AK-DEF-13, AK:G-22: surrounded on all sides Feliot dodges at 15 − 2 = 13, parries at 13 unchanged; with a hex free again, Esquiva 15', () => {
    const r = run('ex-06-surrounded.scenario.json');
    expect(attacks(r, undefined, 'feliot').map((a) => defence(a, 'AK-DEF-13'))).toEqual([
      { kind: 'dodge', value: 13, adjusted: true },
      { kind: 'parry', value: 13, adjusted: false },
      { kind: 'dodge', value: 15, adjusted: false },
    ]);
    // The goblin's 1 m step away provoked nothing.
    expect(statuses(r, 'trasgo-3', 'bd_ak_move_step')).toHaveLength(1);
    expect(who(r, 'trasgo-3').position).toEqual({ q: 5, r: 3 });
  });

  it('EX-07, AK-DEF-09, AK-DEF-10: after charging, Feliot is at −2 to Parada (11), Esquiva (13) and even Defensa Base (8) until his next turn', () => {
    const r = run('ex-07-charge.scenario.json');
    expect(statuses(r, 'feliot', 'bd_ak_move_charge')[0]).toMatchObject({ status: { charging: true, budget: { fullRound: 'charge', allowance: 12 } }, rule: { id: 'AK-DEF-10' } });
    expect(attacks(r, undefined, 'feliot').map((a) => defence(a, 'AK-DEF-10'))).toEqual([
      { kind: 'parry', value: 11, adjusted: true },
      { kind: 'dodge', value: 13, adjusted: true },
      { kind: 'base', value: 8, adjusted: true },
      { kind: 'parry', value: 13, adjusted: false },
    ]);
  });

  describe('armour (ex-10-11-12-13-armour)', () => {
    const get = lazily('ex-10-11-12-13-armour.scenario.json');

    it('EX-10, AK-ARM-01: chain mail (cota de mallas) is CA 6', () => {
      const r = get();
      const a = attacks(r, 'feliot', 'trasgo')[0]!;
      expect(step(a, 'bd_ak_armour')?.params).toEqual({ pa: 3, ca: 6 });
      expect(step(a, 'bd_ak_taken')?.params).toEqual({ rolled: 7, ca: 6, taken: 1 });
    });

    it('EX-11, AK-ARM-02, AK-ARM-03, AK-ARM-10: chain mail and helmet are CA 7; the knight’s longsword hits Feliot for 10, no penetration: he takes 3', () => {
      const r = get();
      const a = attacks(r, 'caballero', 'feliot')[0]!;
      expect(step(a, 'bd_ak_armour')).toMatchObject({ params: { pa: 4, ca: 7 }, rule: { id: 'AK-ARM-03' } });
      expect(step(a, 'bd_ak_taken')).toMatchObject({ params: { rolled: 10, ca: 7, taken: 3 }, rule: { id: 'AK-ARM-10' } });
      expect(a.damage).toBe(3);
    });

    it('EX-12, AK-ARM-08, AK-ARM-10: the heavy pick (PA 7 ≥ CA 7) halves Feliot’s CA to 3; a hit for 6 leaves him 3', () => {
      const r = get();
      const a = attacks(r, 'bandido', 'feliot')[0]!;
      expect(step(a, 'bd_ak_penetrates')).toMatchObject({ params: { pa: 7, ca: 7, applied: 3 }, rule: { id: 'AK-ARM-08' } });
      expect(step(a, 'bd_ak_taken')?.params).toEqual({ rolled: 6, ca: 3, taken: 3 });
      expect(who(r, 'feliot').hp.current).toBe(14 - 3 - 3);
    });

    it('EX-13, AK-ARM-07: a +1 short sword (PA 1) is PA 2: it gets through CA 2 where a plain one does not', () => {
      const r = get();
      const magic = attacks(r, 'veterana', 'maton')[0]!;
      expect(step(magic, 'bd_ak_mod_magic')?.params.value).toBe(1);
      expect(step(magic, 'bd_ak_penetrates')?.params).toEqual({ pa: 2, ca: 2, applied: 1 });
      expect(step(attacks(r, 'aprendiz', 'maton')[0], 'bd_ak_armour')?.params).toEqual({ pa: 1, ca: 2 });
    });
  });

  it('EX-14, AK-HP-03, AK-HP-04, AK-HP-05, AK-HP-06, AK-HP-15: Feliot (Con 12): 0 disabled; −1 to −11 dying; −12 dead; a single blow to −6 dead', () => {
    const r = run('ex-14-feliot-hit-points.scenario.json');
    const timeline = r.events.flatMap((e) =>
      e.type === 'combatant.damaged' && e.id === 'feliot' ? [`hp ${e.after}`] : e.type === 'life.changed' && e.id === 'feliot' ? [`${e.life} ${e.rule?.id ?? ''}`] : [],
    );
    const bleeding = Array.from({ length: 10 }, (_, i) => ['unconscious AK-HP-15', `hp ${-2 - i}`]).flat();
    expect(timeline).toEqual(['hp 0', 'ok AK-HP-03', 'hp -1', 'unconscious AK-HP-04', ...bleeding, 'unconscious AK-HP-15', 'hp -12', 'dead AK-HP-05']);
    expect(of(r.events, 'life.changed').find((e) => e.id === 'feliot' && e.reason === 'bd_ak_disabled')).toBeDefined();
    const blow = of(r.events, 'life.changed').filter((e) => e.id === 'feliot-b');
    expect(blow).toMatchObject([{ life: 'dead', reason: 'bd_ak_half_con', rule: { id: 'AK-HP-06' } }]);
    expect(who(r, 'feliot-b').hp.current).toBe(-6);
    expect([who(r, 'feliot').hp.current, who(r, 'feliot').life]).toEqual([-12, 'dead']);
  });

  it('EX-15, AK-SUB-02, AK-SUB-06, AK-SUB-07, AK-SUB-08: Feliot’s subtle rapier vs the goblin (Parada 15, chain mail CA 6): 21 ignores the armour, 18 hits and the armour absorbs 6', () => {
    const r = run('ex-15-subtlety.scenario.json');
    const [first, second] = attacks(r, 'feliot', 'trasgo');
    expect(step(first, 'bd_ak_mod_dex')?.rule?.id).toBe('AK-SUB-02');
    expect(step(first, 'bd_ak_subtle_ignores')).toMatchObject({ params: { total: 21, defence: 15, ca: 6 }, rule: { id: 'AK-SUB-07' } });
    expect(first!.damage).toBe(5);
    expect(step(second, 'bd_ak_hit')?.params).toMatchObject({ total: 18, defence: 15 });
    expect(String(step(second, 'bd_ak_hit')?.params.notation)).toMatch(/^1d20/);
    expect(step(second, 'bd_ak_subtle_ignores')).toBeUndefined();
    expect(step(second, 'bd_ak_armour')?.rule?.id).toBe('AK-SUB-06');
    expect(step(second, 'bd_ak_taken')?.params).toEqual({ rolled: 7, ca: 6, taken: 1 });
    expect(statuses(r, 'trasgo')).toEqual([]);
  });

  it('EX-16, AK-CRIT-04: the longsword threatens on 19-20; a 19 that does not hit is not a threat; an 18 never is', () => {
    const r = run('ex-16-threat-range.scenario.json');
    const [threat, parried, eighteen] = attacks(r);
    expect(threat).toMatchObject({ attacker: 'caballero', outcome: 'critical' });
    expect(step(threat, 'bd_ak_confirmed')?.rule?.id).toBe('AK-CRIT-04');
    expect(parried).toMatchObject({ attacker: 'escudero', outcome: 'miss' });
    expect(parried!.rolls[0]!.dice[0]!.value).toBe(19);
    expect(step(parried, 'bd_ak_miss')?.params).toMatchObject({ natural: 19, total: 16, defence: 17 });
    expect(rollKeys(parried)).toEqual(['atk.d20']);
    expect(eighteen).toMatchObject({ attacker: 'caballero', outcome: 'hit' });
    expect(eighteen!.rolls[0]!.dice[0]!.value).toBe(18);
    expect(rollKeys(eighteen)).toEqual(['atk.d20', 'atk.dmg.0']);
  });

  describe('speed (ex-17-18-speed-and-running)', () => {
    const get = lazily('ex-17-18-speed-and-running.scenario.json');

    it('EX-17, AK-MOVE-02, AK-MOVE-03, AK-MOVE-04: an unarmoured human moves 6 m with one move action; the 7th metre takes the second', () => {
      const r = get();
      expect(who(r, 'ana').speed).toBe(6);
      expect(statuses(r, 'ana').map((e) => [e.params?.cost, e.status.budget.move, e.status.budget.moved, e.status.budget.allowance])).toEqual([[6, 1, 6, 6], [1, 2, 7, 12]]);
    });

    it('EX-18, AK-ACT-35, AK:G-41: a healthy human runs 4 × 6 = 24 m in a round (14.4 km/h, not the text’s 18 km/h); 3 × in heavy armour', () => {
      const r = get();
      expect(statuses(r, 'hugo', 'bd_ak_move_run')[0]).toMatchObject({ params: { cost: 24 }, status: { running: true, budget: { fullRound: 'run', allowance: 24, moved: 24 } }, rule: { id: 'AK-ACT-35' } });
      expect(who(r, 'hugo').position).toEqual({ q: 24, r: 1 });
      expect(statuses(r, 'caballero', 'bd_ak_move_run')[0]!.status.budget.allowance).toBe(18);
    });
  });

  it('EX-19, AK-UNARMED-04, AK-UNARMED-05: unarmed damage: Medium 1d3 + Str, Small 1d2, Large 1d4, and it knocks out rather than kills', () => {
    const r = run('ex-19-unarmed-by-size.scenario.json');
    expect(attacks(r, undefined, 'borracho').map((a) => [a.attacker, a.rolls.find((x) => x.key === 'atk.dmg.0')?.notation])).toEqual([
      ['mozo', '1d3+2'],
      ['trasgo', '1d2'],
      ['ogro', '1d4'],
    ]);
    expect(of(r.events, 'life.changed').filter((e) => e.id === 'borracho')).toMatchObject([{ life: 'stable', reason: 'bd_ak_knocked_out', rule: { id: 'AK-UNARMED-05' } }]);
    expect([who(r, 'borracho').hp.current, who(r, 'borracho').life]).toEqual([-2, 'stable']);
  });

  it('EX-20, AK-MAN-02, AK-MAN-04, AK-MAN-12: the maneuver size modifier on BoM and DeM: Fine −8 … Colossal +8', () => {
    const r = run('ex-20-maneuver-size.scenario.json');
    const table: Record<Size, number> = { fine: -8, diminutive: -4, tiny: -2, small: -1, medium: 0, large: 1, huge: 2, gargantuan: 4, colossal: 8 };
    const contests = of(r.events, 'contest.resolved');
    expect(contests).toHaveLength(9);
    const seen = contests.map((e) => {
      const bom = e.steps.find((s) => s.msg === 'bd_ak_bom')!;
      const dem = e.steps.find((s) => s.msg === 'bd_ak_dem')!;
      return { actor: who(r, e.actor).size, bom: bom.params.value, target: who(r, e.target).size, dem: dem.params.value };
    });
    // Every creature has base attack 0, Str 10 and Dex 10: BoM is the size modifier, DeM 10 plus it.
    expect(seen).toEqual(seen.map((s) => ({ actor: s.actor, bom: table[s.actor], target: s.target, dem: 10 + table[s.target] })));
    expect(new Set(seen.map((s) => s.actor))).toEqual(new Set(Object.keys(table)));
    expect(seen.find((s) => s.actor === 'large')).toEqual({ actor: 'large', bom: 1, target: 'huge', dem: 12 });
  });

  it('EX-21, AK-SPELL-21: a 1-minute spell is 10 consecutive full-round casting actions and takes effect at her turn 1 minute later (round 11)', () => {
    const r = run('ex-21-one-minute-spell.scenario.json');
    expect(statuses(r, 'maga', 'bd_ak_action_castspell')[0]!.status).toMatchObject({ casting: { done: 1, required: 10 }, budget: { fullRound: 'other' } });
    const going = statuses(r, 'maga', 'bd_ak_casting_continues');
    expect(going.map((e) => e.status.casting?.done)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(going.every((e) => e.status.budget.fullRound === 'other' && e.rule?.id === 'AK-SPELL-21')).toBe(true);
    const last = r.log.at(-1)!.events;
    expect(of(last, 'turn.started')[0]).toMatchObject({ activeId: 'maga', round: 11 });
    expect(of(last, 'akenar.changed')[0]).toMatchObject({ reason: 'bd_ak_spell_takes_effect', rule: { id: 'AK-SPELL-21' }, status: { casting: null, budget: { fullRound: null } } });
    expect(statuses(r, 'maga', 'bd_ak_spell_takes_effect')).toHaveLength(1);
  });

  it('EX-22, AK-SPELL-13, AK-SPELL-15: holding the charge, touching 1 friend is a normal action, touching up to 6 a full-round action', () => {
    const r = run('ex-22-holding-the-charge.scenario.json');
    expect(statuses(r, 'sacerdotisa', 'bd_ak_action_castspell').map((e) => e.status.holding)).toEqual(['Curar heridas leves', 'Bendición']);
    const touches = statuses(r, 'sacerdotisa', 'bd_ak_action_touchfriends');
    expect(touches.map((e) => [e.params?.count, e.status.budget.normal, e.status.budget.fullRound, e.status.holding])).toEqual([
      [1, true, null, null],
      [6, false, 'other', null],
    ]);
    expect(touches.every((e) => e.rule?.id === 'AK-SPELL-15')).toBe(true);
  });

  it('EX-23, AK-SPELL-04: a deafened caster ruins a verbal spell on 20 or less on d100 (20%); a spell without V is not at risk', () => {
    const r = run('ex-23-deafened-caster.scenario.json');
    const checks = of(r.events, 'checks.rolled');
    expect(checks.map((c) => [c.rolls[0]!.notation, c.rolls[0]!.total, c.steps[0]!.msg, c.steps[0]!.rule?.id])).toEqual([
      ['1d100', 20, 'bd_ak_spell_ruined', 'AK-SPELL-04'],
      ['1d100', 21, 'bd_ak_spell_heard', 'AK-SPELL-04'],
    ]);
    expect(statuses(r, 'mago', 'bd_ak_action_castspell')).toHaveLength(3);
    expect(of(r.log.at(-1)!.events, 'checks.rolled')).toEqual([]);
  });

  describe('massive damage and armour damage', () => {
    it('EX-24, AK-HP-07: 20 lethal damage in one blow asks Fortitude DC 15 or death; 20 in two blows asks nothing', () => {
      const r = run('ex-24-massive-damage.scenario.json');
      const saves = of(r.events, 'life.changed').map((e) => [e.id, e.life, e.reason, e.rule?.id, e.roll?.notation, e.roll?.total]);
      expect(saves).toEqual([
        ['aldo', 'ok', 'bd_ak_massive_saved', 'AK-HP-07', '1d20+6', 15],
        ['berto', 'dead', 'bd_ak_massive_dead', 'AK-HP-07', '1d20+6', 14],
      ]);
      expect(r.state.combatants.map((c) => [c.id, c.hp.current, c.life])).toEqual([['aldo', 4, 'ok'], ['berto', 4, 'dead'], ['ciro', 4, 'ok']]);
      // The same check after armour, from an attack: 30 rolled − CA 10 = 20 taken.
      const hit = run('ex-25-armour-damage.scenario.json');
      expect(step(attacks(hit, 'ogro', 'caballero')[0], 'bd_ak_taken')?.params).toEqual({ rolled: 30, ca: 10, taken: 20 });
      expect(of(hit.events, 'life.changed').find((e) => e.id === 'caballero')?.roll?.key).toBe('fort.caballero');
    });

    it('EX-25, AK-ARM-13, AK-ARM-14, AK-ARM-16: 20+ after armour costs it 1d4 CA, a 4 takes a point from the helmet; repair 20% of the cost a point; CA 0 destroys it', () => {
      const r = run('ex-25-armour-damage.scenario.json');
      const knight = statuses(r, 'caballero', 'bd_ak_armour_damaged');
      expect(knight).toMatchObject([{ rule: { id: 'AK-ARM-13' }, params: { lost: 4, helmet: 1, ca: 6, cost: 900 }, status: { armourLoss: { body: 3, helmet: 1 } }, roll: { key: 'armour.caballero', notation: '1d4' } }]);
      const orc = statuses(r, 'orco', 'bd_ak_armour_destroyed');
      expect(orc).toMatchObject([{ rule: { id: 'AK-ARM-16' }, params: { lost: 2 }, status: { armourLoss: { body: 2, helmet: 0 } } }]);
      expect(orc[0]!.params).not.toHaveProperty('cost'); // destroyed armour is not repaired
      expect(who(r, 'orco').life).toBe('ok');
    });
  });

  it('EX-26, AK-ARROW-01..06: a metal-tipped arrow dealing 10+ sticks on 50%; it hurts 1 on a full-round turn; casting needs Concentration 15; out by Heal 20+ in 2d6 rounds, by magic healing over 2, or by force for 1d10', () => {
    const r = run('ex-26-stuck-arrows.scenario.json');
    const arrows = () => statuses(r, 'ilda').map((e) => [e.reason, e.status.arrows]);
    // 11 damage, d100 50: stuck.
    expect(statuses(r, 'ilda', 'bd_ak_arrow_stuck')[0]).toMatchObject({ rule: { id: 'AK-ARROW-01' }, roll: { key: 'arrow.ilda', notation: '1d100', total: 50 } });
    expect(attacks(r, 'arquero')[0]).toMatchObject({ outcome: 'critical', damage: 11 });
    // 10 damage, d100 51: not stuck.
    expect(attacks(r, 'ballestero')[0]!.damage).toBe(10);
    expect(of(batch(r, 3), 'akenar.changed').filter((e) => e.id === 'ilda')).toEqual([]);
    expect(of(batch(r, 3), 'checks.rolled')[0]!.steps[0]).toMatchObject({ msg: 'bd_ak_arrow_not_stuck', params: { total: 51 } });
    // Casting with an arrow in: Concentration DC 15.
    expect(of(batch(r, 5), 'checks.rolled')[0]!.steps[0]).toMatchObject({ msg: 'bd_ak_concentration_ok', params: { dc: 15, total: 15 }, rule: { id: 'AK-ARROW-03' } });
    // Her full-round turn ends: 1 more damage.
    expect(of(batch(r, 6), 'combatant.damaged')).toMatchObject([{ id: 'ilda', amount: 1, before: 29, after: 28 }]);
    expect(of(batch(r, 6), 'akenar.changed').find((e) => e.id === 'ilda')).toMatchObject({ reason: 'bd_ak_arrow_strain', rule: { id: 'AK-ARROW-02' } });
    // Heal 20 (12 + 8): out in 2d6 = 7 rounds.
    expect(statuses(r, 'ilda', 'bd_ak_arrow_healed_out')[0]).toMatchObject({ rule: { id: 'AK-ARROW-05' }, params: { total: 20, rounds: 7 }, status: { arrows: 0 } });
    // 7 damage: no d100.
    expect(attacks(r, 'arquero')[1]!.damage).toBe(7);
    expect(of(batch(r, 9), 'akenar.changed').filter((e) => e.id === 'ilda')).toEqual([]);
    // Magical healing of 2 leaves the bolt in, of 3 removes it.
    expect(of(batch(r, 13), 'akenar.changed')).toEqual([]);
    expect(of(batch(r, 15), 'akenar.changed')).toMatchObject([{ id: 'ilda', reason: 'bd_ak_arrows_healed', rule: { id: 'AK-ARROW-06' }, status: { arrows: 0 } }]);
    // Torn out by force: a normal action and 1d10 (3) damage.
    const forced = batch(r, r.log.length - 1);
    expect(of(forced, 'akenar.changed')).toMatchObject([
      { id: 'ilda', reason: 'bd_ak_arrow_forced', params: { damage: 3 }, roll: { key: 'arrow.ilda', notation: '1d10' }, status: { arrows: 0 } },
      { id: 'ilda', reason: 'bd_ak_action_removearrow', rule: { id: 'AK-ARROW-04' }, status: { arrows: 0, budget: { normal: true } } },
    ]);
    expect(of(forced, 'combatant.damaged')).toMatchObject([{ id: 'ilda', amount: 3 }]);
    expect(arrows().filter(([reason]) => reason === 'bd_ak_arrow_stuck').map(([, n]) => n)).toEqual([1, 1, 1]);
    expect([who(r, 'ilda').hp.current, akenarRecord(who(r, 'ilda'))?.status.arrows]).toEqual([3, 0]);
  });
});
