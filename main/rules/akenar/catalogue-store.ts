import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import type { AkenarCatalogueView, CatalogueProblem } from '../../../shared/systems/akenar/channels.js';
import { equipmentCatalogueSchema, type EquipmentCatalogue } from '../../../shared/systems/akenar/equipment.js';
import { withGmReason } from '../../../shared/systems/akenar/catalogue-edit.js';
import { describeError, moveAside, openJsonFile, parseJson, timestamp } from '../../store/files.js';
import { issuesText as listIssues, wireIssues, type WireIssue } from '../../../shared/contract/issues.js';

export class CatalogueError extends Error {
  constructor(
    readonly code: 'INVALID_PAYLOAD' | 'STORAGE',
    message: string,
    readonly file: string,
    readonly issues: WireIssue[] = [],
  ) {
    super(message);
  }
}

/** `$.weapons.3.pa`: the JSON path of a schema problem, as the encounter store names them. */
const issuesOf = (error: z.ZodError): WireIssue[] => wireIssues(error.issues, ['$'], error.issues.length);
const issuesText = (issues: WireIssue[]) => listIssues(issues.slice(0, 5), issues.length, 'en');

/**
 * The Akenar equipment catalogue the GM edits: `<dataDir>/akenar/equipment.json`, falling back to
 * the bundled `resources/akenar/equipment.json` while the GM has saved none.
 *
 * - A GM file that is not JSON or fails `equipmentCatalogueSchema` is moved to `akenar/damaged/`
 *   (never deleted or overwritten) and reported, naming the file and each problem's JSON path; the
 *   bundled catalogue is used until the GM saves again.
 * - Saving validates first and writes atomically (temp file, fsync, rename): a refused or failed
 *   save leaves the previous file as it was.
 * - Resetting moves the GM's file to `akenar/backups/` and goes back to the bundled catalogue.
 */
export class AkenarCatalogueStore {
  readonly dir: string;
  readonly file: string;
  private problem: CatalogueProblem | null = null;
  private cache: { key: string; catalogue: EquipmentCatalogue } | null = null;
  private bundled: EquipmentCatalogue | null = null;

  constructor(
    dataDir: string,
    readonly bundledFile: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.dir = path.join(dataDir, 'akenar');
    this.file = path.join(this.dir, 'equipment.json');
  }

  /** The bundled catalogue; a broken one is a packaging error and throws, naming the file. */
  private loadBundled(): EquipmentCatalogue {
    if (this.bundled) return this.bundled;
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(this.bundledFile, 'utf8'));
    } catch (err) {
      throw new CatalogueError('STORAGE', `cannot read the bundled catalogue ${this.bundledFile}: ${describeError(err)}`, this.bundledFile);
    }
    const parsed = equipmentCatalogueSchema.safeParse(raw);
    if (!parsed.success) {
      throw new CatalogueError('STORAGE', `the bundled catalogue ${this.bundledFile} is invalid: ${issuesText(issuesOf(parsed.error))}`, this.bundledFile, issuesOf(parsed.error));
    }
    return (this.bundled = parsed.data);
  }

  /** The GM's file, validated; null when there is none or it was just moved aside as damaged. */
  private loadUser(): EquipmentCatalogue | null {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(this.file);
    } catch {
      this.cache = null;
      return null;
    }
    const key = `${stat.mtimeMs}:${stat.size}`;
    if (this.cache?.key === key) return this.cache.catalogue;
    let text: string;
    try {
      text = fs.readFileSync(this.file, 'utf8');
    } catch (err) {
      throw new CatalogueError('STORAGE', `cannot read ${this.file}: ${describeError(err)}`, this.file);
    }
    let raw: unknown;
    try {
      raw = parseJson(text);
    } catch (err) {
      return this.damaged(`not valid JSON (${describeError(err)})`, [{ path: '$', message: describeError(err) }]);
    }
    const parsed = equipmentCatalogueSchema.safeParse(raw);
    if (!parsed.success) {
      const issues = issuesOf(parsed.error);
      return this.damaged(issuesText(issues), issues);
    }
    this.cache = { key, catalogue: parsed.data };
    return parsed.data;
  }

  private damaged(reason: string, issues: CatalogueProblem['issues']): null {
    const movedTo = moveAside(this.file, path.join(this.dir, 'damaged'), timestamp(this.now()));
    this.cache = null;
    this.problem = {
      file: this.file,
      code: 'CORRUPT_FILE',
      message: `${this.file} is damaged: ${reason}. It was moved to ${movedTo}; the bundled catalogue is in use.`,
      movedTo,
      issues,
    };
    return null;
  }

  private view(user: EquipmentCatalogue | null): AkenarCatalogueView {
    return user
      ? { catalogue: user, origin: 'gm', file: this.file, problem: this.problem }
      : { catalogue: this.loadBundled(), origin: 'bundled', file: this.file, problem: this.problem };
  }

  /** The catalogue in use: the GM's copy if it is sound, else the bundled one (with the problem). */
  get(): AkenarCatalogueView {
    return this.view(this.loadUser());
  }

  /** The catalogue in use, without where it comes from. */
  catalogue(): EquipmentCatalogue {
    return this.get().catalogue;
  }

  /**
   * Validates and saves the whole catalogue as the GM's copy. Throws `CatalogueError` (with each
   * problem's JSON path) and writes nothing when it is invalid.
   */
  save(raw: unknown): AkenarCatalogueView {
    const parsed = equipmentCatalogueSchema.safeParse(withGmReason(raw));
    if (!parsed.success) {
      const issues = issuesOf(parsed.error);
      throw new CatalogueError('INVALID_PAYLOAD', `the catalogue was not saved: ${issuesText(issues)}`, this.file, issues);
    }
    this.loadUser(); // a damaged file on disk is moved aside, never overwritten
    try {
      fs.mkdirSync(this.dir, { recursive: true });
      openJsonFile(this.dir, 'equipment').store = parsed.data;
    } catch (err) {
      throw new CatalogueError('STORAGE', `could not save ${this.file}: ${describeError(err)}`, this.file);
    }
    this.problem = null;
    this.cache = null;
    return this.get();
  }

  /** Back to the bundled catalogue; the GM's copy is moved to `akenar/backups/`, not deleted. */
  reset(): AkenarCatalogueView {
    if (fs.existsSync(this.file)) {
      try {
        moveAside(this.file, path.join(this.dir, 'backups'), timestamp(this.now()));
      } catch (err) {
        throw new CatalogueError('STORAGE', `could not move ${this.file} to backups: ${describeError(err)}`, this.file);
      }
    }
    this.problem = null;
    this.cache = null;
    return this.view(null);
  }
}
