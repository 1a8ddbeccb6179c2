import { systemChannel, systemChannels, type SystemChannelName } from '../systems/registry.js';

/**
 * The core's channel names and who may call them; `player` channels are the read-only subset the
 * player display may use. Systems add their own (`SharedSystem.channels`), GM-only unless declared.
 * The table reads the system registry, so the preloads bundle it (and zod) to list those channels.
 */
const CORE_CHANNELS = {
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
  'library.import': { player: false },
  'library.importStatus': { player: false },
  'library.importCancel': { player: false },
  'library.importConfirm': { player: false },
  'library.save': { player: false },
  'library.duplicate': { player: false },
  'library.delete': { player: false },
  'library.export': { player: false },
  'window.togglePlayer': { player: false },
  'print.data': { player: false },
  'print.savePdf': { player: false },
} as const satisfies Record<string, { player: boolean }>;

export type CoreChannel = keyof typeof CORE_CHANNELS;
export type Channel = CoreChannel | SystemChannelName;
export type Role = 'gm' | 'player';

const isCore = (name: string): name is CoreChannel => Object.prototype.hasOwnProperty.call(CORE_CHANNELS, name);

export function isCoreChannel(name: Channel): name is CoreChannel {
  return isCore(name);
}

/** Who may call a channel: the core's table, else the system's declaration (GM-only unless `player`). */
function entry(name: string): { player: boolean } | undefined {
  if (isCore(name)) return CORE_CHANNELS[name];
  const sys = systemChannel(name);
  return sys && { player: sys.channel.player === true };
}

/** Every channel of the systems registered as this module loads (the built-in ones) and who may call it. */
export const CHANNELS = {
  ...CORE_CHANNELS,
  ...Object.fromEntries(Object.keys(systemChannels()).map((name) => [name, entry(name)!])),
} as Readonly<Record<Channel, { player: boolean }>>;

export const CHANNEL_NAMES = Object.keys(CHANNELS) as Channel[];
/** @public — read by scripts/build-preload.mjs from the compiled contract (the player preload's list). */
export const PLAYER_CHANNELS = CHANNEL_NAMES.filter((c) => CHANNELS[c].player);

/** A core channel or one a registered system serves. */
export function isChannel(name: unknown): name is Channel {
  return typeof name === 'string' && entry(name) !== undefined;
}

export function roleMayCall(role: Role, channel: Channel): boolean {
  return role === 'gm' || entry(channel)?.player === true;
}

export { PUSH, PUSH_IPC_PREFIX, type PushName } from './push.js';
