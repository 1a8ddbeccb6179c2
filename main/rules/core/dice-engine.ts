import type { Combatant, EncounterState } from '../../../shared/model/encounter.js';
import type { Answer, ChoicePrompt, I18nRef, Inputs, Prompt } from '../../../shared/engine/prompt.js';
import { type AppError, type Result, ref } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { batchRng, parseDice, promptDice, rollAuto, rollDice, type RollRecord } from '../../../shared/dice/index.js';

/** Thrown when a roll needs the GM's physical dice (or a decision) and `inputs` has no answer yet. */
export class NeedsInput extends Error {
  constructor(readonly prompt: Prompt) {
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

export interface ChoiceRequest {
  key: string;
  roller: Combatant | null;
  question: I18nRef;
  options: ChoicePrompt['options'];
  default: string;
}

export interface RollContext {
  roll(req: RollRequest): RollRecord;
  /** A GM decision: the answer in `inputs` (`{auto:true}` takes the default), else a prompt. */
  choose(req: ChoiceRequest): string;
  /** The same dice stream with every key under `prefix` (a sub-resolution, e.g. `oa.g1.`). */
  scope(prefix: string): RollContext;
  /** Answers given under keys this resolution never asked for (typos in scenarios fail loudly). */
  unused(): string[];
}

function mustAsk(state: EncounterState, roller: Combatant | null): boolean {
  const mode = state.settings.dice;
  return mode === 'ask' || (mode === 'ask-pcs' && roller?.kind === 'pc');
}

const PARSED = new Map<string, ReturnType<typeof parseDice>>();

/** Engine notations repeat endlessly ("1d20+4", "1d6+2"): parse each once (results are never mutated). */
function parseCached(notation: string): ReturnType<typeof parseDice> {
  let r = PARSED.get(notation);
  if (!r) {
    r = parseDice(notation);
    if (PARSED.size > 2000) PARSED.clear();
    PARSED.set(notation, r);
  }
  return r;
}

/**
 * Dice for one command (ADR 0006 §3): answers in `inputs` are the GM's physical dice; the rest are
 * drawn from the batch's own stream (encounter seed, batch number, salt), so re-running the command
 * with one more answer rolls the same automatic dice, and replay never rolls at all.
 */
export function rollContext(state: EncounterState, inputs: Inputs, seq: number, salt = 0): RollContext {
  const rng = batchRng(state.rng.seed, seq, salt);
  const asked = new Set<string>();
  const ctx = (prefix: string): RollContext => ({
    roll: (req) => roll({ ...req, key: prefix + req.key }),
    choose(req) {
      const key = prefix + req.key;
      asked.add(key);
      const answer: Answer | undefined = inputs[key];
      if (!answer) throw new NeedsInput({ kind: 'choice', key, roller: req.roller?.id ?? null, question: req.question, options: req.options, default: req.default });
      if ('auto' in answer) return req.default;
      if (!('choice' in answer)) throw new InputError(key, 'expected a choice');
      if (!req.options.some((o) => o.value === answer.choice)) throw new InputError(key, `"${answer.choice}" is not one of ${req.options.map((o) => o.value).join(', ')}`);
      return answer.choice;
    },
    scope: (p) => ctx(prefix + p),
    unused: () => Object.keys(inputs).filter((k) => !asked.has(k)),
  });
  function roll(req: RollRequest): RollRecord {
    {
      const parsed = parseCached(req.notation);
      if (!parsed.ok) throw new Error(`engine dice notation ${req.notation} is invalid: ${parsed.error.message}`);
      const expr = parsed.value;
      asked.add(req.key);
      const meta = { key: req.key, purpose: req.purpose, roller: req.roller && { id: req.roller.id } };
      const answer: Answer | undefined = inputs[req.key];
      if (!answer) {
        // Nothing to roll by hand (every die fixed: `max(1d8)`, a flat number): no prompt.
        const dice = promptDice(expr);
        if (!mustAsk(state, req.roller) || dice.length === 0) return rollAuto(expr, rng, meta);
        throw new NeedsInput({
          kind: 'dice',
          key: req.key,
          roller: req.roller?.id ?? null,
          notation: req.notation,
          purpose: req.purpose,
          dice,
          allowTotal: req.allowTotal ?? false,
        });
      }
      if ('auto' in answer) return rollAuto(expr, rng, meta);
      if ('choice' in answer) throw new InputError(req.key, 'expected dice, got a choice');
      const r = 'faces' in answer ? rollDice(expr, { kind: 'faces', faces: answer.faces }, meta) : rollDice(expr, { kind: 'total', total: answer.total, allowTotal: req.allowTotal ?? false }, meta);
      if (!r.ok) throw new InputError(req.key, r.issues.map((i) => i.message).join('; '));
      return r.value;
    }
  }
  return ctx('');
}

export type DiceResolution = Result<EncounterEvent[]> | { ok: false; error: AppError; prompt: Prompt };

/** Runs a resolution that rolls dice, turning a missing manual die into a prompt and bad answers into errors. */
export function withDice(run: () => Result<EncounterEvent[]>): DiceResolution {
  try {
    return run();
  } catch (err) {
    if (err instanceof NeedsInput) return { ok: false, error: { code: 'NEEDS_INPUT', message: `waiting for ${err.prompt.key}`, path: `command.inputs.${err.prompt.key}` }, prompt: err.prompt };
    if (err instanceof InputError) return failRef('INVALID_COMMAND', ref('err_core_bad_roll_input', { key: err.key, detail: err.message }), { path: `command.inputs.${err.key}` });
    throw err;
  }
}

