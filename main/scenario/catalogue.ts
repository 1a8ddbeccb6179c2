import fs from 'node:fs';
import path from 'node:path';
import { equipmentCatalogueSchema, type EquipmentCatalogue } from '../../shared/systems/akenar/equipment.js';

/** The bundled Akenar equipment catalogue, for scenarios (the app uses the GM's copy). */
export function loadBundledCatalogue(resources: string): EquipmentCatalogue {
  const file = path.join(resources, 'akenar', 'equipment.json');
  const parsed = equipmentCatalogueSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}
