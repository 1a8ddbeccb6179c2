/**
 * The Content-Security-Policy both hosts send. `connect` lists the extra origins the page may reach
 * (the web host's WebSocket); Electron passes none because IPC needs no network. `framedBySelf`: the
 * print view, which the GM page shows in an iframe of the same origin.
 */
export function contentSecurityPolicy(connect: readonly string[] = [], { framedBySelf = false } = {}): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${connect.map((c) => ` ${c}`).join('')}`,
    "base-uri 'none'",
    "form-action 'none'",
    // The print view is framed by the GM page's live preview; nothing else is framed, by anyone.
    framedBySelf ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
    "frame-src 'self'",
    "object-src 'none'",
  ].join('; ');
}
