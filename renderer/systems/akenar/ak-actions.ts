/** The Akenar actions that open a dialog to pick a target or describe a spell. */
export type AkTargetAction = 'maneuver' | 'stabilize' | 'removeArrow' | 'castSpell';
