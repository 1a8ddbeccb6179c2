/**
 * What happens as a Pathfinder turn starts and ends, and after any change: the dying check, a long
 * casting that goes on or takes effect, the surprise round's restriction, a started full-round action
 * that lapses, a disabled creature's strained standard action, a fallen caster's spell.
 */
import type { Combatant, EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { Pf1Status } from '../../../shared/systems/pf1/schema.js';
import type { RollContext } from '../core/dice-engine.js';
import { isPf, status, type PfCombatant } from './sheet.js';
import { dyingCheckEvents, pf1HitEvents } from './health.js';

const lastStatus = (events: readonly EncounterEvent[], s: Pf1Status): Pf1Status => {
  const last = events.at(-1);
  return last?.type === 'pf1.changed' ? last.status : s;
};

/** Surprised in round 1 and not yet acted: the surprise round is on (G-06). */
const unaware = (x: Combatant) => x.surprised || (isPf(x) && x.sheet.status.budget.limitRule === 'PF:G-06');

/**
 * A turn starts (after the budget renews, `statusAtTurnStart`): a dying creature checks (PF-HP-04);
 * a spell of 1 round or longer takes effect just before the turn after its last round (PF-SPELL-37/38)
 * or goes on as this turn's full-round action (PF-SPELL-38/39); in round 1 with someone surprised the
 * aware act with one standard or one move action (PF-ECON-05, G-06).
 */
export function pf1TurnStart(state: EncounterState, c: Combatant, dice: RollContext): EncounterEvent[] {
  if (!isPf(c)) return [];
  const events: EncounterEvent[] = [...dyingCheckEvents(state, c, dice)];
  let s = c.sheet.status;
  const casting = s.casting;
  if (casting && c.life === 'ok') {
    events.push(
      casting.done >= casting.required
        ? status(c, 'bd_pf_spell_takes_effect', { ...s, casting: null }, casting.required > 1 ? 'PF-SPELL-38' : 'PF-SPELL-37', { spell: casting.name })
        : status(c, 'bd_pf_spell_casting_continues', { ...s, casting: { ...casting, done: casting.done + 1 }, budget: { ...s.budget, fullRound: 'castSpell' } }, 'PF-SPELL-38', {
            spell: casting.name, done: casting.done + 1, required: casting.required,
          }),
    );
    s = lastStatus(events, s);
  }
  const surpriseRound = state.round === 1 && !c.surprised && state.combatants.some(unaware);
  if (surpriseRound && s.budget.limited === 'none') {
    events.push(status(c, 'bd_pf_econ_surprise_round', { ...s, budget: { ...s.budget, limited: 'single', limitRule: 'PF-ECON-05' } }, 'PF-ECON-05', undefined, { gap: 'PF:G-06' }));
  }
  return events;
}

/**
 * A turn ends: a full-round action started last round with a standard action and not completed this
 * round is lost (PF-ECON-25, G-31).
 */
export function pf1TurnEnd(state: EncounterState, c: Combatant): EncounterEvent[] {
  if (!isPf(c)) return [];
  const started = c.sheet.status.started;
  if (started && started.round < state.round) {
    return [status(c, 'bd_pf_econ_started_lost', { ...c.sheet.status, started: null }, 'PF-ECON-25', { action: started.action }, { gap: 'PF:G-31' })];
  }
  return [];
}

/**
 * After any change: a caster who drops loses a spell of 1 round or longer it was casting and a charge
 * it held (PF-SPELL-39); a disabled creature (0 HP) that takes a standard action loses 1 HP and is
 * dying (PF-HP-05).
 */
export function pf1Consequences(before: EncounterState, events: readonly EncounterEvent[], after: () => EncounterState): EncounterEvent[] {
  const out: EncounterEvent[] = [];
  for (const e of events) {
    if (e.type !== 'life.changed' || e.life === 'ok') continue;
    const c = after().combatants.find((x) => x.id === e.id);
    if (isPf(c) && (c.sheet.status.casting || c.sheet.status.holding)) {
      const spell = c.sheet.status.casting?.name ?? c.sheet.status.holding?.name ?? '';
      out.push(status(c, 'bd_pf_spell_lost_fallen', { ...c.sheet.status, casting: null, holding: null }, 'PF-SPELL-39', { spell }));
    }
  }
  if (!events.some((e) => e.type === 'pf1.changed')) return out;
  const now = after();
  for (const c of now.combatants) {
    if (!isPf(c) || c.life !== 'ok' || c.hp.current !== 0) continue;
    const was = before.combatants.find((x) => x.id === c.id) as PfCombatant | undefined;
    if (!isPf(was) || was.sheet.status.budget.standard || !c.sheet.status.budget.standard) continue;
    out.push(status(c, 'bd_pf_hp_disabled_strain', c.sheet.status, 'PF-HP-05', undefined, { gap: 'PF:G-05' }), ...pf1HitEvents(now, c, { amount: 1 }));
  }
  return out;
}
