// Where the player map writes each token's name (issue #15 item 8): whole, under the token, or above it
// when a neighbour's name or token is in the way; squeezed to the room beside it only when neither fits.
// Pure: screen positions and a text measure in, boxes out.

export interface TagToken {
  id: string;
  name: string;
  /** The token's centre and radius, in the map box's pixels. */
  x: number;
  y: number;
  r: number;
}

export interface Tag {
  id: string;
  /** The name's centre line and its top edge. */
  x: number;
  top: number;
  /** The widest the name may be, in px (it ellipsizes past it). */
  maxWidth: number;
  above: boolean;
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Half the width kept under every token for its name (of its radius): 1.8 r fits between hex neighbours. */
const RESERVED = 0.9;

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** A name's width at `fontPx` (bold sans: about 0.6 em a character) plus the tag's padding, where nothing can measure it. */
export function estimateWidth(name: string, fontPx: number): number {
  return Math.ceil(name.length * 0.6 * fontPx + 0.9 * fontPx);
}

/** Name tags for `tokens`, `fontPx` high text; the active token's name goes first and whole. */
export function placeTags(tokens: readonly TagToken[], fontPx: number, activeId: string | null = null, measure: (name: string) => number = (n) => estimateWidth(n, fontPx)): Tag[] {
  const height = Math.ceil(fontPx * 1.3) + 2;
  const bodies: Box[] = tokens.map((t) => ({ left: t.x - t.r, right: t.x + t.r, top: t.y - t.r, bottom: t.y + t.r }));
  const order = [...tokens.keys()].sort((a, b) => Number(tokens[b]!.id === activeId) - Number(tokens[a]!.id === activeId) || tokens[a]!.y - tokens[b]!.y || tokens[a]!.x - tokens[b]!.x);
  // Each token keeps a short tag's room under it until its own name is placed, so no neighbour's whole
  // name takes the last place its name could go.
  const reserved: (Box | null)[] = tokens.map((t) => ({ left: t.x - RESERVED * t.r, right: t.x + RESERVED * t.r, top: t.y + t.r + 4, bottom: t.y + t.r + 4 + height }));
  const placed: Box[] = [];
  const out = new Map<string, Tag>();
  for (const i of order) {
    const t = tokens[i]!;
    const width = measure(t.name);
    const below = t.y + t.r + 4;
    const above = t.y - t.r - 4 - height;
    const box = (top: number, w: number): Box => ({ left: t.x - w / 2, right: t.x + w / 2, top, bottom: top + height });
    const free = (b: Box) => !placed.some((p) => overlaps(p, b)) && !bodies.some((o, j) => j !== i && overlaps(o, b)) && !reserved.some((o, j) => j !== i && o && overlaps(o, b));
    let tag: Tag;
    // The active token's name is whole under it, over a neighbour if need be.
    if (t.id === activeId || free(box(below, width))) tag = { id: t.id, x: t.x, top: below, maxWidth: width, above: false };
    else if (free(box(above, width))) tag = { id: t.id, x: t.x, top: above, maxWidth: width, above: true };
    else tag = { id: t.id, x: t.x, top: below, maxWidth: squeezed(t, i, tokens, placed, box(below, 0)), above: false };
    // The others' names keep clear of each other; the active one lies over them, drawn on top.
    if (t.id !== activeId) placed.push(box(tag.top, tag.maxWidth));
    reserved[i] = null;
    out.set(t.id, tag);
  }
  return tokens.map((t) => out.get(t.id)!);
}

/** The room under a token between its neighbours and the names already placed: at least its reserved room. */
function squeezed(t: TagToken, i: number, tokens: readonly TagToken[], placed: readonly Box[], row: Box): number {
  let half = Infinity;
  tokens.forEach((o, j) => {
    if (j !== i && Math.abs(o.y - t.y) < t.r + o.r) half = Math.min(half, Math.abs(o.x - t.x) / 2 - 3);
  });
  for (const p of placed) {
    if (p.top >= row.bottom || row.top >= p.bottom) continue;
    half = Math.min(half, p.left >= t.x ? p.left - t.x - 3 : p.right <= t.x ? t.x - p.right - 3 : 0);
  }
  return Math.max(2 * RESERVED * t.r, 2 * half);
}
