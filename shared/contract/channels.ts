/**
 * Channel names and who may call them. Kept free of zod so the preloads can import it cheaply.
 * `player` channels are the read-only subset the player display may use.
 */
export const CHANNELS = {
  'app.info': { player: true },
  'settings.get': { player: false },
  'settings.set': { player: false },
  'encounter.list': { player: false },
  'encounter.create': { player: false },
  'encounter.createDemo': { player: false },
  'encounter.open': { player: false },
  'encounter.current': { player: false },
  'encounter.command': { player: false },
  'encounter.undo': { player: false },
  'encounter.redo': { player: false },
  'encounter.export': { player: false },
  'encounter.import': { player: false },
  'player.state': { player: true },
  'view.setPlayerCamera': { player: false },
  'asset.import': { player: false },
  'library.list': { player: false },
  'akenar.catalogue.get': { player: false },
  'akenar.catalogue.save': { player: false },
  'akenar.catalogue.reset': { player: false },
  'window.togglePlayer': { player: false },
} as const satisfies Record<string, { player: boolean }>;

export type Channel = keyof typeof CHANNELS;
export type Role = 'gm' | 'player';

export const CHANNEL_NAMES = Object.keys(CHANNELS) as Channel[];
export const PLAYER_CHANNELS = CHANNEL_NAMES.filter((c) => CHANNELS[c].player);

export function isChannel(name: unknown): name is Channel {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(CHANNELS, name);
}

export function roleMayCall(role: Role, channel: Channel): boolean {
  return role === 'gm' || CHANNELS[channel].player;
}

/**
 * Push events main sends; GM windows get `gm.state` (snapshots), `gm.delta` (changes) and
 * `player.state`, player windows only `player.state` (sent only when the projection changed).
 */
export const PUSH = { gm: 'gm.state', gmDelta: 'gm.delta', player: 'player.state' } as const;
export type PushName = (typeof PUSH)[keyof typeof PUSH];

/** IPC channel prefix used by the Electron transport for pushes. */
export const PUSH_IPC_PREFIX = 'push:';
