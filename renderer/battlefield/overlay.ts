import { hexFromKey, hexToPixel, polygonCorners, type Axial, type Hex, type Layout } from '../../shared/hex/index.js';
import type { Rect } from './camera.js';

/** What the interaction layer shows; everything optional. Hex sets are hex keys. */
export interface Overlay {
  reach?: ReadonlySet<number>;
  threat?: ReadonlySet<number>;
  path?: { hexes: readonly Axial[]; ok: boolean };
  ruler?: { from: Axial; to: Axial };
  sight?: { from: Axial; to: Axial; visible: boolean };
  hover?: Axial | null;
  /** Edge under the pointer for the wall tool: its two endpoints in hex space. */
  edge?: [Axial, Axial] | null;
  /** The part of the map the players are shown. */
  playerRect?: Rect | null;
  /** Hexes painted in the current brush stroke. */
  brush?: readonly Hex[];
  /** Range-increment bands around the selected token: band 0 has no penalty. */
  bands?: readonly { index: number; hexes: readonly Hex[] }[];
}

const BAND_TINTS = ['rgba(87, 179, 107, 0.16)', 'rgba(217, 164, 65, 0.16)', 'rgba(239, 138, 90, 0.16)', 'rgba(214, 83, 74, 0.16)'];

function fillHexes(ctx: CanvasRenderingContext2D, l: Layout, hexes: Iterable<Axial>, fill: string, stroke?: string): void {
  const path = new Path2D();
  for (const h of hexes) {
    const c = polygonCorners(l, h);
    path.moveTo(c[0]!.x, c[0]!.y);
    for (let i = 1; i < 6; i++) path.lineTo(c[i]!.x, c[i]!.y);
    path.closePath();
  }
  ctx.fillStyle = fill;
  ctx.fill(path);
  if (stroke) {
    ctx.strokeStyle = stroke;
    ctx.stroke(path);
  }
}

function keys(set: ReadonlySet<number>): Hex[] {
  return [...set].map(hexFromKey);
}

export function drawOverlay(ctx: CanvasRenderingContext2D, o: Overlay, l: Layout, scale: number): void {
  ctx.lineWidth = 2 / scale;
  for (const b of o.bands ?? []) fillHexes(ctx, l, b.hexes, BAND_TINTS[Math.min(b.index, BAND_TINTS.length - 1)]!);
  if (o.threat?.size) fillHexes(ctx, l, keys(o.threat), 'rgba(226, 91, 79, 0.16)', 'rgba(226, 91, 79, 0.45)');
  if (o.reach?.size) fillHexes(ctx, l, keys(o.reach), 'rgba(224, 166, 64, 0.2)', 'rgba(224, 166, 64, 0.6)');
  if (o.brush?.length) fillHexes(ctx, l, o.brush, 'rgba(255, 255, 255, 0.18)');
  if (o.hover) fillHexes(ctx, l, [o.hover], 'rgba(255, 255, 255, 0.08)', 'rgba(255, 255, 255, 0.5)');
  if (o.path && o.path.hexes.length) {
    const colour = o.path.ok ? '87, 179, 107' : '214, 83, 74';
    fillHexes(ctx, l, o.path.hexes.slice(1), `rgba(${colour}, 0.22)`);
    line(ctx, o.path.hexes.map((h) => hexToPixel(l, h)), `rgb(${colour})`, 4 / scale);
  }
  if (o.ruler) line(ctx, [hexToPixel(l, o.ruler.from), hexToPixel(l, o.ruler.to)], '#f2f2f2', 3 / scale, [10 / scale, 6 / scale]);
  if (o.sight) line(ctx, [hexToPixel(l, o.sight.from), hexToPixel(l, o.sight.to)], o.sight.visible ? '#7be08f' : '#ff6b5f', 3 / scale, [4 / scale, 4 / scale]);
  if (o.edge) line(ctx, o.edge.map((h) => hexToPixel(l, h)), '#ffe9a8', 6 / scale);
  if (o.playerRect) {
    ctx.setLineDash([12 / scale, 8 / scale]);
    ctx.strokeStyle = 'rgba(120, 200, 255, 0.9)';
    ctx.lineWidth = 2 / scale;
    ctx.strokeRect(o.playerRect.x, o.playerRect.y, o.playerRect.width, o.playerRect.height);
    ctx.setLineDash([]);
  }
}

function line(ctx: CanvasRenderingContext2D, pts: readonly { x: number; y: number }[], colour: string, width: number, dash: number[] = []): void {
  if (pts.length < 2) return;
  ctx.beginPath();
  ctx.moveTo(pts[0]!.x, pts[0]!.y);
  for (const p of pts.slice(1)) ctx.lineTo(p.x, p.y);
  ctx.setLineDash(dash);
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.stroke();
  ctx.setLineDash([]);
}
