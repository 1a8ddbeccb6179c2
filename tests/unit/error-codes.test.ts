import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_CODES, ref } from '../../shared/contract/result.js';
import { errorText, failRef } from '../../shared/contract/refuse.js';
import { errorTitle } from '../../shared/log/describe.js';
import { setLocale } from '../../shared/i18n/paraglide/runtime.js';
import fs from 'node:fs';
import { EncounterRepository, StoreError } from '../../main/store/encounter-repo.js';
import { tempDir } from '../helpers/fixtures.js';

const inLocale = <T>(locale: 'en' | 'es', f: () => T): T => {
  void setLocale(locale, { reload: false });
  try {
    return f();
  } finally {
    void setLocale('en', { reload: false });
  }
};

describe('every error code reads in both languages', () => {
  afterEach(() => void setLocale('en', { reload: false }));
  // No code has a title deliberately equal in both languages.
  const SAME_WORD: readonly string[] = [];

  it.each(ERROR_CODES)('%s has a title in en and es', (code) => {
    const en = inLocale('en', () => errorTitle(code));
    const es = inLocale('es', () => errorTitle(code));
    expect(en.trim()).not.toBe('');
    expect(es.trim()).not.toBe('');
    if (!SAME_WORD.includes(code)) expect(es).not.toBe(en);
  });

  it('a failRef error keeps English for logs and shows the banner in the window language', () => {
    const r = failRef('INVALID_COMMAND', ref('err_5e_already_prone', { name: 'Orc' }), { path: 'command.action' });
    if (r.ok) throw new Error('expected a failure');
    expect(r.error).toMatchObject({ code: 'INVALID_COMMAND', message: 'Orc is already prone', path: 'command.action', ref: { msg: 'err_5e_already_prone' } });
    expect(inLocale('en', () => errorText(r.error))).toBe('Orc is already prone');
    expect(inLocale('es', () => errorText(r.error))).toBe('Orc ya está tumbado');
    // Without a reference the banner shows main's text as is.
    expect(inLocale('es', () => errorText({ message: 'raw text' }))).toBe('raw text');
  });
});

describe('store errors read in the window language', () => {
  it('an encounter that does not exist (NOT_FOUND) has a reference, English for logs', () => {
    const dir = tempDir('asalto-notfound');
    let caught: unknown;
    try {
      new EncounterRepository(dir).openLive('ghost');
    } catch (err) {
      caught = err;
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    if (!(caught instanceof StoreError) || !caught.ref) throw new Error('expected a StoreError with a reference');
    expect(caught.code).toBe('NOT_FOUND');
    expect(caught.message).toBe('no encounter "ghost"');
    expect(inLocale('es', () => errorText({ message: caught.message, ref: caught.ref }))).toBe('no hay ningún encuentro «ghost»');
  });
});
