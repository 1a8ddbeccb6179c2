// The player map's name tags (issue #15 item 8): whole where there is room, above when below is taken,
// squeezed between neighbours only as a last resort, never over another name.
import { describe, expect, it } from 'vitest';
import { estimateWidth, placeTags, type Tag, type TagToken } from '../../renderer/battlefield/name-tags.js';

const FONT = 14;
const HEIGHT = Math.ceil(FONT * 1.3) + 2;
const tok = (id: string, name: string, x: number, y: number, r = 20): TagToken => ({ id, name, x, y, r });
const box = (t: Tag) => ({ left: t.x - t.maxWidth / 2, right: t.x + t.maxWidth / 2, top: t.top, bottom: t.top + HEIGHT });
const clash = (a: Tag, b: Tag) => {
  const p = box(a);
  const q = box(b);
  return p.left < q.right && q.left < p.right && p.top < q.bottom && q.top < p.bottom;
};

describe('player map name tags', () => {
  it('a lone token: the whole name under it', () => {
    const [t] = placeTags([tok('a', 'Trasgo con cota de mallas', 300, 200)], FONT);
    expect(t).toEqual({ id: 'a', x: 300, top: 224, maxWidth: estimateWidth('Trasgo con cota de mallas', FONT), above: false });
    expect(t!.maxWidth).toBeGreaterThan(200); // far wider than the token (the old cap was 2.3 r = 46 px)
  });

  it('two tokens side by side: one name under, the other above, both whole', () => {
    const tags = placeTags([tok('ec', 'El caballero', 300, 200), tok('oc', 'Orco con pico de cuervo', 340, 200)], FONT);
    expect(tags.map((t) => t.above).sort()).toEqual([false, true]);
    for (const t of tags) expect(t.maxWidth).toBe(estimateWidth(t.id === 'ec' ? 'El caballero' : 'Orco con pico de cuervo', FONT));
    expect(clash(tags[0]!, tags[1]!)).toBe(false);
  });

  it('the active token is served first: its name whole even where the others are squeezed', () => {
    const s = 27;
    const ring = [[0, 0], [1, 0], [-1, 1], [0, 1], [1, 1], [0, 2], [-1, 2]].map(([q, r], i) => tok(`t${i}`, 'Trasgo con cota de mallas', 300 + s * Math.sqrt(3) * (q! + r! / 2), 200 + s * 1.5 * r!));
    const tags = placeTags(ring, FONT, 't3'); // the one in the middle
    expect(tags.find((t) => t.id === 't3')!.maxWidth).toBe(estimateWidth('Trasgo con cota de mallas', FONT));
    const other = placeTags(ring, FONT, 't0');
    expect(other.find((t) => t.id === 't3')!.maxWidth).toBeLessThan(estimateWidth('Trasgo con cota de mallas', FONT));
    // Only the active name (drawn on top, highlighted) may lie over another.
    for (const [list, active] of [[tags, 't3'], [other, 't0']] as const)
      for (let i = 0; i < list.length; i++) for (let j = i + 1; j < list.length; j++) if (list[i]!.id !== active && list[j]!.id !== active) expect(clash(list[i]!, list[j]!)).toBe(false);
  });

  it('a tight ring of tokens: the names that cannot go whole are squeezed to their room, never over another', () => {
    // Three rows of four on pointy hexes of 27 px (tokens of 0.74 × 27 = 20 px): no free space either side.
    const s = 27;
    const list: TagToken[] = [];
    for (let r = 0; r < 3; r++) for (let q = 0; q < 4; q++) list.push(tok(`t${r}${q}`, 'Goblin arquero', 200 + s * Math.sqrt(3) * (q + r / 2), 140 + s * 1.5 * r));
    const tags = placeTags(list, FONT);
    for (let i = 0; i < tags.length; i++) for (let j = i + 1; j < tags.length; j++) expect(clash(tags[i]!, tags[j]!), `${tags[i]!.id} × ${tags[j]!.id}`).toBe(false);
    // Squeezed, but never narrower than 0.9 of the token (its reserved room).
    for (const t of tags) expect(t.maxWidth).toBeGreaterThanOrEqual(36);
    expect(tags.some((t) => t.maxWidth < estimateWidth('Goblin arquero', FONT))).toBe(true);
  });
});
