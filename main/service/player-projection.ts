import { hpDescriptor, turnOrder, type Combatant, type EncounterState, type HpDisplay } from '../../shared/model/encounter.js';
import type { PlayerCamera, PlayerHp, PlayerView } from '../../shared/contract/views.js';

function hpFor(c: Combatant, display: HpDisplay): PlayerHp {
  if (display === 'exact') return { kind: 'exact', current: c.hp.current, max: c.hp.max };
  if (display === 'descriptor') return { kind: 'descriptor', value: hpDescriptor(c.hp.current, c.hp.max) };
  return null;
}

/**
 * The player display's view of an encounter, built field by field (never by copying and deleting),
 * so a field added to the model later stays GM-only until it is added here on purpose.
 */
export function projectForPlayer(state: EncounterState | null, camera: PlayerCamera = { mode: 'fit' }): PlayerView {
  if (!state) return { encounter: null };
  const visible = turnOrder(state.combatants.filter((c) => !c.hidden));
  const active = visible.find((c) => c.id === state.activeId);
  return {
    encounter: {
      name: state.name,
      system: state.system,
      round: state.round,
      activeId: active ? active.id : null,
      combatants: visible.map((c) => ({
        id: c.id,
        name: c.name,
        side: c.side,
        kind: c.kind,
        initiative: c.initiative,
        conditions: [...c.conditions],
        hp: hpFor(c, c.kind === 'pc' ? state.visibility.pcHp : state.visibility.monsterHp),
        position: c.position && { q: c.position.q, r: c.position.r },
        size: c.size,
        life: c.life,
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
