// `asalto print ENCOUNTER [--out FILE.pdf] [--paper A4|letter] [--lang es|en] [--landscape] [--parts …]
// [--hex-cm N] [--without-hidden] [--ink]`: the print view to PDF with the system's Chromium.
import fs from 'node:fs';
import path from 'node:path';
import type { Result } from '../../shared/contract/result.js';
import { PRINT_PARTS, printOptionsSchema, type PrintData, type PrintOptions } from '../../shared/print/options.js';
import * as m from '../../shared/i18n/paraglide/messages.js';
import { getLocale } from '../../shared/i18n/paraglide/runtime.js';
import { upgradeText, problemText } from '../store/journal-document.js';
import { open } from '../rules/core/history.js';
import type { Service } from '../service/service.js';
import { PrintError, renderPdf } from '../print/pdf.js';
import { printDataOf } from '../print/print-data.js';

export interface PrintFlags {
  out?: string | undefined;
  paper?: string | undefined;
  landscape: boolean;
  parts?: string | undefined;
  hexCm?: string | undefined;
  withoutHidden: boolean;
  ink: boolean;
}

interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
  env: NodeJS.ProcessEnv;
}

/** The flags as print options, or the first problem naming the flag. */
export function printOptionsFromFlags(flags: PrintFlags, lang: 'es' | 'en'): Result<PrintOptions> {
  const parts = flags.parts?.split(',').map((p) => p.trim()).filter(Boolean);
  const unknown = parts?.find((p) => !(PRINT_PARTS as readonly string[]).includes(p));
  if (unknown !== undefined) return { ok: false, error: { code: 'INVALID_PAYLOAD', message: m.cli_print_bad_flag({ flag: '--parts', value: unknown, expected: PRINT_PARTS.join(', ') }) } };
  const paper = flags.paper === undefined ? undefined : flags.paper.toLowerCase() === 'a4' ? 'A4' : flags.paper.toLowerCase();
  const raw = {
    ...(paper ? { paper } : {}),
    orientation: flags.landscape ? 'landscape' : 'portrait',
    lang,
    ...(parts ? { parts: Object.fromEntries(PRINT_PARTS.map((p) => [p, parts.includes(p)])) } : {}),
    ...(flags.hexCm !== undefined ? { hexCm: Number(flags.hexCm) } : {}),
    hidden: !flags.withoutHidden,
    ink: flags.ink,
  };
  const parsed = printOptionsSchema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0]!;
  const flag = issue.path[0] === 'paper' ? '--paper' : issue.path[0] === 'hexCm' ? '--hex-cm' : `--${String(issue.path[0])}`;
  const value = issue.path[0] === 'paper' ? flags.paper : issue.path[0] === 'hexCm' ? flags.hexCm : '';
  const expected = issue.path[0] === 'paper' ? 'A4, letter' : issue.path[0] === 'hexCm' ? '0.5–6' : issue.message;
  return { ok: false, error: { code: 'INVALID_PAYLOAD', message: m.cli_print_bad_flag({ flag, value: String(value), expected }) } };
}

/** An encounter id in the data folder, or an exported encounter file (any schema version). */
function loadData(service: Service, arg: string): Result<PrintData> {
  if (arg.endsWith('.json') || arg.includes(path.sep) || arg.includes('/')) {
    let text: string;
    try {
      text = fs.readFileSync(path.resolve(arg), 'utf8');
    } catch (err) {
      return { ok: false, error: { code: 'NOT_FOUND', message: `${arg}: ${err instanceof Error ? err.message : String(err)}` } };
    }
    const up = upgradeText(text, { id: 'enc-print', now: new Date().toISOString() });
    if (!up.ok) return { ok: false, error: { code: 'INVALID_PAYLOAD', message: `${arg}: ${problemText(up.problem)}` } };
    return { ok: true, value: printDataOf(open(up.file), getLocale()) };
  }
  return service.handle('print.data', { id: arg }, 'gm') as Result<PrintData>;
}

export async function runPrint(service: Service, arg: string, flags: PrintFlags, lang: 'es' | 'en', staticDir: string, assetFile: (id: string) => string | null, io: Io): Promise<number> {
  const options = printOptionsFromFlags(flags, lang);
  if (!options.ok) {
    io.err(m.cli_error({ code: options.error.code, message: options.error.message }));
    return 2;
  }
  const data = loadData(service, arg);
  if (!data.ok) {
    io.err(m.cli_error({ code: data.error.code, message: data.error.message }));
    return 1;
  }
  const out = path.resolve(flags.out ?? `${data.value.encounter.id}.pdf`);
  try {
    const r = await renderPdf(data.value, options.value, { staticDir, assetFile, env: io.env });
    fs.writeFileSync(out, r.pdf);
    io.out(m.cli_print_written({ file: out, pages: r.pages, paper: options.value.paper }));
    return 0;
  } catch (err) {
    if (err instanceof PrintError) {
      io.err(m.cli_error({ code: err.code, message: err.message }));
      return 1;
    }
    io.err(m.cli_error({ code: 'STORAGE', message: `${out}: ${err instanceof Error ? err.message : String(err)}` }));
    return 1;
  }
}
