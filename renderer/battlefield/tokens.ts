import Konva from 'konva';
import type { Side, Kind } from '../../shared/model/encounter.js';
import type { HexCoord, Size } from '../../shared/model/map.js';
import type { PlayerHp } from '../../shared/contract/views.js';
import { footprintCenter, footprintHexes, hexToPixel, polygonCorners, SIZE_SPACE_HEXES, type Layout } from '../../shared/hex/index.js';
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
  conditions: number;
  hidden: boolean;
  active: boolean;
  selected: boolean;
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

/** One token: footprint tint, disc with initials, HP ring, active/selected rings, condition badge. */
export function buildToken(t: SceneToken, l: Layout, editable: boolean): Konva.Group {
  const centre = hexToPixel(l, footprintCenter(t.position, t.size));
  const g = new Konva.Group({ x: centre.x, y: centre.y, id: t.id, name: 'token', opacity: t.hidden ? 0.55 : 1 });
  g.setAttr('home', { x: centre.x, y: centre.y });
  const colour = SIDE_COLOURS[t.side];
  const width = SIZE_SPACE_HEXES[t.size];
  if (width > 1) {
    for (const h of footprintHexes(t.position, t.size)) {
      const pts = polygonCorners(l, h).flatMap((p) => [p.x - centre.x, p.y - centre.y]);
      g.add(new Konva.Line({ points: pts, closed: true, fill: colour, opacity: 0.18, listening: false, perfectDrawEnabled: false }));
    }
  }
  const radius = HEX_PIXELS * (0.74 + 0.82 * (width - 1));
  if (t.active) g.add(new Konva.Circle({ radius: radius + 7, stroke: '#e0a640', strokeWidth: 4, listening: false }));
  if (t.selected) g.add(new Konva.Circle({ radius: radius + 12, stroke: '#ffffff', strokeWidth: 2, dash: [6, 4], listening: false }));
  g.add(
    new Konva.Circle({
      radius,
      fill: '#1b1e25',
      stroke: colour,
      strokeWidth: 3,
      dash: t.hidden ? [5, 4] : undefined,
      shadowColor: '#000',
      shadowBlur: 6,
      shadowOpacity: 0.5,
    }),
  );
  const ratio = hpRatio(t.hp);
  if (ratio !== null) {
    const tone = ratio <= 0 ? '#d6534a' : ratio <= 0.5 ? '#d9a441' : '#57b36b';
    g.add(new Konva.Arc({ innerRadius: radius - 5, outerRadius: radius - 1, angle: Math.max(2, 360 * ratio), rotation: -90, fill: tone, listening: false }));
  }
  const fontSize = Math.round(radius * (width > 1 ? 0.55 : 0.62));
  g.add(
    new Konva.Text({
      text: initials(t.name),
      fontSize,
      fontStyle: 'bold',
      fill: t.hp && ratio === 0 ? '#9aa1b1' : '#e6e8ee',
      width: radius * 2,
      offsetX: radius,
      offsetY: fontSize / 2,
      align: 'center',
      listening: false,
    }),
  );
  if (t.conditions > 0) {
    g.add(new Konva.Circle({ x: radius * 0.72, y: -radius * 0.72, radius: 8, fill: '#6e5bb8', stroke: '#1b1e25', strokeWidth: 2, listening: false }));
    g.add(new Konva.Text({ x: radius * 0.72 - 8, y: -radius * 0.72 - 6, width: 16, align: 'center', text: String(t.conditions), fontSize: 11, fill: '#fff', listening: false }));
  }
  g.listening(editable);
  return g;
}
