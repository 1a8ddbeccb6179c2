// The 5e import formats of issue #16 read by this system (the list main/import/readers.ts gathers through the registry).
import type { Reader } from '../../../import/types.js';
import { improvedInitiativeReader } from './improved-initiative.js';
import { OPEN5E_READERS } from './open5e.js';
import { foundryDnd5eLegacyReader, foundryDnd5eReader } from './foundry-dnd5e.js';

export const DND5E_READERS: readonly Reader[] = [...OPEN5E_READERS, improvedInitiativeReader, foundryDnd5eReader, foundryDnd5eLegacyReader];
