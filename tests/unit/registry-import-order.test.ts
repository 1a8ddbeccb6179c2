// Imported first on purpose: a system module loading before the core must not leave the registries
// listing it as undefined (they are built on first use). Each test file has its own module graph.
import { akenar } from '../../main/rules/akenar/index.js';
import { akenarShared } from '../../shared/systems/akenar/index.js';
import { describe, expect, it } from 'vitest';
import { systemOf } from '../../main/rules/registry.js';
import { systems } from '../../shared/systems/registry.js';
import { encounterEventSchema } from '../../shared/model/events.js';

describe('registries whatever the import order', () => {
  it('list every system, with its events', () => {
    expect(systemOf({ system: 'akenar' })).toBe(akenar);
    expect(systems().map((s) => s?.id)).toEqual(['dnd5e', 'akenar', 'pf1', 'runequest', 'generic']);
    expect(systems()[1]).toBe(akenarShared);
    expect(akenarShared.events).toBeDefined();
    expect(encounterEventSchema.safeParse({ type: 'akenar.changed', id: 'x', name: 'X', status: {}, reason: 'bd_x', rule: null }).error?.issues[0]?.path[0]).toBe('status');
  });
});
