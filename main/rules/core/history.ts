import type { EncounterState } from '../../../shared/model/encounter.js';
import type { Command } from '../../../shared/model/commands.js';
import type { LogEntry } from '../../../shared/contract/views.js';
import type { Result } from '../../../shared/contract/result.js';
import { fail, ok, type AppError } from '../../../shared/contract/result.js';
import type { Prompt } from '../../../shared/engine/prompt.js';
import { resolve } from './dispatch.js';
import type { Batch, EncounterFile } from '../../store/encounter-file.js';
import { fold } from './fold.js';
import type { ResolveContext } from './resolve.js';

/** An open encounter: its file plus the folded state at the cursor, kept in step. */
export interface LiveEncounter {
  file: EncounterFile;
  state: EncounterState;
}

export function replay(file: EncounterFile, upTo = file.cursor): EncounterState {
  return fold(file.initial, file.history.slice(0, upTo).flatMap((b) => b.events));
}

export function open(file: EncounterFile): LiveEncounter {
  return { file, state: replay(file) };
}

export type ApplyResult = Result<LiveEncounter> | { ok: false; error: AppError; prompt: Prompt };

/** Whether a command stopped at a prompt (dice the GM rolls by hand) rather than failing. */
export function needsInput(r: ApplyResult): r is { ok: false; error: AppError; prompt: Prompt } {
  return !r.ok && 'prompt' in r;
}

/**
 * Applies a command: resolves it, drops any redo tail, appends the batch and folds its events. A
 * command waiting for the GM's dice returns its prompt and changes nothing.
 */
export function apply(live: LiveEncounter, command: Command, at: string, ctx: ResolveContext): ApplyResult {
  const kept = live.file.history.slice(0, live.file.cursor);
  const seq = (kept.at(-1)?.seq ?? 0) + 1;
  const resolved = resolve(live.state, command, seq, ctx);
  if (!resolved.ok) return resolved;
  const batch: Batch = { seq, at, command, events: resolved.value };
  const history = [...kept, batch];
  return ok({
    file: { ...live.file, history, cursor: history.length, updatedAt: at },
    state: fold(live.state, batch.events),
  });
}

export function undo(live: LiveEncounter, at: string): Result<LiveEncounter> {
  if (live.file.cursor === 0) return fail('NOTHING_TO_UNDO', 'nothing to undo');
  const file = { ...live.file, cursor: live.file.cursor - 1, updatedAt: at };
  return ok({ file, state: replay(file) });
}

export function redo(live: LiveEncounter, at: string): Result<LiveEncounter> {
  const batch = live.file.history[live.file.cursor];
  if (!batch) return fail('NOTHING_TO_REDO', 'nothing to redo');
  return ok({ file: { ...live.file, cursor: live.file.cursor + 1, updatedAt: at }, state: fold(live.state, batch.events) });
}

export function logOf(file: EncounterFile): LogEntry[] {
  return file.history
    .slice(0, file.cursor)
    .map((b) => ({ seq: b.seq, at: b.at, command: b.command.type, events: b.events }));
}
