// A refusal's params that name data (a stance, a mode, a weapon family, a condition) are shown in the reader's language (issue #15).
import { describe, expect, it } from 'vitest';
import { renderRef } from '../../shared/log/text.js';

describe('message params naming a message', () => {
  it('renders an @key param as that message, in each language', () => {
    const r = { msg: 'err_rq_mounted_weapon', params: { name: 'Ria', weapon: 'Gran hacha', family: '@rq_family_2h' } };
    expect(renderRef(r, 'es')).toBe('Ria va montado y no puede usar Gran hacha (armas de tipo a dos manos: RQ-MOUNT-08)');
    expect(renderRef(r, 'en')).toBe('Ria is mounted and cannot use Gran hacha (weapons of type two-handed: RQ-MOUNT-08)');
    expect(renderRef({ msg: 'err_pf1_atk_cannot_act', params: { name: 'Kyra', state: '@cond_pf1_stunned' } }, 'es')).toBe('Kyra no puede atacar estando aturdido (PF:G-05)');
    expect(renderRef({ msg: 'err_rq_act_stance_same', params: { name: 'Ria', stance: '@ui_rq_stance_prone' } }, 'en')).toContain('another one than prone');
  });

  it('an @key with no message is shown without the @', () => {
    expect(renderRef({ msg: 'err_rq_prec_mode', params: { mode: '@no_such_key' } }, 'en')).toBe('a precise attack cannot be made as no_such_key (RQ-PREC-02)');
  });
});

describe('RuneQuest params with labels', () => {
  it('shows locations, success levels and wound tiers by their labels in the breakdown', async () => {
    await import('../../shared/systems/registry.js').then((r) => r.systems());
    expect(renderRef({ msg: 'bd_rq_loc_roll', params: { face: 4, location: 'left-arm' } }, 'es')).toContain('brazo izquierdo');
    expect(renderRef({ msg: 'bd_rq_d100', params: { face: 3, skill: 60, level: 'critical' } }, 'es')).toContain('crítico');
    expect(renderRef({ msg: 'bd_rq_loc_roll', params: { face: 4, location: 'tail' } }, 'en')).toContain('tail');
  });
});
