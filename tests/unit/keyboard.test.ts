import { describe, expect, it } from 'vitest';
import es from '../../messages/es.json' with { type: 'json' };
import en from '../../messages/en.json' with { type: 'json' };
import { comboOf, handleKey, isTyping, keyLabel, SHORTCUTS, withShortcut, type KeyAction, type KeyContext } from '../../renderer/gm/keyboard.js';
import { setLocale } from '../../shared/i18n/paraglide/runtime.js';

type Ev = Parameters<typeof handleKey>[0];

function key(k: string, mods: { ctrl?: boolean; shift?: boolean; alt?: boolean; meta?: boolean } = {}, target: unknown = { tagName: 'BODY' }) {
  const e = { key: k, ctrlKey: !!mods.ctrl, metaKey: !!mods.meta, shiftKey: !!mods.shift, altKey: !!mods.alt, target, defaultPrevented: false, prevented: false } as Ev & { prevented: boolean };
  e.preventDefault = () => void (e.prevented = true);
  return e;
}

function context(dialog = false, refuse: KeyAction[] = []): KeyContext & { ran: KeyAction[] } {
  const ran: KeyAction[] = [];
  return { ran, dialogOpen: () => dialog, run: (a) => (refuse.includes(a) ? false : (ran.push(a), true)) };
}

describe('the shortcut table', () => {
  it('has no key bound twice and no action twice', () => {
    const keys = SHORTCUTS.flatMap((s) => s.keys);
    expect(new Set(keys).size).toBe(keys.length);
    const actions = SHORTCUTS.map((s) => s.action);
    expect(new Set(actions).size).toBe(actions.length);
  });

  it('labels every entry in Spanish and in English', () => {
    for (const s of SHORTCUTS) {
      const name = s.label.name;
      expect((es as Record<string, unknown>)[name], `${s.action} in es`).toBeTruthy();
      expect((en as Record<string, unknown>)[name], `${s.action} in en`).toBeTruthy();
      expect(s.label({}, { locale: 'es' })).not.toBe('');
      expect(s.label({}, { locale: 'en' })).not.toBe('');
    }
  });

  it('writes each key as comboOf reads it', () => {
    for (const s of SHORTCUTS) for (const k of s.keys) expect(k).toMatch(/^(Ctrl\+)?(Shift\+)?([a-z? ]|[A-Z][A-Za-z]+)$/);
  });
});

describe('reading a key', () => {
  it('lowercases letters (Caps Lock, Shift) and keeps Shift only with Ctrl', () => {
    expect(comboOf(key('N'))).toBe('n');
    expect(comboOf(key('N', { shift: true }))).toBe('n');
    expect(comboOf(key('Z', { ctrl: true, shift: true }))).toBe('Ctrl+Shift+z');
    expect(comboOf(key('z', { meta: true }))).toBe('Ctrl+z');
    expect(comboOf(key('?', { shift: true }))).toBe('?');
    expect(comboOf(key('n', { alt: true }))).toBeNull();
  });

  it('knows a field from the page', () => {
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT']) expect(isTyping({ tagName } as unknown as EventTarget)).toBe(true);
    expect(isTyping({ tagName: 'DIV', isContentEditable: true } as unknown as EventTarget)).toBe(true);
    expect(isTyping({ tagName: 'BUTTON', isContentEditable: false } as unknown as EventTarget)).toBe(false);
    expect(isTyping(null)).toBe(false);
  });
});

describe('handleKey', () => {
  it('runs the action of every key in the table and consumes it', () => {
    for (const s of SHORTCUTS) {
      for (const k of s.keys) {
        const [, ctrl, shift, name] = /^(Ctrl\+)?(Shift\+)?(.+)$/.exec(k)!;
        const ctx = context();
        const e = key(name!, { ctrl: !!ctrl, shift: !!shift });
        expect(handleKey(e, ctx), k).toBe(s.action);
        expect(ctx.ran).toEqual([s.action]);
        expect(e.prevented, k).toBe(s.action !== 'escape');
      }
    }
  });

  it('does nothing while typing in a field', () => {
    const ctx = context();
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT']) expect(handleKey(key('n', {}, { tagName }), ctx)).toBeNull();
    expect(handleKey(key('z', { ctrl: true }, { tagName: 'INPUT' }), ctx)).toBeNull();
    expect(handleKey(key('Escape', {}, { tagName: 'INPUT' }), ctx)).toBeNull();
    expect(ctx.ran).toEqual([]);
  });

  it('lets only Escape through while a dialog is open', () => {
    const ctx = context(true);
    expect(handleKey(key('n'), ctx)).toBeNull();
    expect(handleKey(key('?', { shift: true }), ctx)).toBeNull();
    expect(handleKey(key('z', { ctrl: true }), ctx)).toBeNull();
    expect(handleKey(key('Escape'), ctx)).toBe('escape');
    expect(ctx.ran).toEqual(['escape']);
  });

  it('leaves a key alone when its action does not apply, or the map already took it, or it is not ours', () => {
    const ctx = context(false, ['previousTurn']);
    const refused = key('p');
    expect(handleKey(refused, ctx)).toBeNull();
    expect(refused.prevented).toBe(false);
    const panned = Object.assign(key('ArrowRight'), { defaultPrevented: true });
    expect(handleKey(panned, ctx)).toBeNull();
    expect(handleKey(key('q'), ctx)).toBeNull();
    expect(handleKey(key('n', { alt: true }), ctx)).toBeNull();
    expect(ctx.ran).toEqual([]);
  });
});

describe('Enter and Space (issue #15)', () => {
  it('advance the turn from the page, but press a focused button, link or menu item instead', () => {
    const ctx = context();
    expect(handleKey(key('Enter'), ctx)).toBe('nextTurn');
    expect(handleKey(key(' '), ctx)).toBe('nextTurn');
    for (const target of [{ tagName: 'BUTTON' }, { tagName: 'A' }, { tagName: 'DIV', getAttribute: (n: string) => (n === 'role' ? 'menuitem' : null) }]) {
      for (const k of ['Enter', ' ']) {
        const e = key(k, {}, target);
        expect(handleKey(e, ctx), `${k} on ${target.tagName}`).toBeNull();
        expect(e.prevented).toBe(false);
      }
    }
    expect(handleKey(key('n', {}, { tagName: 'BUTTON' }), ctx)).toBe('nextTurn');
    expect(ctx.ran).toEqual(['nextTurn', 'nextTurn', 'nextTurn']);
  });
});

describe('showing a key', () => {
  it('names keys in the window language', async () => {
    await setLocale('es', { reload: false });
    expect(keyLabel('Ctrl+Shift+z')).toBe('Ctrl+Mayús+Z');
    expect(keyLabel('PageDown')).toBe('AvPág');
    expect(keyLabel('ArrowRight')).toBe('→');
    expect(keyLabel(' ')).toBe('Espacio');
    expect(keyLabel('Enter')).toBe('Intro');
    expect(withShortcut('Siguiente turno', 'nextTurn')).toBe('Siguiente turno (N)');
    await setLocale('en', { reload: false });
    expect(keyLabel('Ctrl+Shift+z')).toBe('Ctrl+Shift+Z');
    expect(keyLabel('PageUp')).toBe('PgUp');
    expect(withShortcut('Undo', 'undo')).toBe('Undo (Ctrl+Z)');
  });
});
