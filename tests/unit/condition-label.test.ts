// Condition names in one language (issue #15 items 4 and 8): a typed name in either language stores
// the system's id; a stored id reads in the UI language; anything else is a free label kept as typed.
import { afterEach, describe, expect, it } from 'vitest';
import { conditionIcon, conditionId, conditionLabel, conditionOptions } from '../../shared/systems/condition-label.js';
import { getLocale, setLocale } from '../../shared/i18n/paraglide/runtime.js';
import { systemInfo } from '../../shared/systems/registry.js';

const initial = getLocale();
afterEach(() => void setLocale(initial, { reload: false }));

describe('condition ids and labels', () => {
  it('stores the system id for a Spanish or English name, any case or accent', () => {
    expect(conditionId('dnd5e', 'tumbado')).toBe('prone');
    expect(conditionId('dnd5e', 'Tumbado ')).toBe('prone');
    expect(conditionId('dnd5e', 'PRONE')).toBe('prone');
    expect(conditionId('pf1', 'tumbado')).toBe('prone');
    expect(conditionId('runequest', 'en el suelo')).toBe('prone');
  });

  it('keeps a free label as typed (spaces collapsed)', () => {
    expect(conditionId('dnd5e', '  marcado   por  Ana ')).toBe('marcado por Ana');
    expect(conditionId('generic', 'tumbado')).toBe('tumbado');
  });

  it('reads a stored id in the UI language, and a free label as it is', () => {
    void setLocale('es', { reload: false });
    expect(conditionLabel('dnd5e', 'prone')).toBe('tumbado');
    expect(conditionLabel('dnd5e', 'marcado')).toBe('marcado');
    void setLocale('en', { reload: false });
    expect(conditionLabel('dnd5e', 'prone')).toBe('prone');
    // A name stored before ids were (or typed in the other language) still reads translated.
    expect(conditionLabel('dnd5e', 'tumbado')).toBe('prone');
  });

  it('gives every condition of every system a one-glyph icon', () => {
    for (const id of ['dnd5e', 'akenar', 'pf1', 'runequest']) {
      for (const c of systemInfo(id).conditions) expect([...(c.icon ?? '')], `${id}/${c.id}`).toHaveLength(1);
    }
    expect(conditionIcon('dnd5e', 'prone')).toBe('⊥');
    expect(conditionIcon('dnd5e', 'marcado')).toBeUndefined();
  });

  it('filters the picker by a prefix in either language, prefix matches first', () => {
    void setLocale('es', { reload: false });
    expect(conditionOptions('dnd5e', 'tum').map((o) => o.id)).toEqual(['prone']);
    expect(conditionOptions('dnd5e', 'pron').map((o) => o.label)).toEqual(['tumbado']);
    expect(conditionOptions('dnd5e', '')).toHaveLength(15);
    expect(conditionOptions('dnd5e', 'zzz')).toEqual([]);
    const ado = conditionOptions('dnd5e', 'ado').map((o) => o.label);
    expect(ado.length).toBeGreaterThan(1);
  });
});
