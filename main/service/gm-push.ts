/** What GM windows are pushed: a snapshot of the open encounter, or what changed since the last push. */
import { diffState } from '../../shared/contract/gm-delta.js';
import type { GmDelta, GmView, LogEntry, PlayerCamera } from '../../shared/contract/views.js';
import type { LiveEncounter } from '../rules/core/history.js';
import type { Batch, EncounterFile } from '../store/encounter-file.js';

const entryOf = (b: Batch): LogEntry => ({ seq: b.seq, at: b.at, command: b.command.type, events: b.events });

type Meta = Pick<GmView, 'canUndo' | 'canRedo' | 'redoCommand' | 'updatedAt'>;

function metaOf(file: EncounterFile): Meta {
  return {
    canUndo: file.cursor > 0,
    canRedo: file.cursor < file.history.length,
    redoCommand: file.history[file.cursor]?.command.type ?? null,
    updatedAt: file.updatedAt,
  };
}

export function gmView(l: LiveEncounter, version: number, playerCamera: PlayerCamera): GmView {
  return { version, encounter: l.state, log: l.file.history.slice(0, l.file.cursor).map(entryOf), ...metaOf(l.file), playerCamera };
}

const sameBatch = (a: Batch | undefined, b: Batch | undefined) =>
  a === b || (!!a && !!b && a.seq === b.seq && a.at === b.at && JSON.stringify(a) === JSON.stringify(b));

/**
 * The log's change: history only ever changes at its end (a command drops the redo tail and appends,
 * undo and redo move the cursor), so the walk back from the shorter log stops at the first batch both share.
 */
function logDelta(prev: EncounterFile, next: EncounterFile): Pick<GmDelta, 'log' | 'logTruncatedTo'> {
  let kept = Math.min(prev.cursor, next.cursor);
  while (kept > 0 && !sameBatch(prev.history[kept - 1], next.history[kept - 1])) kept--;
  const log = next.history.slice(kept, next.cursor).map(entryOf);
  return kept < prev.cursor ? { log, logTruncatedTo: prev.history[kept - 1]?.seq ?? 0 } : { log };
}

/** The change from `prev` (pushed as version `version - 1`) to `next`, for the same encounter. */
export function gmDelta(prev: LiveEncounter, next: LiveEncounter, version: number, playerCamera: PlayerCamera): GmDelta {
  return {
    encounterId: next.file.id,
    version,
    base: version - 1,
    patches: diffState(prev.state, next.state),
    ...logDelta(prev.file, next.file),
    ...metaOf(next.file),
    playerCamera,
  };
}
