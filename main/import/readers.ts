// The one list of import formats (issue #16), tried in this order on every record; and of conversions.
// A system may add readers of its own through the rules registry (`RulesSystem.importReaders`: 5e's
// Open5e, Improved Initiative and Foundry readers, which use its schema's vocabulary).
import type { Conversion, Reader } from './types.js';
import { asaltoReader } from './asalto.js';
import { fiveEtoolsReader } from './5etools.js';
import { openquestReader } from './openquest.js';
import { mythrasReader } from './mythras.js';
import { psrdReader } from './psrd.js';
import { foundryPf1Reader } from './foundry-pf1.js';
import { pf1ToAkenar } from './pf1-akenar.js';
import { rulesSystems } from '../rules/registry.js';

export const READERS: readonly Reader[] = [
  asaltoReader,
  fiveEtoolsReader,
  openquestReader,
  mythrasReader,
  psrdReader,
  foundryPf1Reader,
  ...rulesSystems().flatMap((s) => s.importReaders ?? []),
];

export const CONVERSIONS: readonly Conversion[] = [pf1ToAkenar];
