// The one list of import formats (issue #16), tried in this order on every record; and of conversions.
import type { Conversion, Reader } from './types.js';
import { asaltoReader } from './asalto.js';
import { fiveEtoolsReader } from './5etools.js';

export const READERS: readonly Reader[] = [asaltoReader, fiveEtoolsReader];

export const CONVERSIONS: readonly Conversion[] = [];
