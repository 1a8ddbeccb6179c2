/**
 * The Content-Security-Policy both hosts send. `connect` lists the extra origins the page may reach
 * (the web host's WebSocket); Electron passes none because IPC needs no network.
 */
export function contentSecurityPolicy(connect: readonly string[] = []): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${connect.map((c) => ` ${c}`).join('')}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}
