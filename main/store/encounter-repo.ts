import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import type { EncounterList, EncounterSummary, StoreProblem } from '../../shared/contract/views.js';
import type { EncounterState } from '../../shared/model/encounter.js';
import { CURRENT_SCHEMA, encounterFileSchema, type EncounterFile } from './encounter-file.js';
import { migrate, MigrationError } from './migrations/index.js';
import { copyAside, describeError, moveAside, openJsonFile, timestamp } from './files.js';
import { replay } from '../rules/core/history.js';

export class StoreError extends Error {
  constructor(
    readonly code: StoreProblem['code'] | 'NOT_FOUND',
    message: string,
    readonly file: string,
    readonly movedTo: string | null = null,
  ) {
    super(message);
  }
}

const ID_FILE = /^([A-Za-z0-9_-]{1,64})\.json$/;

function issuesText(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `$.${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');
}

/**
 * Encounters on disk, one JSON file each under `<dataDir>/encounters`. A file that cannot be read
 * is moved to `damaged/` and reported; a file from a newer Asalto is left alone and reported.
 * A file upgraded by a migration is first copied to `backups/`.
 */
export class EncounterRepository {
  readonly dir: string;

  constructor(
    dataDir: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.dir = path.join(dataDir, 'encounters');
  }

  fileOf(id: string): string {
    return path.join(this.dir, `${id}.json`);
  }

  exists(id: string): boolean {
    return fs.existsSync(this.fileOf(id));
  }

  isEmpty(): boolean {
    return !fs.existsSync(this.dir) || !fs.readdirSync(this.dir).some((f) => ID_FILE.test(f));
  }

  /** Loads, migrates and validates one encounter. Throws StoreError naming the file. */
  load(id: string): EncounterFile {
    const file = this.fileOf(id);
    if (!fs.existsSync(file)) throw new StoreError('NOT_FOUND', `no encounter "${id}"`, file);
    let raw: unknown;
    try {
      raw = openJsonFile(this.dir, id).store;
    } catch (err) {
      if (err instanceof SyntaxError) return this.damaged(file, `not valid JSON (${describeError(err)})`);
      throw new StoreError('STORAGE', `cannot read ${file}: ${describeError(err)}`, file);
    }
    const version = (raw as { schemaVersion?: unknown } | null)?.schemaVersion;
    if (typeof version === 'number' && version > CURRENT_SCHEMA) {
      throw new StoreError(
        'NEWER_VERSION',
        `${file} was written by a newer Asalto (schema ${version}, this one reads up to ${CURRENT_SCHEMA}); it was left untouched`,
        file,
      );
    }
    let migrated: unknown;
    try {
      migrated = migrate(raw, CURRENT_SCHEMA, { id, now: this.now().toISOString() });
    } catch (err) {
      if (err instanceof MigrationError) return this.damaged(file, `${err.path}: ${err.message}`);
      throw err;
    }
    const parsed = encounterFileSchema.safeParse(migrated);
    if (!parsed.success) return this.damaged(file, issuesText(parsed.error));
    if (version !== CURRENT_SCHEMA) {
      copyAside(file, path.join(this.dir, 'backups'), `schema${typeof version === 'number' ? version : 0}-${timestamp(this.now())}`);
      this.save(parsed.data);
    }
    return parsed.data;
  }

  private damaged(file: string, reason: string): never {
    const movedTo = moveAside(file, path.join(this.dir, 'damaged'), timestamp(this.now()));
    throw new StoreError('CORRUPT_FILE', `${file} is damaged: ${reason}. It was moved to ${movedTo}`, file, movedTo);
  }

  save(doc: EncounterFile): void {
    openJsonFile(this.dir, doc.id).store = doc;
  }

  create(initial: EncounterState): EncounterFile {
    const at = this.now().toISOString();
    const doc: EncounterFile = { schemaVersion: CURRENT_SCHEMA, id: initial.id, createdAt: at, updatedAt: at, initial, history: [], cursor: 0 };
    this.save(doc);
    return doc;
  }

  /** Writes a raw document (any schema version) as a new encounter, then loads it through migrations. */
  importRaw(id: string, raw: Record<string, unknown>): EncounterFile {
    fs.mkdirSync(this.dir, { recursive: true });
    fs.writeFileSync(this.fileOf(id), `${JSON.stringify(raw, null, 2)}\n`, { flag: 'wx' });
    return this.load(id);
  }

  list(): EncounterList {
    const encounters: EncounterSummary[] = [];
    const problems: StoreProblem[] = [];
    if (!fs.existsSync(this.dir)) return { encounters, problems };
    for (const name of fs.readdirSync(this.dir).sort()) {
      const id = ID_FILE.exec(name)?.[1];
      if (!id) continue;
      try {
        const doc = this.load(id);
        const state = replay(doc);
        encounters.push({
          id,
          name: state.name,
          system: state.system,
          combatants: state.combatants.length,
          round: state.round,
          updatedAt: doc.updatedAt,
        });
      } catch (err) {
        if (!(err instanceof StoreError) || err.code === 'NOT_FOUND') throw err;
        problems.push({ file: err.file, code: err.code, message: err.message, movedTo: err.movedTo });
      }
    }
    encounters.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    return { encounters, problems };
  }
}
