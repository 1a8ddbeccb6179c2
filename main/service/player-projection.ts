import { hpDescriptor, turnOrder, type Combatant, type EncounterState, type HpDisplay } from '../../shared/model/encounter.js';
import type { Locale, PlayerCamera, PlayerHp, PlayerView } from '../../shared/contract/views.js';
import { findSystem } from '../../shared/systems/registry.js';

function hpFor(c: Combatant, display: HpDisplay): PlayerHp {
  if (display === 'exact') return { kind: 'exact', current: c.hp.current, max: c.hp.max };
  if (display === 'descriptor') return { kind: 'descriptor', value: hpDescriptor(c.hp.current, c.hp.max) };
  return null;
}

/**
 * The turn players see. A hidden combatant's turn shows as the turn before it: the walk goes back in
 * turn order to the nearest visible combatant, and past the top of the order to the previous round's
 * last visible one (round 0 and none before that, or when nobody is visible). A pure function of the
 * state, so nothing the display shows reveals where a hidden combatant sits in the order.
 */
function shownTurn(state: EncounterState): { round: number; activeId: string | null } {
  const order = turnOrder(state.combatants);
  const at = order.findIndex((c) => c.id === state.activeId);
  if (at < 0) return { round: state.round, activeId: null };
  if (!order[at]!.hidden) return { round: state.round, activeId: order[at]!.id };
  // Whose turn players last saw: the turn engine skips the dead, so the walk back does too.
  const shown = (c: (typeof order)[number]) => !c.hidden && c.life !== 'dead';
  const before = order.slice(0, at).findLast(shown);
  if (before) return { round: state.round, activeId: before.id };
  const last = order.findLast(shown);
  return last && state.round > 1 ? { round: state.round - 1, activeId: last.id } : { round: 0, activeId: null };
}

/** Whether `next` is a new turn of a hidden combatant (players must not see that anything happened). */
export function enteredHiddenTurn(prev: EncounterState, next: EncounterState): boolean {
  if (next.activeId === null || (prev.activeId === next.activeId && prev.round === next.round)) return false;
  return next.combatants.find((c) => c.id === next.activeId)?.hidden === true;
}

/**
 * The player display's view of an encounter, built field by field (never by copying and deleting),
 * so a field added to the model later stays GM-only until it is added here on purpose.
 */
export function projectForPlayer(state: EncounterState | null, camera: PlayerCamera = { mode: 'fit' }, locale?: Locale): PlayerView {
  if (!state) return { ...(locale ? { locale } : {}), encounter: null };
  const visible = turnOrder(state.combatants.filter((c) => !c.hidden));
  const partsOf = findSystem(state.system)?.playerParts;
  const displayOf = (c: Combatant) => (c.kind === 'pc' ? state.visibility.pcHp : state.visibility.monsterHp);
  const partsFor = (c: Combatant) => {
    const parts = partsOf?.(c, displayOf(c), state);
    return parts && parts.length > 0 ? { parts } : {};
  };
  return {
    ...(locale ? { locale } : {}),
    encounter: {
      name: state.name,
      system: state.system,
      ...shownTurn(state),
      combatants: visible.map((c) => ({
        id: c.id,
        name: c.name,
        side: c.side,
        kind: c.kind,
        initiative: c.initiative,
        conditions: [...c.conditions],
        hp: hpFor(c, displayOf(c)),
        position: c.position && { q: c.position.q, r: c.position.r },
        size: c.size,
        life: c.life,
        ...partsFor(c),
        ...(c.portrait ? { portrait: c.portrait } : {}),
        ...(c.tokenLabel ? { tokenLabel: c.tokenLabel } : {}),
      })),
      map: state.map && {
        cols: state.map.cols,
        rows: state.map.rows,
        orientation: state.map.orientation,
        hexSize: { ...state.map.hexSize },
        terrain: state.map.terrain.map((t) => [...t] as typeof t),
        walls: state.map.walls.map((w) => [...w] as typeof w),
        background: state.map.background && { ...state.map.background },
      },
      camera,
    },
  };
}
