import { describe, expect, it } from 'vitest';
import type { Defence, Modifier } from '../../../shared/engine/modifiers.js';
import { D20_STACKING } from '../../../shared/engine/policies.js';
import { stack } from '../../../shared/engine/stack.js';
import { add, mod } from './mods.js';

const P = D20_STACKING;
const dexSrc = { kind: 'rule', id: 'dex' } as const;

const aimedAt = (mods: readonly Modifier[], d: Defence) => mods.filter((m) => m.target === `def.${d}` || m.target === 'def.any');

/** Akenar defence in use: Defensa Base 10 (Medium) + the modifiers aimed at it or at def.any. */
const defence = (mods: readonly Modifier[], d: Defence): number =>
  stack(10, aimedAt(mods, d), P, { defence: d }).value;

// DV-05: Medium, Dex +2, base dodge +3, Dodge feat +1; Str +1, base parry +2, shield +2.
const dv05: Modifier[] = [
  add('def.dodge', 2, 'AK-DEF-02', { type: 'ability', src: dexSrc }),
  add('def.dodge', 3, 'AK-DEF-04', { type: 'dodge', src: 'class-dodge' }),
  add('def.dodge', 1, 'AK-DEF-04', { type: 'dodge', src: { kind: 'feat', id: 'dodge' } }),
  add('def.parry', 1, 'AK-DEF-03', { type: 'ability', src: { kind: 'rule', id: 'str' } }),
  add('def.parry', 2, 'AK-DEF-05', { src: 'class-parry' }),
  add('def.parry', 2, 'AK-DEF-18', { type: 'shield', src: { kind: 'item', id: 'shield' } }),
];

describe('Akenar defences (D20_STACKING)', () => {
  it('AK-DEF-04/AK-DEF-19 (DV-05): dodge bonuses stack and apply only to Esquiva', () => {
    expect(defence(dv05, 'dodge')).toBe(16);
    expect(defence(dv05, 'parry')).toBe(15);
    expect(defence(dv05, 'base')).toBe(10);
  });

  it('AK-DEF-19: dodge bonuses vanish when the character cannot dodge (flat-footed → Base)', () => {
    expect(defence(dv05, 'base')).toBe(10);
  });

  it('AK-DEF-13/AK-DEF-08 (DV-06): hemmed in is −2 to Esquiva only', () => {
    const mods = [...dv05, add('def.dodge', -2, 'AK-DEF-13', { src: { kind: 'fact', id: 'hemmed-in' } })];
    expect(defence(mods, 'dodge')).toBe(14);
    expect(defence(mods, 'parry')).toBe(15);
  });

  it('AK-DEF-13 (AK:G-22): the two hemmed-in penalties are one and count once', () => {
    const hemmed = { kind: 'fact', id: 'hemmed-in' } as const;
    const mods = [
      ...dv05,
      add('def.dodge', -2, 'AK-DEF-13', { src: hemmed, gap: 'AK:G-22' }),
      add('def.dodge', -2, 'AK-DEF-13', { src: hemmed, gap: 'AK:G-22' }),
    ];
    const r = stack(10, aimedAt(mods, 'dodge'), P, { defence: 'dodge' });
    expect(r.value).toBe(14);
    expect(r.suppressed).toEqual([{ i: 4, by: 3 }]);
  });

  it('AK-DEF-11 (AK:G-24, DV-07): a Dex penalty is one def.any modifier, counted once', () => {
    const mods = [
      add('def.any', -3, 'AK-DEF-11', { type: 'ability', src: dexSrc, gap: 'AK:G-24' }),
      add('def.dodge', 2, 'AK-DEF-04', { type: 'dodge', src: 'class-dodge' }),
    ];
    expect(defence(mods, 'base')).toBe(7);
    expect(defence(mods, 'dodge')).toBe(9);
    expect(defence(mods, 'parry')).toBe(7);
    // Listed again for Esquiva by mistake: same source, so still only once.
    const twice = [...mods, add('def.dodge', -3, 'AK-DEF-11', { type: 'ability', src: dexSrc, gap: 'AK:G-24' })];
    const r = stack(10, aimedAt(twice, 'dodge'), P, { defence: 'dodge' });
    expect(r.value).toBe(9);
    expect(r.suppressed).toEqual([{ i: 2, by: 0 }]);
  });

  it('AK-DEF-09/AK-DEF-10 (EX-07): charging −2 to Defensa hits Esquiva, Parada and Base', () => {
    const mods = [...dv05, add('def.any', -2, 'AK-DEF-10', { src: { kind: 'action', id: 'charge' } })];
    expect([defence(mods, 'dodge'), defence(mods, 'parry'), defence(mods, 'base')]).toEqual([14, 13, 8]);
  });

  it('AK-ACT-11 (AK:G-23): fighting defensively is a dodge bonus that stacks with the Dodge feat', () => {
    const fd = add('def.dodge', 2, 'AK-ACT-11', { type: 'dodge', src: { kind: 'action', id: 'fight-defensively' }, gap: 'AK:G-23' });
    const mods = [...dv05, fd];
    expect([defence(mods, 'dodge'), defence(mods, 'parry'), defence(mods, 'base')]).toEqual([18, 15, 10]);
    // Setting defensiveBonusAnyDefence: the same bonus aimed at def.any reaches every defence.
    const any = [...dv05, { ...fd, target: 'def.any' as const }];
    expect([defence(any, 'dodge'), defence(any, 'parry'), defence(any, 'base')]).toEqual([18, 17, 12]);
  });

  it('AK-DEF-12 (EX-09, AK:G-10): "Dex treated as 0" is a set on the score', () => {
    const asleep = mod('set', 'ability.dex', 0, 'AK-DEF-12', { src: { kind: 'condition', id: 'sleeping' } });
    const dex = stack(14, [asleep], P, {}).value;
    expect(dex).toBe(0);
    expect(Math.floor((dex - 10) / 2)).toBe(-5);
  });

  it('AK-DEF-17/AK-DEF-19: enhancement is typed, only the largest applies ("unlike most bonus types")', () => {
    const mods = [
      add('def.any', 1, 'AK-DEF-17', { type: 'enhancement', src: { kind: 'item', id: 'amulet' } }),
      add('def.any', 2, 'AK-DEF-17', { type: 'enhancement', src: { kind: 'condition', id: 'spell' } }),
    ];
    const r = stack(10, mods, P, { defence: 'parry' });
    expect(r.value).toBe(12);
    expect(r.applied).toEqual([1]);
    expect(r.suppressed).toEqual([{ i: 0, by: 1 }]);
  });

  it('AK-ATK-10 + AK-ATK-14 (EX-01): penalties from different sources always add', () => {
    const mods = [
      add('attack.ranged', -6, 'AK-ATK-10', { src: { kind: 'fact', id: 'range' } }),
      add('attack.ranged', -4, 'AK-ATK-14', { src: { kind: 'fact', id: 'into-melee' } }),
    ];
    expect(stack(5, mods, P, { ranged: true }).value).toBe(-5);
  });
});

describe('PF1 typed AC (D20_STACKING)', () => {
  it('PF-DEF-03 (TV-21): total defence is +4 dodge: AC 15 → 19', () => {
    const td = add('ac', 4, 'PF-DEF-03', { type: 'dodge', src: { kind: 'action', id: 'total-defense' } });
    expect(stack(15, [td], P, {}).value).toBe(19);
  });

  it('PF-DEF-02 + PF:G-27 (PF:G-13): fighting defensively and Combat Expertise dodge bonuses stack', () => {
    const mods = [
      add('ac', 2, 'PF-DEF-02', { type: 'dodge', src: { kind: 'action', id: 'fight-defensively' }, gap: 'PF:G-13' }),
      add('ac', 1, 'PF-DEF-02', { type: 'dodge', src: { kind: 'feat', id: 'combat-expertise' }, gap: 'PF:G-27' }),
    ];
    expect(stack(15, mods, P, {}).value).toBe(18);
  });

  it('PF-DEF-02 (TV-20): the −4 attack penalty applies to every iterative', () => {
    const fd = add('attack', -4, 'PF-DEF-02', { src: { kind: 'action', id: 'fight-defensively' } });
    expect([11, 6, 1].map((b) => stack(b, [fd], P, { melee: true }).value)).toEqual([7, 2, -3]);
  });

  it('PF:G-08 (PF-AOO-07 footnote ²): aid another bonuses from several helpers stack; one helper counts once', () => {
    const aid = (of: string) => add('ac', 2, 'PF-AOO-07', { type: 'circumstance', src: { kind: 'action', id: 'aid-another', of }, gap: 'PF:G-08' });
    expect(stack(15, [aid('ana'), aid('bo')], P, {}).value).toBe(19);
    const r = stack(15, [aid('ana'), aid('ana')], P, {});
    expect(r.value).toBe(17);
    expect(r.suppressed).toEqual([{ i: 1, by: 0 }]);
  });

  // TV-27: armor +5, shield +2, natural +1, Dex +2, deflection +1, Medium: AC 21, touch 13.
  const noTouch = { touch: false } as const;
  const tv27: Modifier[] = [
    add('ac', 5, 'PF-SPELL-25', { type: 'armor', src: { kind: 'item', id: 'breastplate' }, when: noTouch }),
    add('ac', 2, 'PF-SPELL-25', { type: 'shield', src: { kind: 'item', id: 'shield' }, when: noTouch }),
    add('ac', 1, 'PF-SPELL-25', { type: 'natural', src: 'natural', when: noTouch }),
    add('ac', 2, 'PF-SPELL-25', { type: 'ability', src: dexSrc }),
    add('ac', 1, 'PF-SPELL-25', { type: 'deflection', src: { kind: 'item', id: 'ring' } }),
  ];

  it('PF-SPELL-25 (TV-27): touch AC leaves out armor, shield and natural armor', () => {
    expect(stack(10, tv27, P, { touch: false }).value).toBe(21);
    const r = stack(10, tv27, P, { touch: true });
    expect(r.value).toBe(13);
    expect(r.applied).toEqual([3, 4]);
    expect(r.suppressed).toEqual([]);
  });

  it('PF-SPELL-25 (PF:G-30): dodge, insight and luck still apply to touch AC', () => {
    const mods = [
      ...tv27,
      add('ac', 1, 'PF-DEF-02', { type: 'dodge', src: 'fd' }),
      add('ac', 1, 'PF-SPELL-25', { type: 'luck', src: 'luck', gap: 'PF:G-30' }),
    ];
    expect(stack(10, mods, P, { touch: true }).value).toBe(15);
  });

  it('PF-SPELL-25: a second deflection bonus does not stack; the breakdown names the winner', () => {
    const mods = [...tv27, add('ac', 3, 'PF-SPELL-25', { type: 'deflection', src: { kind: 'condition', id: 'shield-of-faith' } })];
    const r = stack(10, mods, P, { touch: true });
    expect(r.value).toBe(15);
    expect(r.suppressed).toEqual([{ i: 4, by: 5 }]);
  });

  it('3.x has no advantage: adv/dis modifiers are ignored', () => {
    const r = stack(3, [mod('adv', 'attack', 0, 'PF-DEF-02')], P, {});
    expect(r).toEqual({ value: 3, adv: 0, applied: [], suppressed: [] });
  });
});
