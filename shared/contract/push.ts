// Push names, kept free of zod and of the system registry so the preloads stay small.

/**
 * Push events main sends; GM windows get `gm.state` (snapshots), `gm.delta` (changes) and
 * `player.state`, player windows only `player.state` (sent only when the projection changed).
 */
export const PUSH = { gm: 'gm.state', gmDelta: 'gm.delta', player: 'player.state' } as const;
export type PushName = (typeof PUSH)[keyof typeof PUSH];

/** IPC channel prefix used by the Electron transport for pushes. */
export const PUSH_IPC_PREFIX = 'push:';
