import type { CommandInput } from '../../shared/model/commands.js';
import type { EncounterState } from '../../shared/model/encounter.js';
import type { EncounterEvent } from '../../shared/model/events.js';
import { apply, needsInput, open, replay, undo, type ApplyResult, type LiveEncounter } from '../../main/rules/core/history.js';
import type { EncounterFile } from '../../main/store/encounter-file.js';

export const AT = '2026-01-01T00:00:00.000Z';

/** An encounter driven by commands, as the app drives it: every change is a command batch. */
export class CommandTable {
  live: LiveEncounter;
  private n = 0;
  private ctx = { newId: () => `x${++this.n}` };

  constructor(file: EncounterFile) {
    this.live = open(file);
  }

  get state(): EncounterState {
    return this.live.state;
  }

  /** Applies a command; on success the table moves on. */
  try(cmd: CommandInput): ApplyResult {
    const r = apply(this.live, (cmd), AT, this.ctx);
    if (r.ok) this.live = r.value;
    return r;
  }

  /** Applies a command that must succeed, returning the events of its batch. */
  ok(cmd: CommandInput): EncounterEvent[] {
    const r = this.try(cmd);
    if (!r.ok) throw new Error(`${cmd.type} refused: ${needsInput(r) ? `needs ${r.prompt.key}` : r.error.message}`);
    return this.live.file.history.at(-1)!.events;
  }

  /** The refusal message of a command that must fail. */
  refused(cmd: CommandInput): string {
    const r = this.try(cmd);
    if (r.ok || needsInput(r)) throw new Error(`${cmd.type} was not refused`);
    return r.error.message;
  }

  /** The prompt a command stops at. */
  prompt(cmd: CommandInput) {
    const r = this.try(cmd);
    if (!needsInput(r)) throw new Error(`${cmd.type} did not stop at a prompt${r.ok ? '' : `: ${r.error.message}`}`);
    return r.prompt;
  }

  /** Next turn until `id` is active (`inputs` answer what the turns ask on the way). */
  turnOf(id: string, inputs: Record<string, unknown> = {}): void {
    for (let i = 0; i < 50 && this.state.activeId !== id; i++) this.ok({ type: 'nextTurn', inputs: inputs as never });
    if (this.state.activeId !== id) throw new Error(`${id} never got a turn`);
  }

  undo(): void {
    const r = undo(this.live, AT);
    if (!r.ok) throw new Error(r.error.message);
    this.live = r.value;
  }

  /** Replaying the file gives the live state (no RNG at replay). */
  replays(): boolean {
    return JSON.stringify(replay(this.live.file)) === JSON.stringify(this.state);
  }
}
