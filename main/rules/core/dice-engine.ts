import type { Combatant, EncounterState } from '../../../shared/model/encounter.js';
import type { Answer, DicePrompt, I18nRef, Inputs } from '../../../shared/engine/prompt.js';
import { batchRng, parseDice, promptDice, rollAuto, rollDice, type RollRecord } from '../../../shared/dice/index.js';

/** Thrown when a roll needs the GM's physical dice and `inputs` has no answer yet. */
export class NeedsInput extends Error {
  constructor(readonly prompt: DicePrompt) {
    super(`waiting for the dice of ${prompt.key}`);
  }
}

/** Thrown when an answer in `inputs` is unusable (a face out of range, an unknown key…). */
export class InputError extends Error {
  constructor(
    readonly key: string,
    message: string,
  ) {
    super(message);
  }
}

export interface RollRequest {
  key: string;
  notation: string;
  purpose: I18nRef;
  roller: Combatant | null;
  /** Whether one typed total may stand for the dice (pure sums only; never d20 tests). */
  allowTotal?: boolean;
}

export interface RollContext {
  roll(req: RollRequest): RollRecord;
  /** Answers given under keys this resolution never asked for (typos in scenarios fail loudly). */
  unused(): string[];
}

function mustAsk(state: EncounterState, roller: Combatant | null): boolean {
  const mode = state.settings.dice;
  return mode === 'ask' || (mode === 'ask-pcs' && roller?.kind === 'pc');
}

/**
 * Dice for one command (ADR 0006 §3): answers in `inputs` are the GM's physical dice; the rest are
 * drawn from the batch's own stream (encounter seed, batch number, salt), so re-running the command
 * with one more answer rolls the same automatic dice, and replay never rolls at all.
 */
export function rollContext(state: EncounterState, inputs: Inputs, seq: number, salt = 0): RollContext {
  const rng = batchRng(state.rng.seed, seq, salt);
  const asked = new Set<string>();
  return {
    roll(req) {
      const parsed = parseDice(req.notation);
      if (!parsed.ok) throw new Error(`engine dice notation ${req.notation} is invalid: ${parsed.error.message}`);
      const expr = parsed.value;
      asked.add(req.key);
      const meta = { key: req.key, purpose: req.purpose, roller: req.roller && { id: req.roller.id } };
      const answer: Answer | undefined = inputs[req.key];
      if (!answer) {
        if (!mustAsk(state, req.roller)) return rollAuto(expr, rng, meta);
        throw new NeedsInput({
          kind: 'dice',
          key: req.key,
          roller: req.roller?.id ?? null,
          notation: req.notation,
          purpose: req.purpose,
          dice: promptDice(expr),
          allowTotal: req.allowTotal ?? false,
        });
      }
      if ('auto' in answer) return rollAuto(expr, rng, meta);
      if ('choice' in answer) throw new InputError(req.key, 'expected dice, got a choice');
      const r = 'faces' in answer ? rollDice(expr, { kind: 'faces', faces: answer.faces }, meta) : rollDice(expr, { kind: 'total', total: answer.total, allowTotal: req.allowTotal ?? false }, meta);
      if (!r.ok) throw new InputError(req.key, r.issues.map((i) => i.message).join('; '));
      return r.value;
    },
    unused: () => Object.keys(inputs).filter((k) => !asked.has(k)),
  };
}
