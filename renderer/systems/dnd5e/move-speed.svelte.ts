import type { MoveMode } from '../../../shared/systems/dnd5e/movement.js';

/** Which speed the next token drag of a 5e combatant uses (5E-MOVE-05); walking unless the GM picks another. */
export const moveSpeed = $state<{ mode: MoveMode }>({ mode: 'walk' });
