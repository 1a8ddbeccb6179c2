import { z } from 'zod';
import { idSchema, nameSchema } from '../../model/primitives.js';
import { rollRecordSchema, ruleRefSchema } from '../../engine/prompt.js';
import { describeRoll, lifeChangedText, renderRef, withRule } from '../../log/text.js';
import type { EventDescriber } from '../types.js';
import { akenarStatusSchema } from './schema.js';

/** An Akenar combatant's status after the change (armour damage, arrows, actions…), with why. */
export const akenarChangedEvent = z
  .object({
    type: z.literal('akenar.changed'),
    id: idSchema,
    name: nameSchema,
    status: akenarStatusSchema,
    reason: z.string().regex(/^bd_[a-z0-9_]+$/),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    rule: ruleRefSchema.nullable(),
    roll: rollRecordSchema.optional(),
  })
  .strict();
type AkenarChanged = z.infer<typeof akenarChangedEvent>;
type LifeChanged = { reason: string; rule: { id: string; gap?: string } | null };

export const AKENAR_EVENTS = [akenarChangedEvent] as const;

export const AKENAR_DESCRIBERS: Readonly<Record<string, EventDescriber>> = {
  'akenar.changed': (event) => {
    const e = event as AkenarChanged;
    return withRule(renderRef({ msg: e.reason, params: { name: e.name, ...e.params, roll: e.roll ? describeRoll(e.roll) : '' } }), e.rule);
  },
  /** A move is told by its status line in metres (bd_ak_move_*); the GM's drag (override) by the core. */
  'combatant.moved': (event) => ((event as { override?: boolean }).override ? undefined : ''),
  /** Akenar's life changes cite their rule (AK-HP-*); other systems' are left to the core. */
  'life.changed': (event) => {
    const e = event as unknown as LifeChanged;
    return e.reason.startsWith('bd_ak_') ? withRule(lifeChangedText(e as never), e.rule) : undefined;
  },
};
