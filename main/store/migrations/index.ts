import { migration001 } from './001-authoring-to-event-log.js';
import { migration002 } from './002-battlefield.js';
import { migration003 } from './003-dice.js';
import { migration004 } from './004-stat-blocks.js';
import { migration005 } from './005-life.js';
import { migration006 } from './006-turn-economy.js';
import { migration007 } from './007-akenar.js';
import { migration008 } from './008-sheet.js';
import { MigrationError, type Migration, type MigrationContext } from './types.js';

export { MigrationError, type Migration, type MigrationContext };

/** Ordered; each step raises `schemaVersion` by one. */
export const MIGRATIONS: readonly Migration[] = [migration001, migration002, migration003, migration004, migration005, migration006, migration007, migration008];

/** Runs every migration from the file's version to `target`. A file with no version is version 0. */
export function migrate(raw: unknown, target: number, ctx: MigrationContext): Record<string, unknown> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new MigrationError('expected a JSON object', '$');
  let doc = raw as Record<string, unknown>;
  const declared = doc.schemaVersion === undefined ? 0 : doc.schemaVersion;
  if (typeof declared !== 'number' || !Number.isInteger(declared) || declared < 0) {
    throw new MigrationError(`schemaVersion must be a whole number, got ${JSON.stringify(declared)}`, '$.schemaVersion');
  }
  let version: number = declared;
  while (version < target) {
    const step = MIGRATIONS.find((m) => m.from === version);
    if (!step) throw new MigrationError(`no migration from schema version ${version}`, '$.schemaVersion');
    doc = step.migrate(doc, ctx);
    version = step.to;
  }
  return doc;
}
