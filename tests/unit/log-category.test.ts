import { describe, expect, it } from 'vitest';
import { entryCategory, eventCategory, matchesFilter } from '../../shared/log/category.js';

describe('log categories', () => {
  it.each(['encounter.renamed', 'visibility.changed', 'settings.changed', 'map.set', 'map.removed', 'map.terrainPainted', 'map.wallsChanged', 'map.backgroundSet'])(
    '%s is a settings event',
    (type) => expect(eventCategory({ type })).toBe('settings'),
  );

  it.each(['attack.resolved', 'combatant.damaged', 'combatant.moved', 'turn.started', 'initiative.rolled', 'akenar.changed', 'runequest.hit', 'pf1.changed', 'combatant.added'])(
    '%s is a combat event',
    (type) => expect(eventCategory({ type })).toBe('combat'),
  );

  it('an entry is settings only when every event is', () => {
    expect(entryCategory([{ type: 'map.set' }, { type: 'map.wallsChanged' }])).toBe('settings');
    expect(entryCategory([{ type: 'map.set' }, { type: 'combatant.placed' }])).toBe('combat');
    expect(entryCategory([])).toBe('combat');
  });

  it('filters entries', () => {
    const settings = [{ type: 'visibility.changed' }];
    const combat = [{ type: 'attack.resolved' }];
    expect(matchesFilter(settings, 'all')).toBe(true);
    expect(matchesFilter(settings, 'settings')).toBe(true);
    expect(matchesFilter(settings, 'combat')).toBe(false);
    expect(matchesFilter(combat, 'combat')).toBe(true);
    expect(matchesFilter(combat, 'settings')).toBe(false);
  });
});
