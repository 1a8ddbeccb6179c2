import type { Combatant, EncounterState } from '../../../shared/model/encounter.js';
import type { PlayerPart } from '../../../shared/systems/types.js';
import { deriveRq } from '../../../shared/systems/runequest/schema.js';
import { rqSettings } from '../../../shared/systems/runequest/settings.js';
import { rqRecord } from '../../../shared/systems/runequest/sheet.js';

/** One location as a figure shows it; `ap` and `hp` only where the viewer may know them. */
export interface FigurePart {
  id: string;
  name?: string | undefined;
  tier: string;
  useless: boolean;
  ap?: number | undefined;
  hp?: { current: number; max: number } | undefined;
}

/** Every location of a RuneQuest combatant as the GM sees it: AP, HP current / starting, wound, useless. */
export function gmParts(c: Combatant, encounter: Pick<EncounterState, 'system' | 'settings'>): FigurePart[] {
  const rq = rqRecord(c);
  if (!rq) return [];
  return deriveRq(rq.stats, rqSettings(encounter).tables).locations.map((l) => {
    const s = rq.status.locations[l.id];
    return { id: l.id, name: l.name, tier: s?.tier ?? 'none', useless: s?.useless ?? false, ap: l.ap, hp: { current: s?.hp ?? l.hp, max: l.hp } };
  });
}

/** The player display's parts, as the projection gave them (no AP; HP only under exact visibility). */
export function playerFigure(parts: PlayerPart[]): FigurePart[] {
  return parts.map((p) => ({ id: p.id, name: p.name, tier: p.tier, useless: p.useless, hp: p.hp }));
}
