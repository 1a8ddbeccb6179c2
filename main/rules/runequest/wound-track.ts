/**
 * The status of one RuneQuest target as a blow's consequences pile up: each change is a
 * `runequest.changed` (or `runequest.hit`, `life.changed`) event in order, and the next rule reads the
 * status and life they leave. `state()` folds them when another rule needs the whole encounter.
 */
import type { EncounterState, LifeState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { RollRecordData, Step } from '../../../shared/engine/prompt.js';
import type { RuleRef } from '../../../shared/engine/modifiers.js';
import type { RqStatus } from '../../../shared/systems/runequest/schema.js';
import { fold } from '../core/fold.js';
import { changed, isRq, type RqCombatant } from './sheet.js';

type Hit = Extract<EncounterEvent, { type: 'runequest.hit' }>;

export class Track {
  readonly events: EncounterEvent[] = [];
  status: RqStatus;
  life: LifeState;
  private folded = 0;
  private now: EncounterState;

  constructor(
    private readonly start: EncounterState,
    public c: RqCombatant,
  ) {
    this.status = c.sheet.status;
    this.life = c.life;
    this.now = start;
  }

  /** A new status, with why and the rule (and the test's dice and steps). */
  set(status: RqStatus, reason: string, rule: RuleRef | null, extra: { params?: Record<string, string | number>; rolls?: RollRecordData[]; steps?: Step[] } = {}): void {
    this.status = status;
    this.events.push(changed(this.c, status, reason, rule, extra));
  }

  hit(e: Hit): void {
    const loc = this.status.locations[e.location]!;
    this.status = { ...this.status, locations: { ...this.status.locations, [e.location]: { ...loc, hp: e.after, tier: e.tier } } };
    this.events.push(e);
  }

  /** Unconscious or dead (core life), never back up from here. */
  setLife(life: LifeState, reason: string, rule: RuleRef, roll?: RollRecordData): void {
    if (this.life === 'dead' || this.life === life) return;
    this.life = life;
    this.events.push({ type: 'life.changed', id: this.c.id, name: this.c.name, life, deathSaves: { successes: 0, failures: 0 }, reason, rule, ...(roll ? { roll } : {}) });
  }

  /** Events of another rule (a knock-off, an impaling's attacker), then re-read the target. */
  push(events: readonly EncounterEvent[]): void {
    this.events.push(...events);
    const c = this.state().combatants.find((x) => x.id === this.c.id);
    if (isRq(c)) {
      this.c = c;
      this.status = c.sheet.status;
      this.life = c.life;
    }
  }

  /** The encounter after the events so far. */
  state(): EncounterState {
    if (this.folded < this.events.length) {
      this.now = fold(this.now, this.events.slice(this.folded));
      this.folded = this.events.length;
    }
    return this.now;
  }

  get startState(): EncounterState {
    return this.start;
  }
}
