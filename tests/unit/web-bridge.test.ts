import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { answer } from '../../main/web/bridge.js';
import { resolveStatic } from '../../main/web/static.js';
import { contentSecurityPolicy } from '../../main/service/csp.js';
import { makeService, tempDir } from '../helpers/fixtures.js';

describe('WebSocket bridge', () => {
  const { service } = makeService();
  it.each([
    ['not json', '{oops', null, 'BAD_MESSAGE', '$'],
    ['an array', '[1,2]', null, 'BAD_MESSAGE', '$'],
    ['no id', '{"channel":"app.info"}', null, 'BAD_MESSAGE', '$.id'],
    ['no channel', '{"id":3}', 3, 'BAD_MESSAGE', '$.channel'],
    ['unknown channel', '{"id":4,"channel":"rm -rf"}', 4, 'UNKNOWN_CHANNEL', undefined],
    ['a GM channel from a player', '{"id":5,"channel":"encounter.list"}', 5, 'FORBIDDEN', undefined],
  ])('rejects %s with a structured error', (_label, text, id, code, at) => {
    const r = answer(service, 'player', text);
    expect(r.id).toBe(id);
    expect(r.reply).toMatchObject({ ok: false, error: { code } });
    if (at) expect(r.reply.ok === false && r.reply.error.path).toBe(at);
  });

  it('answers a valid request', () => {
    expect(answer(service, 'player', '{"id":9,"channel":"app.info","payload":{}}')).toMatchObject({ id: 9, reply: { ok: true, value: { role: 'player' } } });
  });
});

describe('static files', () => {
  const root = tempDir('static');
  fs.writeFileSync(path.join(root, 'index.html'), 'gm');
  fs.writeFileSync(path.join(root, 'player.html'), 'player');
  fs.writeFileSync(path.join(path.dirname(root), 'secret.txt'), 'no');

  it('maps / and /player to the two windows', () => {
    expect(resolveStatic(root, '/')).toBe(path.join(root, 'index.html'));
    expect(resolveStatic(root, '/player')).toBe(path.join(root, 'player.html'));
  });

  it.each(['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/%00', '/%E0%A4%A', '/missing.js'])('refuses %s', (p) => {
    expect(resolveStatic(root, p)).toBeNull();
  });
});

describe('content security policy', () => {
  it('allows only our own scripts and the given sockets', () => {
    const csp = contentSecurityPolicy(['ws://127.0.0.1:1']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("connect-src 'self' ws://127.0.0.1:1");
    expect(csp).not.toContain('unsafe-eval');
  });
});
