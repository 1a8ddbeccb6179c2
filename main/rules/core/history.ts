import type { EncounterState } from '../../../shared/model/encounter.js';
import type { CommandInput } from '../../../shared/model/commands.js';
import { parseCommand } from './parse-command.js';
import type { LogEntry } from '../../../shared/contract/views.js';
import type { Result } from '../../../shared/contract/result.js';
import { ok, type AppError, ref } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import type { Prompt } from '../../../shared/engine/prompt.js';
import { resolve } from './dispatch.js';
import type { Batch, EncounterFile } from '../../store/encounter-file.js';
import { fold } from './fold.js';
import type { ResolveContext } from './resolve.js';
import { SNAPSHOT_EVERY } from '../../store/journal-format.js';

/** An open encounter: its file plus the folded state at the cursor, kept in step. */
export interface LiveEncounter {
  file: EncounterFile;
  state: EncounterState;
  /**
   * `snapshots[j]`: the state after j·SNAPSHOT_EVERY batches of `file.history` (redo tail included),
   * kept in memory so undo folds at most SNAPSHOT_EVERY batches. Absent: rebuilt when needed.
   */
  snapshots?: readonly EncounterState[];
}

export function replay(file: EncounterFile, upTo = file.cursor): EncounterState {
  return fold(file.initial, file.history.slice(0, upTo).flatMap((b) => b.events));
}

/** Completes `known` snapshots (see LiveEncounter) by folding on from the last one given. */
export function completeSnapshots(file: EncounterFile, known: readonly EncounterState[] = []): EncounterState[] {
  const out = known.length ? [...known] : [file.initial];
  const want = Math.floor(file.history.length / SNAPSHOT_EVERY) + 1;
  let state = out.at(-1)!;
  for (let j = out.length; j < want; j++) {
    state = fold(state, file.history.slice((j - 1) * SNAPSHOT_EVERY, j * SNAPSHOT_EVERY).flatMap((b) => b.events));
    out.push(state);
  }
  return out.slice(0, want);
}

/** The state after `upTo` batches, folded from the nearest snapshot at or before it. */
export function stateAt(file: EncounterFile, snapshots: readonly EncounterState[], upTo: number): EncounterState {
  const j = Math.min(Math.floor(upTo / SNAPSHOT_EVERY), snapshots.length - 1);
  const base = snapshots[j];
  if (!base) return replay(file, upTo);
  return fold(base, file.history.slice(j * SNAPSHOT_EVERY, upTo).flatMap((b) => b.events));
}

/** Opens a document: snapshots completed from `known` (e.g. read from the journal), state at the cursor. */
export function open(file: EncounterFile, known: readonly EncounterState[] = []): LiveEncounter {
  const snapshots = completeSnapshots(file, known);
  return { file, snapshots, state: stateAt(file, snapshots, file.cursor) };
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
export function apply(live: LiveEncounter, input: CommandInput, at: string, ctx: ResolveContext): ApplyResult {
  const parsed = parseCommand(live.state.system, input);
  if (!parsed.ok) return parsed;
  const command = parsed.value;
  const kept = live.file.history.slice(0, live.file.cursor);
  const seq = (kept.at(-1)?.seq ?? 0) + 1;
  const resolved = resolve(live.state, command, seq, ctx);
  if (!resolved.ok) return resolved;
  const batch: Batch = { seq, at, command, events: resolved.value };
  const history = [...kept, batch];
  const state = fold(live.state, batch.events);
  return ok({
    file: { ...live.file, history, cursor: history.length, updatedAt: at },
    state,
    snapshots: nextSnapshots(live, kept.length, state),
  });
}

/** Snapshots after appending a batch at `index`: those past it dropped, one added on a multiple of N. */
function nextSnapshots(live: LiveEncounter, index: number, state: EncounterState): readonly EncounterState[] {
  let snaps = live.snapshots ?? completeSnapshots(live.file);
  const keep = Math.floor(index / SNAPSHOT_EVERY) + 1;
  if (snaps.length > keep) snaps = snaps.slice(0, keep);
  const length = index + 1;
  if (length % SNAPSHOT_EVERY === 0 && snaps.length === length / SNAPSHOT_EVERY) snaps = [...snaps, state];
  return snaps;
}

export function undo(live: LiveEncounter, at: string): Result<LiveEncounter> {
  if (live.file.cursor === 0) return failRef('NOTHING_TO_UNDO', ref('err_core_nothing_to_undo'));
  const file = { ...live.file, cursor: live.file.cursor - 1, updatedAt: at };
  const snapshots = live.snapshots ?? completeSnapshots(file);
  return ok({ file, snapshots, state: stateAt(file, snapshots, file.cursor) });
}

export function redo(live: LiveEncounter, at: string): Result<LiveEncounter> {
  const batch = live.file.history[live.file.cursor];
  if (!batch) return failRef('NOTHING_TO_REDO', ref('err_core_nothing_to_redo'));
  return ok({ ...live, file: { ...live.file, cursor: live.file.cursor + 1, updatedAt: at }, state: fold(live.state, batch.events) });
}

export function logOf(file: EncounterFile): LogEntry[] {
  return file.history
    .slice(0, file.cursor)
    .map((b) => ({ seq: b.seq, at: b.at, command: b.command.type, events: b.events }));
}
