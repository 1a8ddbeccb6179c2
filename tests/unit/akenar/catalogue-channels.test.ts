import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHANNELS, PLAYER_CHANNELS } from '../../../shared/contract/channels.js';
import { REQUESTS } from '../../../shared/contract/contract.js';
import type { GmView } from '../../../shared/contract/views.js';
import type { AkenarCatalogueView } from '../../../shared/systems/akenar/channels.js';
import { systemHosts } from '../../../main/rules/core/host.js';
import { GM_REASON, GM_SOURCE } from '../../../shared/systems/akenar/catalogue-edit.js';
import { equipmentCatalogueSchema, type EquipmentCatalogue } from '../../../shared/systems/akenar/equipment.js';
import { makeService, repoRoot, tempDir } from '../../helpers/fixtures.js';
import { akenarRecord } from '../../../shared/systems/akenar/sheet.js';

const bundledFile = path.join(repoRoot, 'resources', 'akenar', 'equipment.json');
const bundled = (): EquipmentCatalogue => equipmentCatalogueSchema.parse(JSON.parse(fs.readFileSync(bundledFile, 'utf8')));

function value<T>(r: { ok: boolean; value?: unknown; error?: unknown }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value as T;
}

function withCatalogue(dataDir = tempDir()) {
  return makeService(dataDir, { systems: systemHosts({ dataDir, resourcesDir: path.join(repoRoot, 'resources'), now: () => new Date() }) });
}

describe('Akenar catalogue and demo channels', () => {
  it('are GM-only channels', () => {
    for (const c of ['akenar.catalogue.get', 'akenar.catalogue.save', 'akenar.catalogue.reset', 'encounter.createDemo'] as const) {
      expect(CHANNELS[c].player).toBe(false);
      expect(PLAYER_CHANNELS).not.toContain(c);
    }
    const { service } = withCatalogue();
    expect(service.handle('akenar.catalogue.get', {}, 'player')).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
  });

  it('request schemas: save takes a whole valid catalogue and adds the gm reason when a field cites it', () => {
    const c = bundled();
    c.weapons[0]!.pa = 2;
    c.weapons[0]!.sources.pa = { ...GM_SOURCE };
    const parsed = REQUESTS['akenar.catalogue.save'].parse({ catalogue: c });
    expect(parsed.catalogue.defaultReasons[GM_REASON]).toMatch(/GM/);
    const bad = REQUESTS['akenar.catalogue.save'].safeParse({ catalogue: { ...c, weapons: [{ ...c.weapons[0]!, damage: 'mucho' }] } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['catalogue', 'weapons', 0, 'damage']);
    expect(REQUESTS['akenar.catalogue.save'].safeParse({}).success).toBe(false);
    expect(REQUESTS['akenar.catalogue.get'].safeParse({ x: 1 }).success).toBe(false);
    expect(REQUESTS['akenar.catalogue.reset'].safeParse({}).success).toBe(true);
    expect(REQUESTS['encounter.createDemo'].safeParse({ demo: 'akenar' }).success).toBe(true);
    expect(REQUESTS['encounter.createDemo'].safeParse({ demo: 'dnd5e' }).success).toBe(false);
  });

  it('get, save and reset through the service; a bad save is refused by path and changes nothing', () => {
    const { service } = withCatalogue();
    expect(value<AkenarCatalogueView>(service.handle('akenar.catalogue.get', {}, 'gm')).origin).toBe('bundled');
    const c = bundled();
    const pick = c.weapons.findIndex((w) => w.id === 'pico-de-cuervo');
    c.weapons[pick]!.pa = 6;
    c.weapons[pick]!.sources.pa = { ...GM_SOURCE };
    const saved = value<AkenarCatalogueView>(service.handle('akenar.catalogue.save', { catalogue: c }, 'gm'));
    expect(saved.origin).toBe('gm');
    expect(saved.catalogue.weapons[pick]!.pa).toBe(6);

    c.weapons[pick]!.pa = -3;
    const refused = service.handle('akenar.catalogue.save', { catalogue: c }, 'gm');
    expect(refused).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD', path: `payload.catalogue.weapons.${pick}.pa` } });
    expect(value<AkenarCatalogueView>(service.handle('akenar.catalogue.get', {}, 'gm')).catalogue.weapons[pick]!.pa).toBe(6);

    const reset = value<AkenarCatalogueView>(service.handle('akenar.catalogue.reset', {}, 'gm'));
    expect(reset.origin).toBe('bundled');
    expect(reset.catalogue.weapons[pick]!.pa).toBe(7);
  });

  it('without a catalogue store the channels say so', () => {
    const { service } = makeService();
    expect(service.handle('akenar.catalogue.get', {}, 'gm')).toMatchObject({ ok: false, error: { code: 'NOT_SUPPORTED' } });
  });

  it('createDemo creates and opens the Akenar demo, built from the GM catalogue', () => {
    const { service, repo, settings } = withCatalogue();
    const c = bundled();
    c.weapons.find((w) => w.id === 'pico-de-cuervo')!.pa = 5;
    value(service.handle('akenar.catalogue.save', { catalogue: c }, 'gm'));
    const view = value<GmView>(service.handle('encounter.createDemo', { demo: 'akenar' }, 'gm'));
    expect(view.encounter.system).toBe('akenar');
    expect(view.encounter.map?.hexSize).toEqual({ value: 1, unit: 'm' });
    const orc = view.encounter.combatants.find((x) => x.id === 'orco')!;
    expect(akenarRecord(orc)?.stats.weapons[0]).toMatchObject({ id: 'pico-de-cuervo', pa: 5 });
    expect(value<GmView>(service.handle('encounter.current', {}, 'gm')).encounter.id).toBe(view.encounter.id);
    expect(settings.get().lastEncounterId).toBe(view.encounter.id);
    expect(repo.load(view.encounter.id).initial.combatants).toHaveLength(5);
  });

  it('createDemo names what is missing when the GM removed an item the demo needs', () => {
    const { service } = withCatalogue();
    const c = bundled();
    c.weapons = c.weapons.filter((w) => w.id !== 'arco-largo');
    value(service.handle('akenar.catalogue.save', { catalogue: c }, 'gm'));
    const r = service.handle('encounter.createDemo', { demo: 'akenar' }, 'gm');
    expect(r).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', path: 'weapons[0].id' } });
    expect(JSON.stringify(r)).toContain('arco-largo');
  });
});
