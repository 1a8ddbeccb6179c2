// The @page rule for the chosen paper: size, margins, and a footer with the encounter's name and the page
// number in margin boxes, so the browser's own print dialog and Chromium's PDF both number the pages.
import { MARGIN_MM, PAPER_MM, type PrintOptions } from '../../shared/print/options.js';

/** A CSS string literal: quotes, backslashes and line breaks escaped. */
export function cssString(s: string): string {
  return `"${s.replace(/[\\"]/g, (c) => `\\${c}`).replace(/[\n\r\f]/g, ' ')}"`;
}

/** `pageOf` is the footer text with `{page}` and `{pages}` where the numbers go ("Página {page} de {pages}"). */
export function pageRule(o: Pick<PrintOptions, 'paper' | 'orientation'>, name: string, pageOf: string): string {
  const p = PAPER_MM[o.paper];
  const [w, h] = o.orientation === 'portrait' ? [p.width, p.height] : [p.height, p.width];
  const counter = pageOf
    .split(/(\{page\}|\{pages\})/)
    .filter(Boolean)
    .map((part) => (part === '{page}' ? 'counter(page)' : part === '{pages}' ? 'counter(pages)' : cssString(part)))
    .join(' ');
  const font = "font: 8pt 'Source Sans 3', sans-serif; color: #555;";
  return `@page { size: ${w}mm ${h}mm; margin: ${MARGIN_MM.top}mm ${MARGIN_MM.right}mm ${MARGIN_MM.bottom}mm ${MARGIN_MM.left}mm;
  @bottom-left { content: ${cssString(name)}; ${font} }
  @bottom-right { content: ${counter}; ${font} } }
@media screen { .print { width: ${w}mm; } }`;
}
