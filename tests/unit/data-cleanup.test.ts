import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAppService } from '../../main/service/bootstrap.js';
import { pruneAssets, removeTempFiles } from '../../main/store/cleanup.js';
import { tempDirsRemovedAfterAll } from '../helpers/fixtures.js';

const temp = tempDirsRemovedAfterAll();

function write(dir: string, rel: string, text = 'x'): void {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), text);
}

/** Every file under `dir`, relative and sorted. */
function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

const A = `${'a'.repeat(32)}.png`;
const B = `${'b'.repeat(32)}.jpg`;
const C = `${'c'.repeat(32)}.webp`;
const D = `${'d'.repeat(32)}.png`;

/** A data folder after some crashes: temp files of conf/atomically and AssetStore, beside real files. */
function crashedFolder(): string {
  const dir = temp('cleanup');
  write(dir, 'settings.json', '{}\n');
  write(dir, 'settings.json.tmp-1733097600a1b2c3');
  write(dir, 'encounters/enc-1.json', '{}\n');
  write(dir, 'encounters/enc-1.json.tmp-0123456789abcdef');
  write(dir, 'encounters/enc-2.jsonl.tmp-4242-0a1b2c3d'); // a journal rewrite cut short
  write(dir, 'encounters/notes.tmp'); // not a temp name we write: kept
  write(dir, 'encounters/backups/enc-1.json.tmp-0123456789abcdef'); // not looked into: kept
  write(dir, `assets/${A}`);
  write(dir, `assets/${A}.4242.tmp`);
  write(dir, 'assets/holiday.jpg.12.tmp'); // not an asset id: kept
  write(dir, 'akenar/equipment.json.tmp-9876543210fedcba');
  return dir;
}

describe('crash leftovers', () => {
  it('removes only the temp-file names Asalto writes, in the folder, encounters/, assets/ and akenar/', () => {
    const dir = crashedFolder();
    const removed = removeTempFiles(dir).map((f) => path.relative(dir, f)).sort();
    expect(removed).toEqual([
      'akenar/equipment.json.tmp-9876543210fedcba',
      `assets/${A}.4242.tmp`,
      'encounters/enc-1.json.tmp-0123456789abcdef',
      'encounters/enc-2.jsonl.tmp-4242-0a1b2c3d',
      'settings.json.tmp-1733097600a1b2c3',
    ]);
    expect(files(dir)).toEqual([`assets/${A}`, 'assets/holiday.jpg.12.tmp', 'encounters/backups/enc-1.json.tmp-0123456789abcdef', 'encounters/enc-1.json', 'encounters/notes.tmp', 'settings.json']);
    expect(removeTempFiles(temp('cleanup-empty'))).toEqual([]); // no subfolders yet
  });

  it('runs at start for a writer, and not for a read-only command', () => {
    const readOnly = crashedFolder();
    const before = files(readOnly);
    createAppService({ dataDir: readOnly, host: { transport: 'web' }, readOnly: true });
    expect(files(readOnly)).toEqual(before);
    const writer = crashedFolder();
    createAppService({ dataDir: writer, host: { transport: 'web' }, seedDemo: false });
    expect(files(writer).filter((f) => /tmp-|\.\d+\.tmp$/.test(f))).toEqual(['assets/holiday.jpg.12.tmp', 'encounters/backups/enc-1.json.tmp-0123456789abcdef']);
  });
});

describe('unused background images', () => {
  it('removes images no encounter file mentions, keeps used ones and names that are not ids', () => {
    const dir = temp('prune');
    for (const id of [A, B, C, D]) write(dir, `assets/${id}`);
    write(dir, 'assets/README.txt');
    write(dir, `assets/${'E'.repeat(32)}.png`); // upper case: not an id we make
    write(dir, 'encounters/enc-1.json', JSON.stringify({ initial: { map: { background: { asset: A } } } }));
    write(dir, 'encounters/enc-2.jsonl', `{"snapshot":1}\n{"command":{"type":"setBackground","background":{"asset":"${B}"}}}\n`);
    write(dir, `encounters/backups/enc-3.json`, JSON.stringify({ asset: C })); // backups do not keep images
    write(dir, `encounters/damaged/enc-4.json`, JSON.stringify({ asset: D }));
    expect(pruneAssets(dir).sort()).toEqual([path.join(dir, 'assets', C), path.join(dir, 'assets', D)]);
    expect(files(path.join(dir, 'assets'))).toEqual([`${'E'.repeat(32)}.png`, 'README.txt', A, B].sort());
  });

  it('removes every image when there are no encounters, and nothing when there are no images', () => {
    const dir = temp('prune-none');
    expect(pruneAssets(dir)).toEqual([]);
    write(dir, `assets/${A}`);
    expect(pruneAssets(dir)).toEqual([path.join(dir, 'assets', A)]);
  });

  it('prunes at start, after the temp files', () => {
    const dir = temp('prune-start');
    write(dir, `assets/${A}`);
    write(dir, `assets/${B}`);
    write(dir, 'encounters/enc-1.json.tmp-0123456789abcdef', B); // a leftover does not keep an image
    write(dir, 'encounters/enc-1.json', `{"asset":"${A}"}`);
    createAppService({ dataDir: dir, host: { transport: 'web' }, seedDemo: false });
    expect(files(path.join(dir, 'assets'))).toEqual([A]);
  });
});
