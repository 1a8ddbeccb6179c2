import { z } from 'zod';

/**
 * Prompts and answers of a two-phase command (ADR 0006 §2): when a resolution needs a die the GM
 * rolls by hand (or a GM decision), it stops with a prompt; the client re-submits the same command
 * with one more entry in `inputs`, keyed by the prompt's stable key.
 */
export const promptKeySchema = z.string().regex(/^[A-Za-z0-9_.:@#-]{1,120}$/, 'expected a prompt key such as init.goblin-1');
export type PromptKey = z.infer<typeof promptKeySchema>;

export const answerSchema = z.union([
  z.object({ faces: z.array(z.number().int()).min(1).max(100) }).strict(),
  z.object({ total: z.number().int() }).strict(),
  z.object({ auto: z.literal(true) }).strict(),
  z.object({ choice: z.string().min(1).max(60) }).strict(),
]);
export type Answer = z.infer<typeof answerSchema>;

export const inputsSchema = z.record(promptKeySchema, answerSchema);
export type Inputs = z.infer<typeof inputsSchema>;

/** A message reference: rendered in the reader's language, never stored as text. */
export const i18nRefSchema = z
  .object({ msg: z.string().regex(/^[a-z0-9_]+$/), params: z.record(z.string(), z.union([z.string(), z.number()])) })
  .strict();
export type I18nRef = z.infer<typeof i18nRefSchema>;

export interface DicePrompt {
  kind: 'dice';
  key: PromptKey;
  /** Combatant id of whoever rolls, or null for the GM. */
  roller: string | null;
  notation: string;
  purpose: I18nRef;
  dice: { count: number; sides: number }[];
  /** Whether one total may be typed instead of each die. */
  allowTotal: boolean;
}
/** A GM decision (5E "assist" rules): a question, its options and the sensible default. */
export interface ChoicePrompt {
  kind: 'choice';
  key: PromptKey;
  /** Combatant id of whoever decides, or null for the GM. */
  roller: string | null;
  question: I18nRef;
  options: { value: string; label: I18nRef }[];
  default: string;
}
export type Prompt = DicePrompt | ChoicePrompt;

export const ruleRefSchema = z.object({ id: z.string().min(1).max(40), gap: z.string().max(20).optional() }).strict();

/** Every die of a roll, whether the engine drew it or the GM typed it (ADR 0006 §3). */
export const rollRecordSchema = z
  .object({
    key: promptKeySchema,
    notation: z.string().max(2000),
    purpose: i18nRefSchema,
    roller: z.object({ id: z.string() }).strict().nullable(),
    rule: ruleRefSchema.optional(),
    dice: z.array(
      z
        .object({
          sides: z.number().int().min(1),
          value: z.number().int(),
          term: z.number().int().min(0),
          kept: z.boolean(),
          fixed: z.enum(['max', 'min']).optional(),
          tag: z.string().optional(),
        })
        .strict(),
    ),
    flat: z.number().int(),
    total: z.number().int(),
    source: z.enum(['auto', 'manual']),
    entered: z.enum(['faces', 'total']).optional(),
  })
  .strict();
export type RollRecordData = z.infer<typeof rollRecordSchema>;

/** One line of a resolution's breakdown: a message key and its values, and the rule it applies. */
export const stepSchema = z
  .object({
    msg: z.string().regex(/^bd_[a-z0-9_]+$/),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
    rule: ruleRefSchema.nullable(),
  })
  .strict();
export type Step = z.infer<typeof stepSchema>;
