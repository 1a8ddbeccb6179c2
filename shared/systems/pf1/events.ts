import { z } from 'zod';
import { idSchema, nameSchema } from '../../model/primitives.js';
import { rollRecordSchema, ruleRefSchema, stepSchema } from '../../engine/prompt.js';
import { describeRoll, lifeChangedText, registerParamLabels, renderRef, withRule } from '../../log/text.js';
import type { EventDescriber } from '../types.js';
import { pf1StatusSchema } from './schema.js';

// Actions, maneuvers, saves and action types in Pathfinder's breakdowns, refusals and prompts, by their labels.
registerParamLabels(['err_pf1_', 'bd_pf_', 'prompt_pf_'], { action: 'pf1_action_', kind: 'ui_pf_man_', attack: 'ui_pf_man_', save: 'ui_pf_' });
registerParamLabels(['bd_pf_econ_act_'], { type: 'ui_pf_type_' });

/** A Pathfinder combatant's status after the change (its budget, a spell cast, a defence…), with why and the dice. */
export const pf1ChangedEvent = z.strictObject({
  type: z.literal('pf1.changed'),
  id: idSchema,
  name: nameSchema,
  status: pf1StatusSchema,
  reason: z.string().regex(/^bd_[a-z0-9_]+$/),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  rule: ruleRefSchema.nullable(),
  roll: rollRecordSchema.optional(),
  /** The steps of a check (concentration, stabilisation, aid another), each with its rule. */
  steps: z.array(stepSchema).max(40).optional(),
});
type Pf1Changed = z.infer<typeof pf1ChangedEvent>;
type LifeChanged = { reason: string; rule: { id: string; gap?: string } | null };

export const PF1_EVENTS = [pf1ChangedEvent] as const;

export const PF1_DESCRIBERS: Readonly<Record<string, EventDescriber>> = {
  'pf1.changed': (event) => {
    const e = event as Pf1Changed;
    return withRule(renderRef({ msg: e.reason, params: { name: e.name, ...e.params, roll: e.roll ? describeRoll(e.roll) : '' } }), e.rule);
  },
  /** Pathfinder's life changes cite their rule; other systems' are left to the core. */
  'life.changed': (event) => {
    const e = event as unknown as LifeChanged;
    return e.reason.startsWith('bd_pf_') ? withRule(lifeChangedText(e as never), e.rule) : undefined;
  },
};
