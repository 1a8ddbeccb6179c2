import type { Side, Kind, LifeState } from '../../shared/model/encounter.js';
import type { HexCoord, Size } from '../../shared/model/map.js';
import type { PlayerHp } from '../../shared/contract/views.js';
import { footprintCenter, footprintHexes, hexKeyOf, hexToPixel, polygonCorners, SIZE_SPACE_HEXES, type Layout } from '../../shared/hex/index.js';
import type { Rect } from './camera.js';
import { HEX_PIXELS } from './geometry.js';

export interface SceneToken {
  id: string;
  name: string;
  side: Side;
  kind: Kind;
  position: HexCoord;
  size: Size;
  /** What this view may show of hit points. */
  hp: PlayerHp;
  /** One short glyph per condition (the system's icon, else the label's first letter). */
  conditions: string[];
  life: LifeState;
  hidden: boolean;
  active: boolean;
  selected: boolean;
  /** Text drawn on the token instead of the name's initials ('' for none: the player map's portraits). */
  label?: string;
}

/** What a token needs of a combatant (the GM's model or the player projection). */
export interface TokenSource {
  id: string;
  name: string;
  side: Side;
  kind: Kind;
  position: HexCoord | null;
  size: Size;
  conditions: readonly string[];
  life?: LifeState;
}

/** Tokens for every placed combatant, with the HP this view may show and its flags. */
export function sceneTokens<C extends TokenSource>(
  list: readonly C[],
  hp: (c: C) => PlayerHp,
  flags: (c: C) => { hidden?: boolean; active?: boolean; selected?: boolean },
  icon: (condition: string) => string = (x) => x.slice(0, 1).toUpperCase(),
): SceneToken[] {
  const out: SceneToken[] = [];
  for (const c of list) {
    if (!c.position) continue;
    const f = flags(c);
    out.push({
      id: c.id,
      name: c.name,
      side: c.side,
      kind: c.kind,
      position: c.position,
      size: c.size,
      hp: hp(c),
      conditions: c.conditions.map(icon),
      life: c.life ?? 'ok',
      hidden: f.hidden ?? false,
      active: f.active ?? false,
      selected: f.selected ?? false,
    });
  }
  return out;
}

/** A token with everything drawing needs precomputed (once per state change, not per frame). */
export interface PlacedToken {
  token: SceneToken;
  x: number;
  y: number;
  radius: number;
  label: string;
  hpRatio: number | null;
  /** Footprint outlines for tokens larger than one hex. */
  footprint: Path2D | null;
  bounds: Rect;
}

export const SIDE_COLOURS: Record<Side, string> = { party: '#4f9be8', enemy: '#e25b4f', neutral: '#9b8fd6' };

/** Short label: initials, keeping a trailing number ("Goblin 12" → "G12"). */
export function initials(name: string): string {
  const num = /(\d+)\s*$/.exec(name)?.[1] ?? '';
  const words = name.replace(/\d+\s*$/, '').trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [...(words[0] ?? '?').slice(0, num ? 1 : 2)];
  return (letters.join('').toUpperCase() + num).slice(0, 4);
}

function hpRatio(hp: PlayerHp): number | null {
  if (!hp) return null;
  if (hp.kind === 'exact') return Math.max(0, Math.min(1, hp.current / hp.max));
  return { unhurt: 1, hurt: 0.75, bloodied: 0.4, down: 0 }[hp.value];
}

/** A token's radius in world pixels. */
export function tokenRadius(size: Size): number {
  return HEX_PIXELS * (0.74 + 0.82 * (SIZE_SPACE_HEXES[size] - 1));
}

export function placeToken(t: SceneToken, l: Layout): PlacedToken {
  const centre = hexToPixel(l, footprintCenter(t.position, t.size));
  const width = SIZE_SPACE_HEXES[t.size];
  const radius = tokenRadius(t.size);
  let footprint: Path2D | null = null;
  if (width > 1) {
    footprint = new Path2D();
    for (const h of footprintHexes(t.position, t.size)) {
      const c = polygonCorners(l, h);
      footprint.moveTo(c[0]!.x, c[0]!.y);
      for (let i = 1; i < 6; i++) footprint.lineTo(c[i]!.x, c[i]!.y);
      footprint.closePath();
    }
  }
  const pad = radius + 14;
  return {
    token: t,
    x: centre.x,
    y: centre.y,
    radius,
    label: t.label ?? initials(t.name),
    hpRatio: hpRatio(t.hp),
    footprint,
    bounds: { x: centre.x - pad - width * HEX_PIXELS, y: centre.y - pad - width * HEX_PIXELS, width: 2 * (pad + width * HEX_PIXELS), height: 2 * (pad + width * HEX_PIXELS) },
  };
}

/** hexKey → token id for every hex a token covers: how the scene finds tokens, by math. */
export function occupancy(tokens: readonly SceneToken[]): Map<number, string> {
  const out = new Map<number, string>();
  for (const t of tokens) for (const h of footprintHexes(t.position, t.size)) out.set(hexKeyOf(h), t.id);
  return out;
}

/** Draws one token centred at (x, y) (its own position, or the pointer while dragged). */
export function drawToken(ctx: CanvasRenderingContext2D, p: PlacedToken, x = p.x, y = p.y): void {
  const t = p.token;
  const colour = SIDE_COLOURS[t.side];
  const dead = t.life === 'dead';
  ctx.globalAlpha = (t.hidden ? 0.55 : 1) * (dead ? 0.6 : 1);
  if (p.footprint) {
    ctx.save();
    ctx.translate(x - p.x, y - p.y);
    ctx.fillStyle = colour;
    ctx.globalAlpha *= 0.18;
    ctx.fill(p.footprint);
    ctx.restore();
  }
  const r = p.radius;
  if (t.active) ring(ctx, x, y, r + 7, '#e0a640', 4);
  if (t.selected) {
    ctx.setLineDash([6, 4]);
    ring(ctx, x, y, r + 12, '#ffffff', 2);
    ctx.setLineDash([]);
  }
  ctx.beginPath();
  ctx.arc(x, y, r, 0, 2 * Math.PI);
  ctx.fillStyle = '#1b1e25';
  ctx.fill();
  if (t.hidden) ctx.setLineDash([5, 4]);
  ctx.strokeStyle = dead ? '#6b7180' : colour;
  ctx.lineWidth = 3;
  ctx.stroke();
  ctx.setLineDash([]);
  if (p.hpRatio !== null) {
    ctx.beginPath();
    ctx.arc(x, y, r - 3, -Math.PI / 2, -Math.PI / 2 + 2 * Math.PI * Math.max(0.01, p.hpRatio));
    ctx.strokeStyle = p.hpRatio <= 0 ? '#d6534a' : p.hpRatio <= 0.5 ? '#d9a441' : '#57b36b';
    ctx.lineWidth = 4;
    ctx.stroke();
  }
  const size = Math.round(r * (p.footprint ? 0.55 : 0.62));
  ctx.font = `bold ${size}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = p.hpRatio === 0 ? '#9aa1b1' : '#e6e8ee';
  ctx.fillText(p.label, x, y + 1);
  if (t.life === 'dead') deadMark(ctx, x, y, r);
  else if (t.life === 'unconscious' || t.life === 'stable') downMark(ctx, x, y, r, t.life === 'stable');
  drawConditions(ctx, t.conditions, x, y, r);
  ctx.globalAlpha = 1;
}

function ring(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, colour: string, width: number): void {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, 2 * Math.PI);
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.stroke();
}

/** Condition glyphs in a row of small badges along the token's top; past four, a "+n" badge. */
function drawConditions(ctx: CanvasRenderingContext2D, icons: readonly string[], x: number, y: number, r: number): void {
  if (!icons.length) return;
  const shown = icons.length > 4 ? [...icons.slice(0, 3), `+${icons.length - 3}`] : icons;
  const b = Math.max(8, r * 0.3);
  const step = b * 2 + 1;
  const x0 = x - ((shown.length - 1) * step) / 2;
  const by = y - r - b * 0.4;
  ctx.font = `${Math.round(b * 1.25)}px system-ui, "Noto Color Emoji", sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  shown.forEach((icon, i) => {
    const bx = x0 + i * step;
    ctx.beginPath();
    ctx.arc(bx, by, b, 0, 2 * Math.PI);
    ctx.fillStyle = '#3b2f6e';
    ctx.fill();
    ctx.strokeStyle = '#b9a8ff';
    ctx.lineWidth = 1.5;
    ctx.stroke();
    ctx.fillStyle = '#fff';
    ctx.fillText(icon, bx, by + 1);
  });
}

/** Dead: a red cross over the whole token. */
function deadMark(ctx: CanvasRenderingContext2D, x: number, y: number, r: number): void {
  const a = r * 0.62;
  ctx.save();
  ctx.globalAlpha = 1;
  ctx.beginPath();
  ctx.moveTo(x - a, y - a);
  ctx.lineTo(x + a, y + a);
  ctx.moveTo(x + a, y - a);
  ctx.lineTo(x - a, y + a);
  ctx.strokeStyle = '#d6534a';
  ctx.lineWidth = Math.max(3, r * 0.14);
  ctx.lineCap = 'round';
  ctx.stroke();
  ctx.restore();
}

/** Unconscious (dying): an amber "zz" badge at the bottom; stable: the same in green. */
function downMark(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, stable: boolean): void {
  const b = Math.max(9, r * 0.32);
  const by = y + r * 0.78;
  ctx.beginPath();
  ctx.arc(x, by, b, 0, 2 * Math.PI);
  ctx.fillStyle = stable ? '#2f7a45' : '#b7791f';
  ctx.fill();
  ctx.font = `bold ${Math.round(b * 1.1)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#fff';
  ctx.fillText(stable ? '+' : 'zz', x, by + 1);
}
