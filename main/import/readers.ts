// The one list of import formats (issue #16), tried in this order on every record; and of conversions.
import type { Conversion, Reader } from './types.js';
import { asaltoReader } from './asalto.js';
import { OPEN5E_READERS } from './open5e.js';
import { improvedInitiativeReader } from './improved-initiative.js';

export const READERS: readonly Reader[] = [asaltoReader, ...OPEN5E_READERS, improvedInitiativeReader];

export const CONVERSIONS: readonly Conversion[] = [];
