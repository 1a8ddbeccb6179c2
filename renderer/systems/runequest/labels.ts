import { renderRef } from '../../../shared/log/describe.js';
import { RQ_SKILLS, rqSkillParam } from '../../../shared/systems/runequest/schema.js';

const msg = (key: string): string => renderRef({ msg: key, params: {} });

/** A hit location's name: its own where the sheet names it, else `rq_loc_<id>`. */
export const locationLabel = (id: string, name?: string) => name ?? msg(`rq_loc_${id.replaceAll('-', '_')}`);
/** A skill's name: a combat skill by message, a weapon skill by the weapons using it, else its key. */
export const skillLabel = (key: string, weapons: readonly { skill: string; name: string }[]) =>
  (RQ_SKILLS as readonly string[]).includes(key) ? msg(`print_runequest_skill_${key.replaceAll('-', '_')}`) : rqSkillParam(key, weapons);
/** A wound tier's name (`rq_tier_<tier>`). */
export const tierLabel = (tier: string) => msg(`rq_tier_${tier}`);
/** An `rqAction`'s name (`ui_rq_act_<action>`). */
export const actionLabel = (action: string) => msg(`ui_rq_act_${action}`);
/** A stance (`ui_rq_stance_<stance>`). */
export const stanceLabel = (stance: string) => msg(`ui_rq_stance_${stance}`);
/** A difficulty grade (`ui_rq_diff_<grade>`). */
export const difficultyLabel = (d: string) => msg(`ui_rq_diff_${d}`);
/** A movement mode (`ui_rq_move_<mode>`). */
export const moveModeLabel = (mode: string) => msg(`ui_rq_move_${mode}`);
