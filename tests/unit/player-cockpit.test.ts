import { describe, expect, it } from 'vitest';
import type { GmView, PlayerView } from '../../shared/contract/views.js';
import { makeService } from '../helpers/fixtures.js';
import { gmOnlyLeaks } from '../helpers/leaks.js';

const PORTRAIT = 'aaaaaaaaaaaaaaaa.png';
const SECRET_PORTRAIT = 'bbbbbbbbbbbbbbbb.png';

function setup(systemLanguages: string[] = ['en-US']) {
  const made = makeService(undefined, { host: { transport: 'web', systemLanguages: () => systemLanguages } });
  const { service } = made;
  const pushes: PlayerView[] = [];
  service.subscribe('player', (_n, data) => pushes.push(data as PlayerView));
  const id = (service.handle('encounter.current', {}, 'gm') as { value: GmView }).value.encounter.id;
  const run = (command: unknown) => service.handle('encounter.command', { encounterId: id, command }, 'gm');
  const shown = () => (service.handle('player.state', {}, 'player') as { value: PlayerView }).value;
  return { ...made, pushes, run, shown };
}

describe('player display: language and tokens', () => {
  it('leaves the language to the player browser when the GM setting is "system" and the host cannot tell the GM languages (web host)', () => {
    const { service } = makeService(undefined, { host: { transport: 'web' } });
    expect((service.handle('player.state', {}, 'player') as { value: PlayerView }).value.locale).toBeUndefined();
    service.handle('settings.set', { language: 'es' }, 'gm');
    expect((service.handle('player.state', {}, 'player') as { value: PlayerView }).value.locale).toBe('es');
  });
  it('carries the GM language setting, resolved with the GM system languages, and pushes it when it changes', () => {
    const t = setup(['es-ES', 'en']);
    expect(t.shown().locale).toBe('es'); // 'system' on a Spanish system
    t.service.handle('settings.set', { language: 'en' }, 'gm');
    expect(t.pushes.at(-1)?.locale).toBe('en');
    expect(t.shown().locale).toBe('en');
    const before = t.pushes.length;
    t.service.handle('settings.set', { language: 'en' }, 'gm');
    expect(t.pushes).toHaveLength(before); // no change, no push
    t.service.handle('settings.set', { language: 'es' }, 'gm');
    expect(t.shown()).toEqual({ ...t.shown(), locale: 'es' });
    expect(t.pushes.at(-1)).toEqual(t.shown());
  });

  it('a language change during a hidden combatant’s turn keeps the turn before (only the locale moves)', () => {
    const t = setup();
    t.run({ type: 'nextTurn' });
    const order = (t.service.handle('encounter.current', {}, 'gm') as { value: GmView }).value.encounter;
    // Walk to the hidden boss's turn.
    for (let i = 0; i < order.combatants.length * 2; i++) {
      const cur = (t.service.handle('encounter.current', {}, 'gm') as { value: GmView }).value.encounter;
      if (cur.activeId === 'boss') break;
      t.run({ type: 'nextTurn' });
    }
    expect((t.service.handle('encounter.current', {}, 'gm') as { value: GmView }).value.encounter.activeId).toBe('boss');
    const held = t.shown();
    t.service.handle('settings.set', { language: 'es' }, 'gm');
    expect(t.shown()).toEqual({ ...held, locale: 'es' });
  });

  it('shows the portrait and short name the GM chose; a hidden combatant’s never reach players', () => {
    const t = setup();
    expect(t.run({ type: 'updateCombatant', id: 'gob-1', patch: { portrait: PORTRAIT, tokenLabel: 'G1' } })).toMatchObject({ ok: true });
    expect(t.run({ type: 'updateCombatant', id: 'boss', patch: { portrait: SECRET_PORTRAIT, tokenLabel: 'JEFE' } })).toMatchObject({ ok: true });
    const gob = t.shown().encounter?.combatants.find((c) => c.id === 'gob-1');
    expect(gob).toMatchObject({ portrait: PORTRAIT, tokenLabel: 'G1' });
    for (const p of [t.shown(), ...t.pushes]) expect(gmOnlyLeaks(p, { ids: ['boss'], names: ['Jefe goblin (oculto)'], secrets: [SECRET_PORTRAIT, 'JEFE', 'juncos'] })).toEqual([]);
    // Cleared: the token shows the name again.
    t.run({ type: 'updateCombatant', id: 'gob-1', patch: { portrait: null, tokenLabel: null } });
    const cleared = t.shown().encounter?.combatants.find((c) => c.id === 'gob-1');
    expect(cleared && 'portrait' in cleared).toBe(false);
    expect(cleared && 'tokenLabel' in cleared).toBe(false);
  });

  it('refuses a portrait that is not an imported image id and a blank short name', () => {
    const t = setup();
    expect(t.run({ type: 'updateCombatant', id: 'gob-1', patch: { portrait: '../../etc/passwd' } })).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD' } });
    expect(t.run({ type: 'updateCombatant', id: 'gob-1', patch: { tokenLabel: '   ' } })).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD' } });
  });
});
