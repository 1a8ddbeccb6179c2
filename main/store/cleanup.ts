import fs from 'node:fs';
import path from 'node:path';
import { assetIdSchema } from '../../shared/model/map.js';
import { systems } from '../../shared/systems/registry.js';

/**
 * Temp files a crash can leave behind, and only those:
 * - conf/electron-store write through `atomically`: `<file>.tmp-<10 digits><6 hex>` beside the file;
 * - AssetStore writes `<asset id>.<pid>.tmp` in `assets/`;
 * - atomic rewrites of journals (compaction, import) and images write `<file>.tmp-<pid>-<8 hex>` in
 *   `encounters/` and `assets/`.
 */
const ATOMICALLY_TEMP = /\.tmp-\d{10}[a-f0-9]{6}$/;
const JOURNAL_TEMP = /^[A-Za-z0-9_-]{1,64}\.jsonl\.tmp-\d+-[a-f0-9]{8}$/;
const IMAGE_TEMP = /^[a-f0-9]{16,64}\.(png|jpg|webp)\.tmp-\d+-[a-f0-9]{8}$/;
const ASSET_TEMP = /^[a-f0-9]{16,64}\.(png|jpg|webp)\.\d+\.tmp$/;

function filesIn(dir: string): string[] {
  try {
    return fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/**
 * Removes crash leftovers in the data dir, `encounters/`, `assets/` and each system's folder (named by
 * its id: Akenar's catalogue is in `akenar/`). Call it only while holding the data folder's lock (no
 * other writer can be mid-write). Returns the removed paths.
 */
export function removeTempFiles(dataDir: string): string[] {
  const removed: string[] = [];
  for (const sub of ['', 'encounters', 'assets', ...systems().map((s) => s.id)]) {
    const dir = path.join(dataDir, sub);
    for (const name of filesIn(dir)) {
      const temp = ATOMICALLY_TEMP.test(name) || (sub === 'assets' && (ASSET_TEMP.test(name) || IMAGE_TEMP.test(name))) || (sub === 'encounters' && JOURNAL_TEMP.test(name));
      if (!temp) continue;
      fs.rmSync(path.join(dir, name), { force: true });
      removed.push(path.join(dir, name));
    }
  }
  return removed;
}

/**
 * Deletes imported images no encounter refers to any more: a file in `assets/` whose id occurs in no
 * file at the top level of `encounters/` (read as text, so any encounter format works; `backups/` and
 * `damaged/` are not read). Names that are not asset ids are left alone. Call it only under the lock.
 */
export function pruneAssets(dataDir: string): string[] {
  const assetsDir = path.join(dataDir, 'assets');
  const ids = filesIn(assetsDir).filter((name) => assetIdSchema.safeParse(name).success);
  if (ids.length === 0) return [];
  const encountersDir = path.join(dataDir, 'encounters');
  const unused = new Set(ids);
  for (const name of filesIn(encountersDir)) {
    const text = fs.readFileSync(path.join(encountersDir, name), 'utf8');
    for (const id of unused) if (text.includes(id)) unused.delete(id);
    if (unused.size === 0) return [];
  }
  const removed = [...unused].map((id) => path.join(assetsDir, id));
  for (const file of removed) fs.rmSync(file, { force: true });
  return removed;
}
