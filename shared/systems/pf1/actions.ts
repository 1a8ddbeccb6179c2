/**
 * The chapter's missing "Tabla: Acciones en combate" (G-01) rebuilt as data: each action's type and
 * whether the action itself provokes an attack of opportunity (moving out of a threatened hex always
 * may, PF-AOO-01). `source` says where the row comes from: 'seed' when the seed's text states both
 * facts, 'default' when the inventory's fill from the PRD (OGL) supplies one of them. A GM may
 * change any row for an encounter (`settings.rules.actions`); the log then names the GM's row.
 */
import { z } from 'zod';

export const PF1_ACTION_TYPES = ['standard', 'move', 'fullRound', 'swift', 'immediate', 'free', 'none'] as const;
export type Pf1ActionType = (typeof PF1_ACTION_TYPES)[number];

/** 'yes'/'no'; 'usually' (a skill: yes unless the GM says no); 'maybe' (aid another: as the aided action, footnote ²). */
export const PF1_PROVOKES = ['yes', 'no', 'usually', 'maybe'] as const;
export type Pf1Provokes = (typeof PF1_PROVOKES)[number];

export interface Pf1ActionRow {
  type: Pf1ActionType;
  provokes: Pf1Provokes;
  source: 'seed' | 'default';
  /** The rule (or gap) the row rests on. */
  rule: string;
}

const row = (type: Pf1ActionType, provokes: Pf1Provokes, source: 'seed' | 'default', rule: string): Pf1ActionRow => ({ type, provokes, source, rule });

/** Every named action of the chapter and of the G-01 fill, by id (message key `pf1_action_<id>`). */
export const PF1_ACTIONS = {
  // Standard actions
  attackMelee: row('standard', 'no', 'default', 'PF-ATK-01'),
  attackRanged: row('standard', 'yes', 'default', 'PF:G-01'),
  attackUnarmed: row('standard', 'yes', 'seed', 'PF-AOO-02'),
  activateItem: row('standard', 'no', 'default', 'PF-ITEM-01'),
  aidAnother: row('standard', 'maybe', 'seed', 'PF-AOO-07'),
  castSpell: row('standard', 'yes', 'seed', 'PF-SPELL-16'),
  channelEnergy: row('standard', 'no', 'default', 'PF:G-01'),
  concentrate: row('standard', 'no', 'seed', 'PF-SPELL-12'),
  dismissSpell: row('standard', 'no', 'seed', 'PF-SPELL-35'),
  drawHiddenWeapon: row('standard', 'no', 'default', 'PF:G-01'),
  drinkPotion: row('standard', 'yes', 'default', 'PF:G-24'),
  escapeGrapple: row('standard', 'no', 'default', 'PF:G-01'),
  feint: row('standard', 'no', 'default', 'PF:G-01'),
  lightTorchTindertwig: row('standard', 'yes', 'default', 'PF:G-01'),
  lowerSpellResistance: row('standard', 'no', 'default', 'PF:G-01'),
  readScroll: row('standard', 'yes', 'seed', 'PF-ITEM-02'),
  ready: row('standard', 'no', 'default', 'PF:G-34'),
  stabilize: row('standard', 'yes', 'default', 'PF:G-01'),
  totalDefense: row('standard', 'no', 'default', 'PF-DEF-03'),
  useExtraordinary: row('standard', 'no', 'seed', 'PF-ABIL-08'),
  useSkill: row('standard', 'usually', 'default', 'PF-ECON-27'),
  useSpellLike: row('standard', 'yes', 'seed', 'PF-ABIL-02'),
  useSupernatural: row('standard', 'no', 'seed', 'PF-ABIL-06'),
  useWand: row('standard', 'no', 'seed', 'PF-ITEM-05'),
  touchFriend: row('standard', 'no', 'seed', 'PF-SPELL-29'),
  startFullRound: row('standard', 'no', 'default', 'PF-ECON-25'),
  completeFullRound: row('standard', 'no', 'default', 'PF-ECON-25'),
  // Move actions
  move: row('move', 'yes', 'seed', 'PF-AOO-01'),
  controlMount: row('move', 'yes', 'default', 'PF:G-01'),
  redirectSpell: row('move', 'no', 'seed', 'PF-SPELL-36'),
  drawWeapon: row('move', 'no', 'default', 'PF-ITEM-06'),
  loadLightCrossbow: row('move', 'yes', 'default', 'PF:G-01'),
  openDoor: row('move', 'no', 'default', 'PF-ITEM-12'),
  mount: row('move', 'no', 'default', 'PF-ITEM-13'),
  moveHeavyObject: row('move', 'yes', 'default', 'PF-ITEM-12'),
  pickUpItem: row('move', 'yes', 'default', 'PF-ITEM-12'),
  sheatheWeapon: row('move', 'yes', 'default', 'PF:G-37'),
  standUp: row('move', 'yes', 'seed', 'PF-MOVE-09'),
  readyShield: row('move', 'no', 'default', 'PF-ITEM-16'),
  retrieveItem: row('move', 'yes', 'default', 'PF-ITEM-12'),
  crawl: row('move', 'yes', 'seed', 'PF-MOVE-07'),
  // Full-round actions
  fullAttack: row('fullRound', 'no', 'default', 'PF-MULTI-02'),
  charge: row('fullRound', 'no', 'default', 'PF:G-02'),
  coupDeGrace: row('fullRound', 'yes', 'default', 'PF:G-01'),
  escapeNet: row('fullRound', 'yes', 'default', 'PF:G-01'),
  extinguishFlames: row('fullRound', 'no', 'default', 'PF:G-01'),
  lightTorch: row('fullRound', 'yes', 'default', 'PF:G-01'),
  loadHeavyCrossbow: row('fullRound', 'yes', 'default', 'PF:G-01'),
  lockGauntlet: row('fullRound', 'yes', 'default', 'PF:G-01'),
  prepareSplash: row('fullRound', 'yes', 'default', 'PF:G-01'),
  run: row('fullRound', 'yes', 'default', 'PF-MOVE-13'),
  useSkillRound: row('fullRound', 'usually', 'default', 'PF-ECON-27'),
  touchFriends: row('fullRound', 'yes', 'default', 'PF-SPELL-29'),
  withdraw: row('fullRound', 'no', 'seed', 'PF-MOVE-21'),
  difficultStep: row('fullRound', 'yes', 'seed', 'PF-MOVE-12'),
  // Free actions
  ceaseConcentration: row('free', 'no', 'seed', 'PF-SPELL-14'),
  dropItem: row('free', 'no', 'seed', 'PF-ITEM-19'),
  dropProne: row('free', 'no', 'seed', 'PF-MOVE-10'),
  dropShield: row('free', 'no', 'seed', 'PF-ITEM-18'),
  prepareComponents: row('free', 'no', 'seed', 'PF-SPELL-07'),
  readyAmmunition: row('free', 'no', 'seed', 'PF-ITEM-11'),
  speak: row('free', 'no', 'seed', 'PF-ECON-23'),
  fastMount: row('free', 'no', 'seed', 'PF-ITEM-14'),
  // Swift and immediate
  castQuickened: row('swift', 'no', 'default', 'PF:G-14'),
  castImmediate: row('immediate', 'no', 'default', 'PF-SPELL-51'),
  // No action
  delay: row('none', 'no', 'default', 'PF:G-34'),
  fiveFootStep: row('none', 'no', 'seed', 'PF-MOVE-29'),
} as const satisfies Record<string, Pf1ActionRow>;

export type Pf1ActionId = keyof typeof PF1_ACTIONS;
export const PF1_ACTION_IDS = Object.keys(PF1_ACTIONS) as Pf1ActionId[];

/** A GM's change to one row: its type, whether it provokes, or both. */
export const pf1ActionOverrideSchema = z.strictObject({ type: z.enum(PF1_ACTION_TYPES).optional(), provokes: z.enum(PF1_PROVOKES).optional() });

/** The row the engine uses: the GM's for this encounter when set (marked 'gm'), else the table's. */
export function pf1Action(id: Pf1ActionId, overrides?: Readonly<Partial<Record<string, z.infer<typeof pf1ActionOverrideSchema>>>>): Pf1ActionRow & { gm: boolean } {
  const base = PF1_ACTIONS[id];
  const o = overrides?.[id];
  return o && (o.type !== undefined || o.provokes !== undefined) ? { ...base, ...o, gm: true } : { ...base, gm: false };
}
