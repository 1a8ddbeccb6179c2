import { ok, ref } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { EncounterState } from '../../../shared/model/encounter.js';
import { withBonus } from '../../../shared/dice/notation.js';
import type { RulesSystem } from '../core/system.js';
import { akenarHost } from './host.js';
import { akenarScenario } from './scenario.js';
import { akAttackEvents } from './attack.js';
import { akMoveEvents } from './move.js';
import { akActionEvents, maneuverEvents } from './actions.js';
import { arrowStrain, initiativeOrder } from './economy.js';
import { isAk, status } from './sheet.js';
import { akHealEvents, blowEvents, dyingTurnEvents, natural, recoveryEvents } from './wounds.js';
import { abilityMod, statusAtTurnStart } from '../../../shared/systems/akenar/schema.js';
import { akenarRecord } from '../../../shared/systems/akenar/sheet.js';

const SAVES = { con: 'fortitude', dex: 'reflex', wis: 'will' } as const;

/**
 * Akenar (seed 000), automated on 1 m hexes: the plugin the core hands Akenar commands to (ADR 0006).
 * Combatants without an Akenar stat block are tracked by hand, as in any tracker.
 */
export const akenar: RulesSystem<'akenar'> = {
  foldEvent(draft, event) {
    if (event.type !== 'akenar.changed') return;
    const c = draft.combatants.find((x) => x.id === event.id);
    if (c?.sheet?.system === 'akenar') c.sheet.status = structuredClone(event.status);
  },
  id: 'akenar',
  level: 'automated',
  scenario: akenarScenario,
  units: { length: 'm', perHex: 1 },
  /** The turn's budget, reactions and one-turn modifiers renew (AK-SEQ-05, AK-HP-10/14). */
  foldTurnStart(c) {
    if (isAk(c)) c.sheet.status = statusAtTurnStart(c.sheet.status, c);
  },
  resolvers: {
    attack: akAttackEvents,
    moveCombatant: akMoveEvents,
    akenarAction: akActionEvents,
    maneuver: maneuverEvents,
    /** The GM's quick damage: HP lost as one blow, after armour (AK-HP-05..07). */
    damage: (state, cmd, dice) => {
      const c = state.combatants.find((x) => x.id === cmd.id);
      if (!c) return failRef('NOT_FOUND', ref('err_no_combatant', { id: cmd.id }), { path: 'command.id' });
      if (!isAk(c)) return ok([{ type: 'combatant.damaged', id: c.id, name: c.name, amount: cmd.amount, before: c.hp.current, after: c.hp.current - cmd.amount }]);
      return ok(blowEvents(state, c, cmd.amount, dice));
    },
    /** Saving throws (AK-SAVE-01/02/04): Fortitude (Con), Reflex (Dex), Will (Wis); 1 fails, 20 succeeds. */
    savingThrow: (state, cmd, dice) => {
      const c = state.combatants.find((x) => x.id === cmd.id);
      if (!c) return failRef('NOT_FOUND', ref('err_no_combatant', { id: cmd.id }), { path: 'command.id' });
      if (!isAk(c)) return failRef('INVALID_COMMAND', ref('err_ak_no_stats', { name: c.name }), { path: 'command.id' });
      const save = cmd.ability === 'con' || cmd.ability === 'dex' || cmd.ability === 'wis' ? SAVES[cmd.ability] : null;
      if (!save) return failRef('INVALID_COMMAND', ref('err_ak_saves'), { path: 'command.ability' });
      const bonus = c.sheet.stats[save] + abilityMod(c.sheet.stats.abilities[cmd.ability]);
      const roll = dice.roll({ key: `save.${c.id}`, notation: withBonus('1d20', bonus), purpose: { msg: 'prompt_save', params: { ability: cmd.ability, name: c.name, dc: cmd.dc } }, roller: c });
      const n = natural(roll);
      const success = n === 20 || (n !== 1 && roll.total >= cmd.dc);
      return ok([{ type: 'save.rolled', id: c.id, name: c.name, ability: cmd.ability, dc: cmd.dc, success, roll, steps: [{ msg: 'bd_ak_save', params: { total: roll.total, dc: cmd.dc }, rule: { id: n === 1 || n === 20 ? 'AK-SAVE-04' : 'AK-SAVE-01' } }] }]);
    },
    /** Hours pass: the stable try to regain consciousness each hour (AK-HP-23). */
    timePasses: (state, cmd, dice) => ok(state.combatants.flatMap((c) => (isAk(c) ? recoveryEvents(c, cmd.hours, dice) : []))),
  },
  /**
   * A caster who falls loses a long casting; Con 0 kills; initiative ties (AK-SEQ-10, AK:G-20) go
   * by `initiativeOrder`, an exact tie is left for `rollTies` (roll-off).
   */
  consequences(_before, events, after) {
    const out: EncounterEvent[] = [];
    // A caster who falls while casting over rounds loses the spell: the rounds must be uninterrupted (AK-SPELL-21/22).
    for (const e of events) {
      if (e.type !== 'life.changed' || e.life === 'ok') continue;
      const c = after().combatants.find((x) => x.id === e.id);
      if (isAk(c) && c.sheet.status.casting) out.push(status(c, 'bd_ak_casting_lost', { ...c.sheet.status, casting: null, holding: null }, 'AK-SPELL-22', { spell: c.sheet.status.casting.name }));
    }
    // Ability damage that takes Constitution to 0 kills (AK-DMG-11, AK-HP-08).
    for (const e of events) {
      if (e.type !== 'combatant.updated' || e.patch.sheet?.system !== 'akenar') continue;
      const c = after().combatants.find((x) => x.id === e.id);
      if (isAk(c) && c.sheet.stats.abilities.con === 0 && c.life !== 'dead') {
        out.push({ type: 'life.changed', id: c.id, name: c.name, life: 'dead', deathSaves: { successes: 0, failures: 0 }, reason: 'bd_ak_con_zero', rule: { id: 'AK-HP-08' } });
      }
    }
    if (!events.some((e) => e.type === 'initiative.rolled' || e.type === 'initiative.set')) return out;
    const state = after();
    const placed = state.combatants.filter((c) => c.initiative !== null);
    const { order, tied } = akInitiativeOrder(state);
    // Within one initiative value, each rank (a combatant, or a group still tied) gets a tiebreak, highest first.
    const head = new Map(tied.flatMap((g) => g.map((id) => [id, g[0]] as const)));
    const rank = (id: string) => head.get(id) ?? id;
    const initiative = new Map(placed.map((c) => [c.id, c.initiative]));
    const settled = rolledOff(_before, tied, events);
    const values: { id: string; name: string; value: number }[] = [];
    for (const total of new Set(initiative.values())) {
      const group = placed.filter((c) => c.initiative === total);
      const ranks = [...new Set(order.filter((id) => initiative.get(id) === total).map(rank))];
      // A lone rank needs nothing unless a newcomer meets a stale roll-off order: then it is tied again.
      if (ranks.length < 2 && (group.every((c) => settled.has(c.id)) || new Set(group.map((c) => c.tiebreak)).size < 2)) continue;
      const span = Math.max(10, group.length + 1);
      for (const c of group) {
        const value = (ranks.length - ranks.indexOf(rank(c.id))) * span + (settled.get(c.id) ?? 0);
        if (c.tiebreak !== value) values.push({ id: c.id, name: c.name, value });
      }
    }
    return values.length ? [...out, { type: 'tiebreak.set', values, rule: { id: 'AK-SEQ-10', gap: 'AK:G-20' } }] : out;
  },
  /**
   * A turn starts: a dying character checks to stabilise (AK-HP-15/16); in a surprise round (someone
   * surprised in round 1) the aware act with one action only (AK-SEQ-04, AK:G-19).
   */
  turnStart(state, c, dice) {
    if (!isAk(c)) return [];
    const events: EncounterEvent[] = [...dyingTurnEvents(c, dice)];
    // A spell of 1 round or more: each round a full-round action until it takes effect, just before
    // the turn after the last one (AK-SPELL-20/21, EX-21).
    let s = c.sheet.status;
    const casting = s.casting;
    if (casting && c.life === 'ok') {
      events.push(
        casting.done >= casting.required
          ? status(c, 'bd_ak_spell_takes_effect', { ...s, casting: null }, casting.required > 1 ? 'AK-SPELL-21' : 'AK-SPELL-20', { spell: casting.name })
          : status(c, 'bd_ak_casting_continues', { ...s, casting: { ...casting, done: casting.done + 1 }, budget: { ...s.budget, fullRound: 'other' } }, 'AK-SPELL-21', { spell: casting.name, done: casting.done + 1, required: casting.required }),
      );
      const last = events.at(-1);
      if (last?.type === 'akenar.changed') s = last.status;
    }
    // The surprised stay marked until their turn ends, and keep their idle budget until their next one,
    // so round 1 is the surprise round while either holds for someone.
    const unaware = (x: (typeof state.combatants)[number]) => x.surprised || akenarRecord(x)?.status.budget.limitRule === 'AK-SEQ-05';
    const surpriseRound = state.round === 1 && state.combatants.some(unaware) && !c.surprised;
    if (surpriseRound && s.budget.limited === 'none') {
      events.push(status(c, 'bd_ak_surprise_round', { ...s, budget: { ...s.budget, limited: 'single', limitRule: 'AK-SEQ-04' } }, 'AK-SEQ-04'));
    }
    return events;
  },
  /** A busy turn with stuck arrows hurts: +1 per arrow after two actions or a full-round action (AK-ARROW-02). */
  turnEnd(state, c, dice) {
    if (!isAk(c) || c.sheet.status.arrows === 0) return [];
    const extra = arrowStrain(c.sheet.status.budget, c.sheet.status.arrows);
    return extra ? [status(c, 'bd_ak_arrow_strain', c.sheet.status, 'AK-ARROW-02', { damage: extra }), ...blowEvents(state, c, extra, dice.scope('strain.'))] : [];
  },
  heal: (_state, c, { amount, magical }) => {
    const events = isAk(c) ? akHealEvents(c, amount, magical) : [{ type: 'combatant.healed' as const, id: c.id, name: c.name, amount, before: c.hp.current, after: Math.min(c.hp.max, c.hp.current + amount) }];
    return events.length ? ok(events) : failRef('INVALID_COMMAND', ref('err_ak_dead_no_heal', { name: c.name }), { path: 'command.id' });
  },
  /** The equipment catalogue channels and the demo (host.ts). */
  host: akenarHost,
};

/**
 * Within each still-tied rank whose members were neither rolled nor set by this batch, the order a
 * roll-off settled (distinct tiebreaks): each member's place from the bottom, 0 for the lowest. A rank
 * someone joins or leaves is tied again and needs a new roll-off.
 */
function rolledOff(before: EncounterState, tied: readonly (readonly string[])[], events: readonly EncounterEvent[]): Map<string, number> {
  const prior = new Map(before.combatants.map((c) => [c.id, c]));
  const rolled = new Set(events.flatMap((e) => (e.type === 'initiative.set' ? [e.id] : e.type === 'initiative.rolled' ? e.rolls.map((r) => r.id) : [])));
  const key = (g: readonly string[]) => [...g].sort().join(' ');
  const wasTied = new Set(akInitiativeOrder(before).tied.map(key));
  const out = new Map<string, number>();
  for (const g of tied) {
    if (g.some((id) => rolled.has(id)) || !wasTied.has(key(g))) continue;
    const members = g.map((id) => prior.get(id)!);
    const levels = [...new Set(members.map((c) => c.tiebreak))].sort((a, b) => a - b);
    if (levels.length < 2) continue;
    for (const c of members) out.set(c.id, levels.indexOf(c.tiebreak));
  }
  return out;
}

function akInitiativeOrder(state: EncounterState): ReturnType<typeof initiativeOrder> {
  const placed = state.combatants.filter((c) => c.initiative !== null);
  return initiativeOrder(placed.map((c) => ({ id: c.id, total: c.initiative ?? 0, modifier: c.initiativeBonus, dex: akenarRecord(c)?.stats.abilities.dex ?? 0 })));
}
