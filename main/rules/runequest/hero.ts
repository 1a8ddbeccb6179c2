/**
 * Hero Points (RQ-HERO-01..05): each use spends one (RQ-HERO-01). Glancing Blow turns a Major Wound
 * into a Serious one, the location at −starting HP (RQ-HERO-03), asked as `hero.<id>` when points are
 * left and `heroPrompts` is on. Second Chance re-rolls a failed test (`rollTest`'s `secondChance`,
 * RQ-HERO-02, Z-25: the new roll stands). Heroes' Luck ('RQ-HERO-04', the GM's approval) and
 * Legendary Abilities (RQ-HERO-05, G-22: the cost is the data's, `points`) are the `rqHero` command, logged.
 */
import { ok, ref } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import type { Resolver, SystemCommand } from '../core/system.js';
import type { RollContext } from '../core/dice-engine.js';
import { changed, isRq, settingsOf } from './sheet.js';
import type { RqLoc } from './location.js';
import type { Track } from './wound-track.js';

type HeroCmd = Extract<SystemCommand<'runequest'>, { type: 'rqHero' }>;

/** Asks whether c spends a Hero Point on a Glancing Blow against the Major Wound `loc` would take; spends it if so. */
export function glancingBlow(track: Track, loc: RqLoc, dice: RollContext): boolean {
  const c = track.c;
  if (!settingsOf(track.startState).heroPrompts || track.status.heroPoints < 1) return false;
  const answer = dice.choose({
    key: `hero.${c.id}`, roller: c, question: { msg: 'prompt_rq_hero_glancing', params: { name: c.name, location: loc.id, points: track.status.heroPoints } },
    options: [{ value: 'yes', label: { msg: 'opt_yes', params: {} } }, { value: 'no', label: { msg: 'opt_no', params: {} } }], default: 'yes',
  });
  if (answer !== 'yes') return false;
  track.set({ ...track.status, heroPoints: track.status.heroPoints - 1 }, 'bd_rq_hero_glancing', { id: 'RQ-HERO-03' }, { params: { location: loc.id, hp: -loc.hp, left: track.status.heroPoints - 1 } });
  return true;
}

/** Heroes' Luck or a Legendary Ability: the points spent, the GM's note in the log. */
export const rqHeroResolver: Resolver<HeroCmd> = (state, cmd) => {
  const c = state.combatants.find((x) => x.id === cmd.id);
  if (!c) return failRef('NOT_FOUND', ref('err_no_combatant', { id: cmd.id }), { path: 'command.id' });
  if (!isRq(c)) return failRef('INVALID_COMMAND', ref('err_rq_hero_no_sheet', { name: c.name }), { path: 'command.id' });
  const points = cmd.use === 'heroesLuck' ? 1 : cmd.points;
  if (cmd.use === 'heroesLuck' && cmd.points !== 1) return failRef('INVALID_COMMAND', ref('err_rq_hero_luck_one', { points: cmd.points }), { path: 'command.points' });
  const have = c.sheet.status.heroPoints;
  if (have < points) return failRef('INVALID_COMMAND', ref('err_rq_hero_not_enough', { name: c.name, have, points }), { path: 'command.points' });
  const rule = cmd.use === 'heroesLuck' ? { id: 'RQ-HERO-04' } : { id: 'RQ-HERO-05', gap: 'G-22' };
  return ok([changed(c, { ...c.sheet.status, heroPoints: have - points }, cmd.use === 'heroesLuck' ? 'bd_rq_hero_luck' : 'bd_rq_hero_legendary', rule, { params: { note: cmd.note, points, left: have - points } })]);
};
