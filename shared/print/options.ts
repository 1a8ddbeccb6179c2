import { z } from 'zod';
import type { EncounterState } from '../model/encounter.js';
import type { LogEntry, PlayerView } from '../contract/views.js';

export const PAPERS = ['A4', 'letter'] as const;
export type Paper = (typeof PAPERS)[number];

/** Paper sizes in millimetres, portrait. */
export const PAPER_MM: Readonly<Record<Paper, { width: number; height: number }>> = {
  A4: { width: 210, height: 297 },
  letter: { width: 215.9, height: 279.4 },
};

/** Page margins in millimetres (the footer sits in the bottom one). */
export const MARGIN_MM = { top: 12, right: 12, bottom: 16, left: 12 } as const;

export const PRINT_PARTS = ['roster', 'blocks', 'map', 'handout', 'log'] as const;
export type PrintPart = (typeof PRINT_PARTS)[number];

/** What to print and how: the print dialog's fields, `asalto print`'s flags and the PDF route's query. */
export const printOptionsSchema = z
  .object({
    paper: z.enum(PAPERS).default('A4'),
    orientation: z.enum(['portrait', 'landscape']).default('portrait'),
    lang: z.enum(['es', 'en']).default('es'),
    parts: z
      .object({ roster: z.boolean(), blocks: z.boolean(), map: z.boolean(), handout: z.boolean(), log: z.boolean() })
      .strict()
      .default({ roster: true, blocks: true, map: true, handout: false, log: false }),
    /** A hex's width across its flats on paper, in centimetres (2.5 cm is the usual miniature scale). */
    hexCm: z.number().min(0.5).max(6).default(2.5),
    /** The GM's map includes hidden combatants' tokens (marked as hidden). */
    hidden: z.boolean().default(true),
    /** Ink-saving: no filled backgrounds or dark bands; terrain drawn as hatching outlines. */
    ink: z.boolean().default(false),
  })
  .strict();
export type PrintOptions = z.output<typeof printOptionsSchema>;

export const DEFAULT_PRINT_OPTIONS: PrintOptions = printOptionsSchema.parse({});

/** What the print view draws: the GM's encounter and log, and the player projection for the handout. */
export interface PrintData {
  encounter: EncounterState;
  log: LogEntry[];
  /** The player display's view of the encounter (no hidden combatant, HP as the GM allows). */
  player: NonNullable<PlayerView['encounter']>;
}

/** The printable area of a page, in millimetres. */
export function printableArea(o: Pick<PrintOptions, 'paper' | 'orientation'>): { width: number; height: number } {
  const p = PAPER_MM[o.paper];
  const [w, h] = o.orientation === 'portrait' ? [p.width, p.height] : [p.height, p.width];
  return { width: w - MARGIN_MM.left - MARGIN_MM.right, height: h - MARGIN_MM.top - MARGIN_MM.bottom };
}
