import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registerToy } from '../fixtures/systems/toy/main/register.js';
import { makeService, tempDirsRemovedAfterAll } from '../helpers/fixtures.js';
import type { GmView } from '../../shared/contract/views.js';

/** A system registered after the app has parsed encounters (a plugin loading late) is still fully known. */
const temp = tempDirsRemovedAfterAll();

describe('registering a system after the first parse (issue #12)', () => {
  it('its sheets and events validate, and its encounter reopens from disk (nothing moved to damaged/)', () => {
    const dataDir = temp('late');
    const { service } = makeService(dataDir);
    const five = service.handle('encounter.create', { name: 'Five', system: 'dnd5e' }, 'gm') as { ok: true; value: GmView };
    service.handle('encounter.command', { encounterId: five.value.encounter.id, command: { type: 'rename', name: 'Cinco' } }, 'gm');
    expect(makeService(dataDir).service.handle('encounter.open', { id: five.value.encounter.id }, 'gm')).toMatchObject({ ok: true });
    registerToy();
    const toy = service.handle('encounter.create', { name: 'Toy', system: 'toy' }, 'gm') as { ok: true; value: GmView };
    const id = toy.value.encounter.id;
    const run = (command: Record<string, unknown>) => service.handle('encounter.command', { encounterId: id, command }, 'gm');
    expect(run({ type: 'addCombatant', combatant: { id: 'bo', name: 'Bo', side: 'party', kind: 'pc', hp: { max: 9 }, sheet: { system: 'toy', pokes: 0 } } })).toMatchObject({ ok: true });
    expect(run({ type: 'toyPoke', id: 'bo' })).toMatchObject({ ok: true });
    const reopened = makeService(dataDir).service.handle('encounter.open', { id }, 'gm') as { ok: true; value: GmView };
    expect(reopened.value.encounter.combatants[0]?.sheet).toEqual({ system: 'toy', pokes: 1 });
    expect(fs.existsSync(path.join(dataDir, 'encounters', 'damaged'))).toBe(false);
  });
});
