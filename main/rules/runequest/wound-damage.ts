/**
 * The GM's quick damage on a RuneQuest combatant (the core `damage` command): `amount` to `location`
 * (else 1D20, `loc.d20`), armour unless `ignoreArmour`, through `applyBlow`. With `area` it is an area
 * effect the target may evade (RQ-REACT-20..24, `evade.<id>`): a Reaction and a Dodge test
 * (`dodge.<id>`, Defend's +20% counts: Z-23); success halves the damage, a critical avoids it, and the
 * evader is prone whatever the roll. No evade when it may not react (helpless, grappling, surprised,
 * its own turn: reaction.ts `cannotReact`) or while prone; a rider evades at −30% and is
 * dismounted. Targeted attacks never reach this (RQ-REACT-21: the attack's reaction choice has no evade).
 */
import { ok, ref } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { Resolver, SystemCommand } from '../core/system.js';
import { byHandDamageEvents } from '../core/by-hand.js';
import { changed, isRq, settingsOf, skillOf } from './sheet.js';
import { cannotReact } from './reaction.js';
import { rqAttackOptionsSchema } from '../../../shared/systems/runequest/commands.js';
import { reactionProblem, spendReaction } from './economy.js';
import { rollTest, type RqMod } from './skill.js';
import { testMods } from './wounds.js';
import { hasLocation } from './location.js';
import { applyBlow } from './damage.js';
import { fold } from '../core/fold.js';

type DamageCmd = Extract<SystemCommand<'runequest'>, { type: 'damage' }>;
/** An area effect is no attack: the plain options for the shared may-react check. */
const AREA = rqAttackOptionsSchema.parse({});

export const rqDamageResolver: Resolver<DamageCmd> = (state, cmd, dice) => {
  const c = state.combatants.find((x) => x.id === cmd.id);
  if (!c) return failRef('NOT_FOUND', ref('err_no_combatant', { id: cmd.id }), { path: 'command.id' });
  if (!isRq(c)) return ok(byHandDamageEvents(c, cmd.amount));
  if (c.life === 'dead') return failRef('INVALID_COMMAND', ref('err_rq_wound_dead', { name: c.name }), { path: 'command.id' });
  if (cmd.location && !hasLocation(state, c, cmd.location)) return failRef('INVALID_COMMAND', ref('err_rq_wound_bad_location', { name: c.name, location: cmd.location }), { path: 'command.location' });
  const events: EncounterEvent[] = [];
  let halve = false;
  let amount = cmd.amount;
  if (cmd.area) {
    const s = c.sheet.status;
    // The may-react check every Reaction takes (reaction.ts, RQ-REACT-02/07, RQ-GRAP-07, RQ-SURP-02), then evade's own (RQ-REACT-21).
    const no = cannotReact(state, c, AREA);
    const why = no ? null : s.stance === 'prone' ? 'prone' : reactionProblem(state, c) ? 'reaction' : null;
    if (no) events.push(changed(c, s, no.msg, { id: no.rule, ...(no.gap ? { gap: no.gap } : {}) }, { params: { name: c.name } }));
    else if (why) events.push(changed(c, s, `bd_rq_evade_cannot_${why}`, { id: why === 'reaction' ? 'RQ-REACT-01' : 'RQ-REACT-21' }));
    else {
      const choice = dice.choose({
        key: `evade.${c.id}`, roller: c, question: { msg: 'prompt_rq_evade', params: { name: c.name, amount: cmd.amount } },
        options: [{ value: 'evade', label: { msg: 'opt_rq_evade', params: {} } }, { value: 'none', label: { msg: 'opt_rq_no_reaction', params: {} } }], default: 'evade',
      });
      if (choice === 'evade') {
        const mods: RqMod[] = [...testMods(state, c, s, 'dodge', { reaction: 'evade' })];
        if (s.mounted) mods.push({ msg: 'bd_rq_mod_evade_mounted', value: -30, rule: { id: 'RQ-REACT-22' } });
        const t = rollTest(dice, { key: `dodge.${c.id}`, base: skillOf(c, 'dodge'), mods, purpose: { msg: 'prompt_rq_test', params: { name: c.name, skill: 'dodge' } }, roller: c, rule: { id: 'RQ-REACT-23', gap: 'G-21' }, settings: settingsOf(state) });
        const status = { ...spendReaction(s), stance: 'prone' as const, mounted: false };
        const result = t.level === 'critical' ? 'avoided' : t.level === 'success' ? 'halved' : 'failed';
        events.push(changed(c, status, `bd_rq_evade_${result}`, { id: 'RQ-REACT-23', gap: 'G-21' }, { params: { amount: cmd.amount }, rolls: [t.roll], steps: t.steps }));
        events.push(changed(c, status, 'bd_rq_evade_prone', { id: 'RQ-REACT-24' }));
        if (s.mounted) events.push(changed(c, status, 'bd_rq_evade_dismounted', { id: 'RQ-REACT-22' }));
        if (result === 'avoided') amount = 0;
        halve = result === 'halved';
      }
    }
  }
  if (amount === 0 && cmd.area) return ok(events);
  const now = fold(state, events);
  const r = applyBlow(now, { target: c.id, attacker: null, weapon: null, amount, halve, ...(cmd.location ? { location: cmd.location } : {}), ignoreArmour: cmd.ignoreArmour ?? false, rule: { id: cmd.area ? 'RQ-REACT-20' : 'RQ-DMG-06' } }, dice);
  const steps = changed(c, (now.combatants.find((x) => x.id === c.id) as typeof c).sheet.status, 'bd_rq_blow', { id: 'RQ-DMG-01' }, { params: { damage: r.damage, dealt: r.dealt, location: r.location }, steps: r.steps.slice(0, 40) });
  return ok([...events, steps, ...r.events]);
};
