import { z } from 'zod';
import type { StoreProblem } from '../../contract/views.js';
import type { MessageRef } from '../../contract/result.js';
import { channel } from '../types.js';
import { equipmentCatalogueSchema, type EquipmentCatalogue } from './equipment.js';
import { withGmReason } from './catalogue-edit.js';

/** The GM's user file of the Akenar catalogue could not be used: where it is, why, and where it went. */
export interface CatalogueProblem extends StoreProblem {
  /** Each schema problem by JSON path (`$.weapons.3.pa`), when the file was JSON. */
  issues: { path: string; message: string; ref?: MessageRef }[];
}

/** The Akenar equipment catalogue in use, and where it comes from. */
export interface AkenarCatalogueView {
  catalogue: EquipmentCatalogue;
  /** `gm`: the GM's copy in the data folder; `bundled`: the catalogue Asalto ships. */
  origin: 'gm' | 'bundled';
  /** The GM's copy: where it is, or where the next save puts it. */
  file: string;
  /** The GM's copy was damaged and moved aside (until the next save or reset). */
  problem: CatalogueProblem | null;
}

const empty = z.object({}).strict().optional();
const view = channel<AkenarCatalogueView>();

/** Akenar's channels (GM-only): the equipment catalogue the GM edits (main/rules/akenar/catalogue-store.ts). */
export const AKENAR_CHANNELS = {
  'akenar.catalogue.get': view({ request: empty }),
  /** The whole catalogue; `defaultReasons.gm` is added when a field cites it and it is missing. */
  'akenar.catalogue.save': view({ request: z.object({ catalogue: z.preprocess(withGmReason, equipmentCatalogueSchema) }).strict() }),
  'akenar.catalogue.reset': view({ request: empty }),
} as const;
