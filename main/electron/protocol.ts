/**
 * The asalto://app protocol handler: serves the built renderer with our CSP. Uses only fetch-API
 * globals (Request/Response), so unit tests can call it without Electron.
 */
import fs from 'node:fs/promises';
import { contentSecurityPolicy } from '../service/csp.js';
import { assetIdOf, contentType } from '../web/static.js';
import { resolveAppRequest } from './security.js';

const baseHeaders = (framedBySelf = false): Record<string, string> => ({
  'content-security-policy': contentSecurityPolicy([], { framedBySelf }),
  'x-content-type-options': 'nosniff',
  'cross-origin-opener-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
});

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { ...baseHeaders(), 'content-type': 'text/plain; charset=utf-8' } });
}

/** Returns the function to pass to `protocol.handle(APP_SCHEME, ...)`, serving files from `root`. */
export function createProtocolHandler(root: string, assetFile: (id: string) => string | null = () => null): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'method not allowed');
    const asset = assetIdOf(new URL(request.url).pathname);
    const file = asset !== null ? assetFile(asset) : resolveAppRequest(root, request.url);
    if (!file) return plain(404, 'not found');
    let body: Buffer;
    try {
      body = await fs.readFile(file);
    } catch {
      return plain(404, 'not found');
    }
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
      status: 200,
      // The print view may be framed by the GM window's live preview (same origin only).
      headers: { ...baseHeaders(file.endsWith('print.html')), 'content-type': contentType(file), 'cache-control': 'no-cache' },
    });
  };
}
