import fs from 'node:fs';
import path from 'node:path';
import type { Combatant, EncounterState } from '../../shared/model/encounter.js';
import { AKENAR_DEFAULTS } from '../../shared/systems/akenar/settings.js';
import { equipmentCatalogueSchema } from '../../shared/systems/akenar/equipment.js';
import { akenarSheetSchema, buildAkenarStats, FRESH_STATUS, abilityMod, type AkenarSheet, type AkenarStats } from '../../shared/systems/akenar/schema.js';
import { defenceOptions, type DefenceStats } from '../../main/rules/akenar/defence.js';
import { AT, CommandTable } from './table.js';
import { emptyState, repoRoot } from './fixtures.js';
import { akenarSheet, type AkenarRecordSheet } from '../../shared/systems/akenar/sheet.js';
import { CURRENT_SCHEMA } from '../../main/store/encounter-file.js';

export const catalogue = equipmentCatalogueSchema.parse(JSON.parse(fs.readFileSync(path.join(repoRoot, 'resources', 'akenar', 'equipment.json'), 'utf8')));

const base = (over: Partial<AkenarSheet>): AkenarSheet => ({
  system: 'akenar', v: 1, abilities: { str: 10, dex: 10, con: 12, int: 10, wis: 10, cha: 10 }, size: 'medium', hpMax: 12, baseAttack: 2,
  dodgeBonus: 0, parryBonus: 0, fortitude: 2, armour: { body: null, helmet: null, shield: null }, weapons: [], ...over,
});

/** The text's cast (EX-11, EX-12, EX-14, EX-15) and an archer. */
export const CAST = {
  /** Chain mail + helmet: CA 7 (EX-11); Con 12 (EX-14); Esquiva 15, Parada 13; a subtle rapier. */
  feliot: base({ abilities: { str: 12, dex: 16, con: 12, int: 10, wis: 10, cha: 10 }, hpMax: 14, dodgeBonus: 3, parryBonus: 2, armour: { body: 'cota-de-mallas', helmet: 'casco', shield: null }, weapons: [{ id: 'estoque' }, { id: 'daga' }] }),
  /** Full plate, helmet and shield: CA 10, Parada 17; a longsword. */
  knight: base({ abilities: { str: 14, dex: 10, con: 14, int: 10, wis: 10, cha: 10 }, hpMax: 24, baseAttack: 4, dodgeBonus: 1, parryBonus: 4, fortitude: 4, armour: { body: 'armadura-completa', helmet: 'casco', shield: 'escudo-ligero' }, weapons: [{ id: 'espada-larga' }] }),
  /** A goblin (Small) in chain mail: CA 6, Parada 15 (EX-15). */
  goblin: base({ abilities: { str: 10, dex: 14, con: 10, int: 8, wis: 10, cha: 8 }, size: 'small', hpMax: 7, baseAttack: 1, dodgeBonus: 1, parryBonus: 4, armour: { body: 'cota-de-mallas', helmet: null, shield: null }, weapons: [{ id: 'daga' }] }),
  /** A bandit with a heavy pick, PA 7 (EX-12), and no Strength bonus to add. */
  bandit: base({ hpMax: 11, weapons: [{ id: 'pico-de-cuervo' }], armour: { body: 'cuero-tachonado', helmet: null, shield: null } }),
  /** A goblin archer with a longbow (20 m). */
  archer: base({ abilities: { str: 10, dex: 16, con: 10, int: 8, wis: 10, cha: 8 }, size: 'small', hpMax: 6, baseAttack: 1, weapons: [{ id: 'arco-largo' }] }),
} satisfies Record<string, AkenarSheet>;

export function stats(sheet: AkenarSheet): AkenarStats {
  const r = buildAkenarStats(akenarSheetSchema.parse(sheet), catalogue);
  if (!r.ok) throw new Error(`${r.path}: ${r.message}`);
  return r.value;
}

export interface AkSeat {
  id: string;
  sheet: AkenarSheet;
  side?: Combatant['side'];
  kind?: Combatant['kind'];
  at?: [number, number];
  initiative?: number;
  hp?: number;
}

/** An Akenar encounter on 1 m hexes, driven by commands as the app drives it. */
export class AkTable extends CommandTable {
  constructor(seats: AkSeat[], opts: { map?: boolean; dice?: EncounterState['settings']['dice']; settings?: Partial<typeof AKENAR_DEFAULTS> } = {}) {
    super({
      schemaVersion: CURRENT_SCHEMA, id: 'enc-ak', createdAt: AT, updatedAt: AT,
      initial: { ...emptyState('enc-ak'), system: 'akenar', settings: { dice: opts.dice ?? 'auto', groupInitiative: false, rules: { ...AKENAR_DEFAULTS, ...opts.settings } } },
      history: [], cursor: 0,
    });
    if (opts.map ?? true) this.ok({ type: 'setMap', settings: { cols: 20, rows: 12, orientation: 'pointy', hexSize: { value: 1, unit: 'm' } } });
    for (const s of seats) {
      const st = stats(s.sheet);
      const kind = s.kind ?? (s.side === 'enemy' ? 'monster' : 'pc');
      this.ok({
        type: 'addCombatant',
        combatant: {
          id: s.id, name: s.id, side: s.side ?? (kind === 'pc' ? 'party' : 'enemy'), kind, hp: { max: st.hpMax, ...(s.hp !== undefined ? { current: s.hp } : {}) }, size: st.size, speed: 6,
          initiative: s.initiative ?? null, initiativeBonus: abilityMod(st.abilities.dex) + st.initiative, position: s.at ? { q: s.at[0], r: s.at[1] } : null,
          sheet: akenarSheet(st, structuredClone(FRESH_STATUS)),
        },
      });
    }
  }

  c(id: string): Combatant & { sheet: AkenarRecordSheet } {
    const c = this.state.combatants.find((x) => x.id === id);
    if (c?.sheet?.system !== 'akenar') throw new Error(`no Akenar ${id}`);
    return c as Combatant & { sheet: AkenarRecordSheet };
  }
}

/**
 * A fight past its first round: everyone has had a turn (no longer flat-footed) and the one with
 * the highest initiative is active again.
 */
export function fight(seats: AkSeat[], opts: ConstructorParameters<typeof AkTable>[1] = {}): AkTable {
  const t = new AkTable(seats, opts);
  const first = [...seats].sort((a, b) => (b.initiative ?? 0) - (a.initiative ?? 0))[0]!.id;
  t.turnOf(first);
  for (let i = 0; i < seats.length; i++) t.ok({ type: 'nextTurn' });
  return t;
}

/** Dice answers: `{ 'atk.d20': faces(15) }`, `{ 'def.goblin': pick('parry') }`. */
export const faces = (...f: number[]) => ({ faces: f });
export const pick = (choice: string) => ({ choice });

/** Defensa Base, Esquiva and Parada with nothing situational, as the engine's `defenceOptions` gives them. */
export function defenceValues(s: DefenceStats): Record<'base' | 'dodge' | 'parry', number> {
  const v = Object.fromEntries(defenceOptions(s, {}).options.map((o) => [o.kind, o.value]));
  return { base: v.base ?? NaN, dodge: v.dodge ?? NaN, parry: v.parry ?? NaN };
}
