// The web host's PDF route: GET /print.pdf?token=…&id=…&options=… renders the print view with the system's
// Chromium (GM only: the token), or says in one line what is missing.
import type http from 'node:http';
import type { Result } from '../../shared/contract/result.js';
import { printOptionsSchema, type PrintData } from '../../shared/print/options.js';
import type { Service } from '../service/service.js';
import { PrintError, renderPdf } from '../print/pdf.js';

export interface PrintRouteOptions {
  service: Service;
  staticDir: string;
  assetFile?: (id: string) => string | null;
  tokenOk: (token: string) => boolean;
}

function text(res: http.ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end(`${body}\n`);
}

/** A file name safe in a Content-Disposition header. */
const fileNameOf = (name: string) => `${name.normalize('NFD').replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'encounter'}.pdf`;

export async function servePrintPdf(url: URL, res: http.ServerResponse, opts: PrintRouteOptions): Promise<void> {
  if (!opts.tokenOk(url.searchParams.get('token') ?? '')) return text(res, 403, 'Forbidden: the PDF route needs the GM token');
  let raw: unknown = {};
  try {
    raw = JSON.parse(url.searchParams.get('options') ?? '{}');
  } catch (err) {
    return text(res, 400, `options: not valid JSON (${err instanceof Error ? err.message : String(err)})`);
  }
  const options = printOptionsSchema.safeParse(raw);
  if (!options.success) return text(res, 400, `options: ${options.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`);
  const id = url.searchParams.get('id');
  const data = opts.service.handle('print.data', id ? { id } : {}, 'gm') as Result<PrintData>;
  if (!data.ok) return text(res, data.error.code === 'NOT_FOUND' ? 404 : 400, `${data.error.code}: ${data.error.message}`);
  try {
    const r = await renderPdf(data.value, options.data, { staticDir: opts.staticDir, ...(opts.assetFile ? { assetFile: opts.assetFile } : {}) });
    res
      .writeHead(200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${fileNameOf(data.value.encounter.name)}"`,
        'Content-Length': r.pdf.length,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      })
      .end(r.pdf);
  } catch (err) {
    if (err instanceof PrintError) return text(res, err.code === 'RENDER' ? 500 : 503, `${err.code}: ${err.message}`);
    return text(res, 500, `INTERNAL: ${err instanceof Error ? err.message : String(err)}`);
  }
}
