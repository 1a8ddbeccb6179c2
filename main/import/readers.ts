// The one list of import formats (issue #16), tried in this order on every record; and of conversions.
// Each system's readers come through the rules registry (`RulesSystem.importReaders`, the system seam).
import type { Conversion, Reader } from './types.js';
import { asaltoReader } from './asalto.js';
import { rulesSystems } from '../rules/registry.js';

export const READERS: readonly Reader[] = [asaltoReader, ...rulesSystems().flatMap((s) => s.importReaders ?? [])];

export const CONVERSIONS: readonly Conversion[] = [];
