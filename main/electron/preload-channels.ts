import type { Channel } from '../../shared/contract/channels.js';

// The channels each preload exposes, fixed when the preloads are built: scripts/build-preload.mjs
// reads CHANNEL_NAMES and PLAYER_CHANNELS from shared/contract/channels.ts and defines them here, so
// a preload bundles neither zod nor the systems' schemas (vitest.config.ts defines them for tests).
declare const __ASALTO_PRELOAD_CHANNELS__: { gm: readonly Channel[]; player: readonly Channel[] };

export const PRELOAD_CHANNELS = __ASALTO_PRELOAD_CHANNELS__;
