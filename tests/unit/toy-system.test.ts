import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registerToy } from '../fixtures/systems/toy/main/register.js';
import { makeService, repoRoot, tempDirsRemovedAfterAll } from '../helpers/fixtures.js';
import { describeEvent } from '../../shared/log/describe.js';
import { systemInfo } from '../../shared/systems/registry.js';
import type { EncounterEvent } from '../../shared/model/events.js';
import type { GmView } from '../../shared/contract/views.js';

/**
 * Issue #12, the proof of the seam: a system that lives only in tests/fixtures/systems/toy/ and is
 * registered through the three lists works end to end (its command, event, log line, condition and
 * sheet; the panel is tests/e2e/toy-system.test.ts) while no core file names it.
 */
registerToy();
const tempDirs = tempDirsRemovedAfterAll();
const tempDir = () => tempDirs('toy');

const must = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

function toyEncounter() {
  const dataDir = tempDir();
  const { service } = makeService(dataDir);
  const view = must(service.handle('encounter.create', { name: 'Toy fight', system: 'toy' }, 'gm')) as GmView;
  const id = view.encounter.id;
  const run = (command: Record<string, unknown>) => service.handle('encounter.command', { encounterId: id, command }, 'gm');
  must(run({ type: 'addCombatant', combatant: { id: 'bo', name: 'Bo', side: 'party', kind: 'pc', hp: { max: 9 } } }));
  const current = () => (must(service.handle('encounter.current', {}, 'gm')) as GmView);
  return { dataDir, id, run, current };
}

describe('a toy system registered at run time (issue #12)', () => {
  it('resolves its own command into its own event, which it folds: the sheet counts and its condition is set', () => {
    const t = toyEncounter();
    must(t.run({ type: 'toyPoke', id: 'bo' }));
    must(t.run({ type: 'toyPoke', id: 'bo' }));
    const bo = t.current().encounter.combatants.find((c) => c.id === 'bo')!;
    expect(bo.conditions).toEqual(['dizzy']);
    expect((bo as unknown as { sheet: unknown }).sheet).toEqual({ system: 'toy', pokes: 2 });
    const last = t.current().log.at(-1)!;
    expect(last.events).toEqual([{ type: 'toy.poked', id: 'bo', name: 'Bo', pokes: 2 }]);
  });

  it('writes one log line per event through its describer, and offers its condition', () => {
    const poked = { type: 'toy.poked', id: 'bo', name: 'Bo', pokes: 3 } as unknown as EncounterEvent;
    expect(describeEvent(poked)).toBe('Bo is poked (3) and gets dizzy');
    expect(systemInfo('toy').conditions).toEqual([{ id: 'dizzy', msg: 'dizzy' }]);
  });

  it('replays from disk: a new service over the same folder opens the same state', () => {
    const t = toyEncounter();
    must(t.run({ type: 'toyPoke', id: 'bo' }));
    const before = t.current().encounter;
    const again = makeService(t.dataDir).service;
    expect((must(again.handle('encounter.open', { id: t.id }, 'gm')) as GmView).encounter).toEqual(before);
  });

  it('keeps its command to its own encounters, and other systems\u2019 commands out of its own', () => {
    const t = toyEncounter();
    expect(t.run({ type: 'takeAction', id: 'bo', action: 'dodge' })).toMatchObject({ ok: false, error: { code: 'INVALID_COMMAND', path: 'command.type' } });
    expect(t.run({ type: 'toyPoke', id: 'nobody' })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', path: 'command.id' } });
    expect(t.run({ type: 'toyPoke', id: 'bo', hard: true })).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD', path: 'payload.command' } });
    const { service } = makeService(tempDir());
    const five = must(service.handle('encounter.create', { name: '5e', system: 'dnd5e' }, 'gm')) as GmView;
    expect(service.handle('encounter.command', { encounterId: five.encounter.id, command: { type: 'toyPoke', id: 'x' } }, 'gm')).toMatchObject({
      ok: false,
      error: { code: 'INVALID_COMMAND', message: 'toyPoke is not a command of D&D 5e encounters', path: 'command.type' },
    });
  });

  it("refuses another system's sheet on its combatants, and another system's option, naming the path", () => {
    const t = toyEncounter();
    expect(t.run({ type: 'updateCombatant', id: 'bo', patch: { sheet: { system: 'toy', pokes: 4 } } })).toMatchObject({ ok: true });
    const added = t.run({ type: 'addCombatant', combatant: { id: 'gob', name: 'Gob', side: 'enemy', kind: 'monster', hp: { max: 7 }, sheet: { system: 'toy', pokes: 0 } } });
    expect(added).toMatchObject({ ok: true });
    const { service } = makeService(tempDir());
    const five = must(service.handle('encounter.create', { name: '5e', system: 'dnd5e' }, 'gm')) as GmView;
    const run5 = (command: Record<string, unknown>) => service.handle('encounter.command', { encounterId: five.encounter.id, command }, 'gm');
    must(run5({ type: 'addCombatant', combatant: { id: 'a', name: 'A', side: 'party', kind: 'pc', hp: { max: 9 } } }));
    expect(run5({ type: 'updateCombatant', id: 'a', patch: { sheet: { system: 'toy', pokes: 1 } } })).toEqual({
      ok: false,
      error: { code: 'INVALID_COMMAND', message: 'a Toy system sheet cannot go on a combatant of a D&D 5e encounter', path: 'command.patch.sheet.system', ref: { msg: 'err_core_wrong_sheet', params: { sheet: 'Toy system', system: '@system_dnd5e' } } },
    });
    expect(run5({ type: 'addCombatant', combatant: { name: 'B', side: 'party', kind: 'pc', hp: { max: 9 }, sheet: { system: 'toy', pokes: 1 } } })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_COMMAND', path: 'command.combatant.sheet.system' },
    });
    // heal.magical is Akenar's: a 5e encounter refuses it, naming the key.
    expect(run5({ type: 'heal', id: 'a', amount: 1, magical: true })).toMatchObject({ ok: false, error: { code: 'INVALID_COMMAND', path: 'command.magical' } });
  });

  it('is named by no core file: shared/, main/ and renderer/ never mention it', () => {
    const hits: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) {
          if (e.name !== 'paraglide') walk(full);
        } else if (/\.(ts|svelte|js)$/.test(e.name) && /toyPoke|toy\.poked|systems\/toy/.test(fs.readFileSync(full, 'utf8'))) hits.push(path.relative(repoRoot, full));
      }
    };
    for (const layer of ['shared', 'main', 'renderer']) walk(path.join(repoRoot, layer));
    expect(hits).toEqual([]);
  });
});
