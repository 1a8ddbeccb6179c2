/**
 * Asalto's own library export: `{format: "asalto-library", v: 1, entries: [LibraryEntry…]}`. Every
 * system's entries round-trip exactly: ids, names, stat blocks and origins come back as they left.
 */
import { z } from 'zod';
import { ref } from '../../shared/contract/result.js';
import { childPath } from '../../shared/import/report.js';
import { findSystem, systemNameParam, type LibraryEntry, type SystemId } from '../../shared/systems/registry.js';
import type { Reader } from './types.js';

export const ASALTO_LIBRARY_FORMAT = 'asalto-library';

const originSchema = z.strictObject({
  file: z.string().max(255),
  format: z.string().max(40),
  path: z.string().max(200),
  licence: z.string().max(500),
  importedAt: z.string().max(40),
});

const entrySchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,119}$/, 'expected a kebab-case id'),
  system: z.string().min(1).max(40),
  name: z.string().trim().min(1).max(80),
  kind: z.enum(['pc', 'monster']),
  stats: z.unknown(),
  type: z.string().max(80).optional(),
  cr: z.number().min(0).max(100).optional(),
  notes: z.string().max(4000).optional(),
  origin: originSchema.optional(),
});

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const asaltoReader: Reader = {
  id: 'asalto',
  // Read as each entry names its system; `system` here is only the default of the list.
  system: 'dnd5e',
  split(file) {
    if (!isObject(file) || file.format !== ASALTO_LIBRARY_FORMAT || !Array.isArray(file.entries)) return null;
    return (file.entries as unknown[]).map((value, i) => ({ path: `$.entries[${i}]`, value }));
  },
  detect(record) {
    return isObject(record) && typeof record.system === 'string' && isObject(record.stats) && record.stats.system === record.system && typeof record.id === 'string';
  },
  read(record, ctx) {
    const r = entrySchema.safeParse(record);
    if (!r.success) {
      const issue = r.error.issues[0]!;
      return { ok: false, path: childPath(ctx.path, ...issue.path.map((p) => (typeof p === 'number' ? p : String(p)))), ref: ref('imp_invalid_field', { issue: issue.message }) };
    }
    const e = r.data;
    if (!findSystem(e.system)?.library) return { ok: false, path: childPath(ctx.path, 'system'), ref: ref('imp_no_library', { system: systemNameParam(e.system) }) };
    return {
      ok: true,
      entry: {
        sourceId: e.id,
        id: e.id,
        name: e.name,
        kind: e.kind,
        system: e.system as SystemId,
        stats: e.stats,
        ...(e.type === undefined ? {} : { type: e.type }),
        ...(e.cr === undefined ? {} : { cr: e.cr }),
        ...(e.notes === undefined ? {} : { notes: e.notes }),
        licence: e.origin?.licence ?? '',
        ...(e.origin ? { origin: e.origin } : {}),
      },
    };
  },
};

/** The export file of some library entries: what `asaltoReader` reads back, exactly. */
export function exportLibrary(entries: readonly LibraryEntry[]): string {
  return `${JSON.stringify({ format: ASALTO_LIBRARY_FORMAT, v: 1, entries }, null, 2)}\n`;
}
