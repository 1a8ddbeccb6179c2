/** How the next token drag moves an Akenar combatant (AK-MOVE-*, AK-ACT-31/35); `auto`: move, or the 1 m step. */
export type AkMoveMode = 'auto' | 'move' | 'step' | 'run' | 'withdraw' | 'charge' | 'crawl';
export const akMove = $state<{ mode: AkMoveMode }>({ mode: 'auto' });
