/**
 * A small tolerant reader of the HTML in OpenQuest Foundry journal pages (no DOM in main): tables
 * with their caption and rows, and the sections under each <h2> as list items and paragraphs.
 * Foundry inline rolls `[[/r 1d100]]{50%}` become their label (`50%`).
 */

export interface HtmlTable {
  caption: string;
  head: string[];
  rows: string[][];
}

interface HtmlSection {
  title: string;
  /** List items, `<strong>` lead kept apart ("Resistances:" → lead "Resistances"). */
  items: { lead: string; text: string }[];
  paragraphs: string[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—' };

/** Plain text of an HTML fragment: inline rolls to their label, tags dropped, entities decoded, spaces collapsed. */
function plain(html: string): string {
  return html
    .replace(/\[\[[^\]]*\]\]\{([^}]*)\}/g, '$1')
    .replace(/\[\[[^\]]*\]\]/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (all, e: string) => {
      if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
      return ENTITIES[e.toLowerCase()] ?? all;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const cells = (row: string, tag: 'th' | 'td' | 't[hd]'): string[] => [...row.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'gi'))].map((m) => plain(m[1]!));

export function tables(html: string): HtmlTable[] {
  return [...html.matchAll(/<table\b[^>]*>([\s\S]*?)<\/table>/gi)].map((t) => {
    const body = t[1]!;
    const caption = plain(/<caption\b[^>]*>([\s\S]*?)<\/caption>/i.exec(body)?.[1] ?? '');
    const rows = [...body.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/gi)].map((r) => r[1]!);
    const headAt = rows.findIndex((r) => /<th\b/i.test(r));
    const head = headAt >= 0 ? cells(rows[headAt]!, 'th') : [];
    return { caption, head, rows: rows.filter((_, i) => i !== headAt).map((r) => cells(r, 't[hd]')) };
  });
}

/** The sections after each <h2> (tables removed); text before the first <h2> is a section titled "". */
export function sections(html: string): HtmlSection[] {
  const rest = html.replace(/<table\b[\s\S]*?<\/table>/gi, '');
  const parts = rest.split(/<h2\b[^>]*>([\s\S]*?)<\/h2>/i);
  const out: HtmlSection[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const title = i === 0 ? '' : plain(parts[i - 1]!);
    const body = parts[i]!;
    const items = [...body.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => {
      const strong = /^\s*<strong\b[^>]*>([\s\S]*?)<\/strong>([\s\S]*)$/i.exec(m[1]!);
      return strong ? { lead: plain(strong[1]!).replace(/:\s*$/, ''), text: plain(strong[2]!) } : { lead: '', text: plain(m[1]!) };
    });
    const paragraphs = [...body.replace(/<ul\b[\s\S]*?<\/ul>|<ol\b[\s\S]*?<\/ol>/gi, '').matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/gi)].map((m) => plain(m[1]!)).filter(Boolean);
    if (i === 0 && items.length === 0 && paragraphs.length === 0) continue;
    out.push({ title, items, paragraphs });
  }
  return out;
}

/** Splits "a (b, c), d" at the commas outside parentheses. */
export function splitTop(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of text) {
    if (ch === '(') depth++;
    if (ch === ')') depth = Math.max(0, depth - 1);
    if (ch === ',' && depth === 0) {
      out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  if (cur.trim()) out.push(cur.trim());
  return out.map((s) => s.replace(/\.\s*$/, '').trim()).filter(Boolean);
}
