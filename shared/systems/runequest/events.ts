import { z } from 'zod';
import { idSchema, nameSchema } from '../../model/primitives.js';
import { rollRecordSchema, ruleRefSchema, stepSchema } from '../../engine/prompt.js';
import { describeRoll, lifeChangedText, registerParamLabels, renderRef, withRule } from '../../log/text.js';
import type { EventDescriber } from '../types.js';
import { rqStatusSchema, WOUND_TIERS } from './schema.js';

// Locations, success levels, wound tiers, skills, difficulty grades and reaction tables in RuneQuest's
// breakdowns, refusals and prompts, by their labels.
registerParamLabels(['bd_rq_', 'err_rq_', 'prompt_rq_', 'log_rq_', 'ev_rq_', 'ui_rq_'], {
  location: 'rq_loc_', locations: 'rq_loc_', level: 'ui_rq_level_', def: 'ui_rq_level_', atk: 'ui_rq_level_', tier: 'rq_tier_',
  skill: 'print_runequest_skill_', grade: 'rq_grade_', table: 'rq_table_',
});

const paramsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/** A RuneQuest combatant's status after a change (a CA spent, a Reaction, a wound's effect…), with why, the rule and the dice. */
export const rqChangedEvent = z.strictObject({
  type: z.literal('runequest.changed'),
  id: idSchema,
  name: nameSchema,
  status: rqStatusSchema,
  reason: z.string().regex(/^bd_[a-z0-9_]+$/),
  params: paramsSchema.optional(),
  rule: ruleRefSchema.nullable(),
  rolls: z.array(rollRecordSchema).max(20).optional(),
  /** The steps of a test (Resilience, Athletics, an opposed test), each with its rule. */
  steps: z.array(stepSchema).max(40).optional(),
});
type RqChanged = z.infer<typeof rqChangedEvent>;

/**
 * A blow landing on one hit location (RQ-DMG-03..07): the damage after Reactions, the armour AP
 * subtracted, the location's HP before and after and the wound it leaves. The fold writes the HP and
 * the wound; the log and the hit-location figure read this event.
 */
export const rqHitEvent = z.strictObject({
  type: z.literal('runequest.hit'),
  id: idSchema,
  name: nameSchema,
  location: z.string().regex(/^[a-z][a-z0-9-]{0,23}$/),
  /** The location's shown name where the messages do not name it (a tail). */
  locationName: z.string().max(40).optional(),
  damage: z.number().int().min(0),
  ap: z.number().int().min(0),
  before: z.number().int(),
  after: z.number().int(),
  /** The location's wound after the blow (its worst so far). */
  tier: z.enum(WOUND_TIERS),
  /** The tier this blow crossed into, when it crossed one (its effects follow as their own events). */
  crossed: z.enum(WOUND_TIERS).optional(),
  rule: ruleRefSchema,
  roll: rollRecordSchema.optional(),
});
type RqHit = z.infer<typeof rqHitEvent>;
type LifeChanged = { reason: string; rule: { id: string; gap?: string } | null };

export const RQ_EVENTS = [rqChangedEvent, rqHitEvent] as const;

export const RQ_DESCRIBERS: Readonly<Record<string, EventDescriber>> = {
  'runequest.changed': (event) => {
    const e = event as RqChanged;
    const rolls = (e.rolls ?? []).map(describeRoll).join('; ');
    return withRule(renderRef({ msg: e.reason, params: { name: e.name, ...e.params, roll: rolls } }), e.rule);
  },
  'runequest.hit': (event) => {
    const e = event as RqHit;
    const location = e.locationName ?? renderRef({ msg: `rq_loc_${e.location.replaceAll('-', '_')}`, params: {} });
    return withRule(renderRef({ msg: 'bd_rq_hit', params: { name: e.name, location, damage: e.damage, ap: e.ap, before: e.before, after: e.after, tier: renderRef({ msg: `rq_tier_${e.tier}`, params: {} }) } }), e.rule);
  },
  /** RuneQuest's life changes cite their rule; other systems' are left to the core. */
  'life.changed': (event) => {
    const e = event as unknown as LifeChanged;
    return e.reason.startsWith('bd_rq_') ? withRule(lifeChangedText(e as never), e.rule) : undefined;
  },
};
