// Builders for modifier fixtures in the engine tests.
import type {
  BonusType,
  ModOp,
  ModSource,
  ModTarget,
  Modifier,
  When,
} from '../../../shared/engine/modifiers.js';
import type { StackPolicy } from '../../../shared/engine/stack.js';

export interface ModOpts {
  type?: BonusType;
  /** source id (kind 'rule'), or a full source; defaults to the rule id */
  src?: string | ModSource;
  when?: When;
  gap?: string;
}

export function mod(op: ModOp, target: ModTarget, value: number, rule: string, o: ModOpts = {}): Modifier {
  const source: ModSource = typeof o.src === 'object' ? o.src : { kind: 'rule', id: o.src ?? rule };
  return {
    target,
    op,
    value,
    type: o.type ?? 'untyped',
    source,
    rule: o.gap === undefined ? { id: rule } : { id: rule, gap: o.gap },
    ...(o.when === undefined ? {} : { when: o.when }),
  };
}

export const add = (target: ModTarget, value: number, rule: string, o?: ModOpts): Modifier =>
  mod('add', target, value, rule, o);

/**
 * Policies no system uses yet, to exercise `stack` beyond 5e and d20: RuneQuest percentage points
 * that simply add (RQ:G-21), and a GM-entered generic system where nothing is rounded.
 */
export const RUNEQUEST_STACKING: StackPolicy = Object.freeze({
  selfStacking: '*',
  bestOnly: new Set<BonusType>(),
  sameSourceStacks: true,
  advantage: 'none',
  rounding: 'floor',
});

export const GENERIC_STACKING: StackPolicy = Object.freeze({ ...RUNEQUEST_STACKING, rounding: 'none' });
