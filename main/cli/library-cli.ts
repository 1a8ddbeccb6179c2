/**
 * `asalto import FILE… [--system S] [--dry-run] [--json]` and `asalto library list|show|export`
 * (issue #16): the same report and the same library as the GM window, through the same channels.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Responses } from '../../shared/contract/contract.js';
import type { Result } from '../../shared/contract/result.js';
import type { ImportReport } from '../../shared/import/report.js';
import { renderRef } from '../../shared/log/text.js';
import * as m from '../../shared/i18n/paraglide/messages.js';
import type { Service } from '../service/service.js';

export interface LibraryCliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

type Handle = <C extends keyof Responses>(channel: C, payload: unknown) => Result<Responses[C]>;
const handleOf = (service: Service): Handle => (channel, payload) => service.handle(channel, payload, 'gm') as Result<never>;

const fail = (io: LibraryCliIo, r: { ok: false; error: { code: string; message: string; ref?: { msg: string; params: Record<string, string | number> } } }): number => {
  io.err(m.cli_error({ code: r.error.code, message: r.error.ref ? renderRef(r.error.ref) : r.error.message }));
  return 1;
};

/** Reads the files, prints the report and (unless `dryRun`) stores every record not refused. Exit 1 when a record was refused. */
export async function runImport(service: Service, files: string[], opts: { system?: string; dryRun: boolean; json: boolean }, io: LibraryCliIo): Promise<number> {
  const handle = handleOf(service);
  const read: { name: string; text: string }[] = [];
  for (const f of files) {
    try {
      read.push({ name: path.basename(f), text: fs.readFileSync(path.resolve(f), 'utf8') });
    } catch (err) {
      io.err(m.cli_error({ code: 'NOT_FOUND', message: `${f}: ${err instanceof Error ? err.message : String(err)}` }));
      return 1;
    }
  }
  const started = handle('library.import', { files: read, ...(opts.system ? { system: opts.system } : {}) });
  if (!started.ok) return fail(io, started);
  let status = handle('library.importStatus', { jobId: started.value.jobId });
  while (status.ok && status.value.state === 'running') {
    await new Promise((r) => setImmediate(r));
    status = handle('library.importStatus', { jobId: started.value.jobId });
  }
  if (!status.ok) return fail(io, status);
  const report = status.value.report!;
  let stored: { added: number; updated: number } | null = null;
  if (!opts.dryRun) {
    const confirmed = handle('library.importConfirm', { jobId: started.value.jobId });
    if (!confirmed.ok) return fail(io, confirmed);
    stored = confirmed.value;
  }
  if (opts.json) io.out(JSON.stringify({ report, stored }, null, 2));
  else {
    for (const line of reportLines(report)) io.out(line);
    io.out(stored ? m.cli_import_stored({ added: stored.added, updated: stored.updated }) : m.cli_import_dry_run());
  }
  return report.counts.refused > 0 ? 1 : 0;
}

/** The report as text: a line per record (status, name, format, change), its notes indented with their JSON paths. */
export function reportLines(report: ImportReport): string[] {
  const lines: string[] = [];
  for (const f of report.files) {
    lines.push(m.cli_import_file({ file: f.file, records: f.records.length }));
    for (const r of f.records) {
      const status = r.status === 'imported' ? m.cli_import_ok() : r.status === 'warnings' ? m.cli_import_warn() : m.cli_import_refused();
      const change = r.change ? (r.change.kind === 'new' ? m.cli_import_new() : r.change.kind === 'same' ? m.cli_import_same() : m.cli_import_changed({ fields: r.change.fields.join(', ') })) : '';
      lines.push(`  ${status}  ${r.name ?? r.path}${r.format ? `  [${r.format}]` : ''}${change ? `  ${change}` : ''}`);
      for (const n of r.notes) lines.push(`      ${n.path}: ${renderRef(n.ref)}`);
    }
  }
  lines.push(m.cli_import_counts({ ...report.counts }));
  return lines;
}

/** `library list [--system S] [--json]`, `library show ID [--json]`, `library export [--system S] [--out FILE]`. */
export function runLibrary(service: Service, action: string | undefined, arg: string | undefined, opts: { system?: string; json: boolean; out?: string }, io: LibraryCliIo): number {
  const handle = handleOf(service);
  const listed = handle('library.list', opts.system ? { system: opts.system } : {});
  if (!listed.ok) return fail(io, listed);
  if (listed.value.problem) io.err(m.cli_problem({ file: listed.value.problem.file, message: listed.value.problem.issues.map((i) => `${i.path}: ${i.message}`).join('; ') }));
  if (action === 'list') {
    if (opts.json) io.out(JSON.stringify(listed.value.entries, null, 2));
    else for (const e of listed.value.entries) io.out(`${e.id}  ${e.name}  (${e.system}${e.cr === undefined ? '' : `, ${e.cr}`}${e.origin ? `, ${e.origin.file}` : ''})`);
    return 0;
  }
  if (action === 'show') {
    const e = listed.value.entries.find((x) => x.id === arg);
    if (!e) {
      io.err(m.cli_error({ code: 'NOT_FOUND', message: renderRef({ msg: 'imp_err_no_entry', params: { id: arg ?? '' } }) }));
      return 1;
    }
    io.out(JSON.stringify(e, null, 2));
    return 0;
  }
  if (action === 'export') {
    const r = handle('library.export', opts.system ? { system: opts.system } : {});
    if (!r.ok) return fail(io, r);
    if (opts.out) fs.writeFileSync(path.resolve(opts.out), r.value.text);
    else io.out(r.value.text.trimEnd());
    return 0;
  }
  io.err(m.cli_unknown_command({ command: `library ${action ?? ''}`.trim() }));
  return 2;
}
