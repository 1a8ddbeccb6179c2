import { describe, expect, it } from 'vitest';
import { PF_CAST, PfTable } from '../../helpers/pf1.js';
import { derivePf1 } from '../../../shared/systems/pf1/schema.js';

describe('Pathfinder table (helpers/pf1)', () => {
  it('seats the cast with their sheets and starts flat-footed (PF:G-06)', () => {
    const t = new PfTable([{ id: 'fighter', stats: PF_CAST.fighter, at: [2, 2], initiative: 15 }, { id: 'orc', stats: PF_CAST.orc, side: 'enemy', at: [3, 2], initiative: 10 }]);
    expect(t.c('fighter').sheet.status.flatFooted).toBe(true);
    expect(derivePf1(PF_CAST.fighter)).toMatchObject({ ac: 22, touch: 11, flatFooted: 21, iteratives: [6, 1], cmb: 10, cmd: 21 });
    t.ok({ type: 'nextTurn' });
    expect(t.state.activeId).toBe('fighter');
    expect(t.c('fighter').sheet.status.flatFooted).toBe(false);
    expect(t.c('orc').sheet.status.flatFooted).toBe(true);
  });
});
