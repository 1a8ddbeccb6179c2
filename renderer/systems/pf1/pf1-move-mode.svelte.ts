/** How the next token drag moves a Pathfinder combatant (PF-MOVE-*); `auto`: a move action, or the 5-ft step for one hex with nothing moved yet. */
export const PF1_MOVE_MODES = ['auto', 'move', 'step', 'run', 'withdraw', 'charge', 'crawl', 'difficultStep', 'climb', 'climbFast', 'swim'] as const;
export type Pf1MoveMode = (typeof PF1_MOVE_MODES)[number];
export const pfMove = $state<{ mode: Pf1MoveMode }>({ mode: 'auto' });
