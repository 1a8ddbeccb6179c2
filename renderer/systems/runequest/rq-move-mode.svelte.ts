/** How the next token drag moves a RuneQuest combatant (one CA each: RQ-ACT-*); `free` costs nothing (give ground, a follow-up). */
export const RQ_MOVE_MODES = ['move', 'run', 'charge', 'withdraw', 'free'] as const;
export type RqMoveMode = (typeof RQ_MOVE_MODES)[number];
export const rqMove = $state<{ mode: RqMoveMode }>({ mode: 'move' });
