import { describe, expect, it } from 'vitest';
import * as m from '../../shared/i18n/paraglide/messages.js';

describe('log plurals', () => {
  it('one hex, two hexes', () => {
    expect(m.log_combatant_moved({ name: 'A', steps: 1, cost: 1 }, { locale: 'es' })).toBe('A se mueve 1 hexágono (1 de movimiento)');
    expect(m.log_combatant_moved({ name: 'A', steps: 2, cost: 2 }, { locale: 'es' })).toBe('A se mueve 2 hexágonos (2 de movimiento)');
    expect(m.log_combatant_moved({ name: 'A', steps: 1, cost: 1 }, { locale: 'en' })).toBe('A moves 1 hex (1 movement)');
    expect(m.log_combatant_moved_override({ name: 'A', steps: 3 }, { locale: 'en' })).toBe('A is moved by the GM (3 hexes)');
    expect(m.log_terrain_painted({ count: 1, terrain: 'x' }, { locale: 'es' })).toBe('1 hexágono pintado: x');
  });
});
