import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveLocale } from '../../shared/i18n/locale.js';
import { createFileSettingsStore, DEFAULT_SETTINGS, sanitizeSettings } from '../../main/store/settings-store.js';
import { defaultDataDir } from '../../main/service/bootstrap.js';
import { tempDir } from '../helpers/fixtures.js';

describe('locale', () => {
  it('follows the system language unless the setting picks one', () => {
    expect(resolveLocale('system', ['es-AR', 'en'])).toBe('es');
    expect(resolveLocale('system', ['fr-FR', 'en-GB'])).toBe('en');
    expect(resolveLocale('system', ['de'])).toBe('en');
    expect(resolveLocale('es', ['en-US'])).toBe('es');
    expect(resolveLocale('system', ['es_ES.UTF-8'])).toBe('es');
  });
});

describe('settings store', () => {
  it('persists updates and keeps valid fields of a partly bad file', () => {
    const dir = tempDir('settings');
    const s = createFileSettingsStore(dir);
    expect(s.get()).toEqual(DEFAULT_SETTINGS);
    s.update({ language: 'es' });
    expect(createFileSettingsStore(dir).get().language).toBe('es');
    expect(sanitizeSettings({ language: 'xx', lastEncounterId: 'enc-1' })).toEqual({ language: 'system', lastEncounterId: 'enc-1' });
  });

  it('moves a corrupt settings file aside and starts from defaults', () => {
    const dir = tempDir('settings-bad');
    fs.writeFileSync(path.join(dir, 'settings.json'), '{"language": ');
    const s = createFileSettingsStore(dir);
    expect(s.problem).toMatchObject({ file: path.join(dir, 'settings.json'), code: 'CORRUPT_FILE' });
    expect(s.problem?.message).toMatch(/settings\.json could not be read/);
    expect(s.get()).toEqual(DEFAULT_SETTINGS);
    const aside = fs.readdirSync(path.join(dir, 'damaged'));
    expect(aside).toHaveLength(1);
    expect(fs.readFileSync(path.join(dir, 'damaged', aside[0]!), 'utf8')).toBe('{"language": ');
  });
});

describe('data dir', () => {
  it('matches Electron userData for an app named Asalto', () => {
    expect(defaultDataDir('linux', {}, '/home/ana')).toBe('/home/ana/.config/Asalto');
    expect(defaultDataDir('linux', { XDG_CONFIG_HOME: '/x' }, '/home/ana')).toBe('/x/Asalto');
    expect(defaultDataDir('darwin', {}, '/Users/ana')).toBe('/Users/ana/Library/Application Support/Asalto');
    expect(defaultDataDir('win32', { APPDATA: 'C:\\Users\\ana\\AppData\\Roaming' }, 'C:\\Users\\ana')).toBe('C:\\Users\\ana\\AppData\\Roaming\\Asalto');
  });
});
