/** Akenar's hit points below zero (seed 000 "HERIDAS, CURACIÓN Y RECUPERACIÓN"), as pure rules. */

type AkLife = 'ok' | 'disabled' | 'dying' | 'dead';

/** 0 disabled (AK-HP-03); −1 to −(Con−1) dying (AK-HP-04); −Con or lower dead (AK-HP-05). */
export function lifeAt(hp: number, con: number): AkLife {
  if (hp > 0) return 'ok';
  if (hp === 0) return 'disabled';
  return hp > -con ? 'dying' : 'dead';
}

/**
 * A single blow: death at −Con/2 or lower (AK-HP-06, AK:G-34: Con 13 dies at −7, since −7 ≤ −6.5);
 * otherwise the life the new HP give. Bleeding down does not count as a blow (AK-HP-05 only).
 */
export function afterBlow(hpAfter: number, con: number): AkLife {
  if (hpAfter < 0 && hpAfter <= -con / 2) return 'dead';
  return lifeAt(hpAfter, con);
}

/** Massive damage: 20 or more after armour in one blow asks a Fortitude save DC 15 (AK-HP-07, AK:G-33). */
export function massiveDamageDc(taken: number): number | null {
  return taken >= 20 ? 15 : null;
}

/**
 * The stabilisation check of a dying character on its turn: Con against 10 + its negative HP, a
 * natural 20 always succeeds, a failure loses 1 HP (AK-HP-15, AK-HP-16, AK:G-35).
 */
export function stabilisation(hp: number, natural: number, total: number): { dc: number; stable: boolean; hpAfter: number } {
  const dc = 10 + Math.abs(hp);
  const stable = natural === 20 || total >= dc;
  return { dc, stable, hpAfter: stable ? hp : hp - 1 };
}

/** Regaining consciousness an hour after being stabilised: Con against 10 + negative HP (AK-HP-23). */
export function recoveryDc(hp: number): number {
  return 10 + Math.abs(Math.min(0, hp));
}

/** A disabled character that completes a normal (strenuous) action loses 1 HP and is dying (AK-HP-11). */
export function afterStrenuousAction(hp: number, con: number): { hp: number; life: AkLife } {
  if (hp !== 0) return { hp, life: lifeAt(hp, con) };
  return { hp: -1, life: lifeAt(-1, con) };
}
