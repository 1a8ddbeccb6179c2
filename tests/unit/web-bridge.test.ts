import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { answerFrame, rateLimited } from '../../main/web/bridge.js';
import { overNested, oversized } from '../../main/web/frame-guard.js';
import { MAX_COALESCED_PUSHES, MAX_ERROR_REPLY_CHARS, MAX_MESSAGE_BYTES, MAX_NESTING, MAX_OBJECT_KEYS } from '../../main/web/limits.js';
import { createRateLimiter } from '../../main/web/rate-limit.js';
import { createSocketWriter } from '../../main/web/socket-writer.js';
import type { Service } from '../../main/service/service.js';
import { resolveStatic } from '../../main/web/static.js';
import { contentSecurityPolicy } from '../../main/service/csp.js';
import { makeService, tempDir } from '../helpers/fixtures.js';
import { errorText } from '../../shared/contract/refuse.js';
import { setLocale } from '../../shared/i18n/paraglide/runtime.js';

const answer = (service: Service, role: 'gm' | 'player', text: string) => answerFrame(service, role, Buffer.from(text), false);

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

  it('parses each frame once: a refused request echoes its id without a second parse', () => {
    const parse = vi.spyOn(JSON, 'parse');
    try {
      expect(answer(service, 'gm', '{"id":11,"channel":"nope"}')).toMatchObject({ id: 11, reply: { ok: false, error: { code: 'UNKNOWN_CHANNEL' } } });
      expect(answer(service, 'gm', '{"id":12,"channel":7}')).toMatchObject({ id: 12, reply: { ok: false, error: { code: 'BAD_MESSAGE', path: '$.channel' } } });
      expect(answer(service, 'gm', '{oops')).toMatchObject({ id: null, reply: { ok: false, error: { code: 'BAD_MESSAGE' } } });
      expect(parse).toHaveBeenCalledTimes(3);
    } finally {
      parse.mockRestore();
    }
  });

  it('refuses a frame over the role\'s size before decoding it; a GM may send far more', () => {
    const frame = Buffer.alloc(MAX_MESSAGE_BYTES.player + 1, 0x20);
    const toString = vi.spyOn(frame, 'toString');
    expect(answerFrame(service, 'player', frame, false)).toEqual({
      id: null,
      reply: { ok: false, error: { code: 'BAD_MESSAGE', message: `message is ${MAX_MESSAGE_BYTES.player + 1} bytes; a player message may have at most ${MAX_MESSAGE_BYTES.player}`, path: '$', ref: { msg: 'err_web_too_big_player', params: { bytes: MAX_MESSAGE_BYTES.player + 1, max: MAX_MESSAGE_BYTES.player } } } },
    });
    expect(toString).not.toHaveBeenCalled();
    expect(oversized(MAX_MESSAGE_BYTES.player, 'player')).toBeNull();
    expect(oversized(MAX_MESSAGE_BYTES.player + 1, 'gm')).toBeNull();
  });

  it('caps INVALID_PAYLOAD replies: each issue clipped, at most 10, the first path kept', () => {
    const payload = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`key${i}`, 0]));
    const r = answer(service, 'gm', JSON.stringify({ id: 1, channel: 'settings.set', payload }));
    expect(r.reply.ok).toBe(false);
    const error = r.reply.ok ? null : r.reply.error;
    expect(error?.code).toBe('INVALID_PAYLOAD');
    expect(error?.path).toBe('payload');
    expect(error?.issues?.[0]?.message).toHaveLength(201);
    expect(JSON.stringify(r).length).toBeLessThan(MAX_ERROR_REPLY_CHARS);
    const many = answer(service, 'gm', JSON.stringify({ id: 2, channel: 'view.setPlayerCamera', payload: { mode: 'rect', rect: { x: 'a', y: 'b', width: 'c', height: 'd' } } }));
    expect(many.reply.ok === false && many.reply.error.issues?.map((i) => i.path)).toEqual(['payload.rect.x', 'payload.rect.y', 'payload.rect.width', 'payload.rect.height']);
  });

  it('keeps a refusal\'s message reference and its issues\' references, so the window shows them in the GM\'s language', () => {
    const forbidden = answer(service, 'player', '{"id":6,"channel":"encounter.list"}');
    expect(forbidden.reply.ok === false && forbidden.reply.error.ref).toEqual({ msg: 'err_svc_forbidden', params: { role: 'player', channel: 'encounter.list' } });
    const bad = answer(service, 'gm', JSON.stringify({ id: 7, channel: 'view.setPlayerCamera', payload: { mode: 'rect', rect: { x: 'a', y: 0, width: 10, height: -1 } } }));
    const error = bad.reply.ok ? null : bad.reply.error;
    expect(error?.ref?.msg).toBe('err_invalid_payload');
    expect(error?.issues?.map((i) => i.ref?.msg)).toEqual(['zod_invalid_type', 'zod_gt_number']);
    void setLocale('es', { reload: false });
    try {
      expect(errorText(error!)).toBe('datos no válidos para view.setPlayerCamera: payload.rect.x: debe ser un número; payload.rect.height: debe ser mayor que 0');
    } finally {
      void setLocale('en', { reload: false });
    }
  });

  it('a malformed frame is refused with a reference: English for logs, Spanish in a Spanish window', () => {
    const cases: [string, string, string][] = [
      ['{oops', 'message is not valid JSON', 'el mensaje no es JSON válido'],
      ['[1,2]', 'message must be a JSON object', 'el mensaje debe ser un objeto JSON'],
      ['{"channel":"app.info"}', 'message.id must be an integer', 'message.id debe ser un número entero'],
      ['{"id":3}', 'message.channel must be a string', 'message.channel debe ser un texto'],
      [`${'['.repeat(MAX_NESTING + 1)}`, `message nests deeper than ${MAX_NESTING} levels (at character ${MAX_NESTING})`, `el mensaje anida más de ${MAX_NESTING} niveles (en el carácter ${MAX_NESTING})`],
    ];
    const big = answerFrame(service, 'player', Buffer.alloc(MAX_MESSAGE_BYTES.player + 1, 0x20), false);
    const errors = [...cases.map(([text]) => answer(service, 'player', text)), big].map((r) => (r.reply.ok ? null : r.reply.error)!);
    const bigTexts = [`message is ${MAX_MESSAGE_BYTES.player + 1} bytes; a player message may have at most ${MAX_MESSAGE_BYTES.player}`, `el mensaje ocupa ${MAX_MESSAGE_BYTES.player + 1} bytes; uno de la pantalla de jugadores puede ocupar como mucho ${MAX_MESSAGE_BYTES.player}`];
    expect(errors.map((e) => e.message)).toEqual([...cases.map((c) => c[1]), bigTexts[0]]);
    void setLocale('es', { reload: false });
    try {
      expect(errors.map((e) => errorText(e))).toEqual([...cases.map((c) => c[2]), bigTexts[1]]);
    } finally {
      void setLocale('en', { reload: false });
    }
  });

  it('an error reply stays under the cap once serialized, even when escaping multiplies its text', () => {
    const ctl = '\u0001'.repeat(250);
    const inputs = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`${ctl}${i}`, 'x']));
    const r = answer(service, 'gm', JSON.stringify({ id: 3, channel: 'encounter.command', payload: { encounterId: 'enc-x', command: { type: 'nextTurn', inputs } } }));
    expect(r.reply).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD' } });
    expect(JSON.stringify(r).length).toBeLessThanOrEqual(MAX_ERROR_REPLY_CHARS);
  });

  it('a RATE_LIMITED reply echoes a leading id without parsing', () => {
    expect(rateLimited(Buffer.from('{"id":42,"channel":"app.info"}'))).toMatchObject({ id: 42, reply: { ok: false, error: { code: 'RATE_LIMITED' } } });
    expect(rateLimited(Buffer.from('{"channel":"app.info","id":42}')).id).toBeNull();
    expect(rateLimited(Buffer.from('[[[[')).id).toBeNull();
  });
});

describe('frame scan', () => {
  const nest = (n: number) => '['.repeat(n) + ']'.repeat(n);
  it.each([
    ['64 levels', nest(MAX_NESTING), null],
    ['65 levels', nest(MAX_NESTING + 1), MAX_NESTING],
    ['brackets inside a string', `["${'['.repeat(500)}"]`, null],
    ['an escaped quote inside a string', `["\\"${'['.repeat(500)}"]`, null],
    ['an escaped backslash before the closing quote', `["\\\\",${nest(MAX_NESTING)}]`, MAX_NESTING + 5],
    ['an unterminated string', `["${'['.repeat(500)}`, null],
    ['more closers than openers', `]]]]${nest(MAX_NESTING + 1)}`, MAX_NESTING + 4],
  ])('%s', (_label, text, at) => {
    const r = overNested(text);
    expect(r === null ? null : r.ok === false && r.error.message).toBe(at === null ? null : `message nests deeper than ${MAX_NESTING} levels (at character ${at})`);
  });

  it('counts each object\'s keys, not the keys of the whole message', () => {
    const keys = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `"k${i + from}":{"a":1,"b":2}`).join(',');
    expect(overNested(`{${keys(MAX_OBJECT_KEYS)}}`)).toBeNull();
    expect(overNested(`[{${keys(MAX_OBJECT_KEYS)}},{${keys(MAX_OBJECT_KEYS)}}]`)).toBeNull();
    expect(overNested(`{"s":"a:b:c",${keys(MAX_OBJECT_KEYS - 1)}}`)).toBeNull();
    const over = overNested(`{${keys(MAX_OBJECT_KEYS + 1)}}`);
    expect(over?.ok === false && over.error.message).toMatch(new RegExp(`^message has an object with more than ${MAX_OBJECT_KEYS} keys \\(at character \\d+\\)$`));
  });
});

describe('player rate limit', () => {
  it('a bucket of 20 a second, burst 40; a flood runs up a debt and is closed', () => {
    let t = 0;
    const limit = createRateLimiter({ perSecond: 20, burst: 40, maxDebt: 200, now: () => t });
    const verdicts = (n: number) => Array.from({ length: n }, () => limit());
    expect(verdicts(40)).toEqual(Array(40).fill('accept'));
    expect(limit()).toBe('refuse');
    t += 100; // two tokens back, and two off the debt
    expect(verdicts(3)).toEqual(['accept', 'accept', 'refuse']);
    expect(verdicts(199)).toEqual(Array(199).fill('refuse')); // the debt reaches 200
    expect(limit()).toBe('close');
    t += 60_000;
    expect(limit()).toBe('accept'); // a minute later, the bucket is full and the debt gone
    expect(verdicts(39)).toEqual(Array(39).fill('accept'));
    expect(limit()).toBe('refuse');
  });

  it('a client a little over the rate is refused now and then, never closed', () => {
    let t = 0;
    const limit = createRateLimiter({ perSecond: 20, burst: 40, maxDebt: 200, now: () => t });
    const seen = new Set<string>();
    for (let i = 0; i < 10_000; i++) {
      t += 1000 / 25;
      seen.add(limit());
    }
    expect(seen).toEqual(new Set(['accept', 'refuse']));
  });
});

describe('socket writer', () => {
  /** A socket double: sends complete only when `flush()` is called, like a peer that reads slowly. */
  function fakeSocket() {
    const unsent: { size: number; done?: () => void }[] = [];
    const sent: string[] = [];
    const ws = {
      OPEN: 1,
      readyState: 1,
      get bufferedAmount() {
        return unsent.reduce((n, u) => n + u.size, 0);
      },
      send(data: Buffer, _opts: unknown, done?: () => void) {
        sent.push(data.toString('utf8'));
        unsent.push({ size: data.length, done });
      },
    };
    const flush = () => {
      for (const u of unsent.splice(0)) u.done?.();
    };
    return { ws: ws as unknown as WebSocket, sent, flush };
  }

  it('keeps only the newest push of a name while one is unsent, then sends it', () => {
    const { ws, sent, flush } = fakeSocket();
    const overflows: string[] = [];
    const writer = createSocketWriter(ws, 1000, (r) => overflows.push(r));
    writer.push('gm.state', 's1');
    writer.push('gm.state', 's2');
    writer.push('player.state', 'p1');
    writer.push('gm.state', 's3');
    writer.reply('r1'); // waits behind the GM push it follows: a reply never overtakes its push
    expect(sent).toEqual(['s1', 'p1']);
    flush();
    expect(sent).toEqual(['s1', 'p1', 's3']);
    flush();
    expect(sent).toEqual(['s1', 'p1', 's3', 'r1']);
    writer.reply('r2'); // nothing waits: at once
    expect(sent.at(-1)).toBe('r2');
    flush();
    writer.push('gm.state', 's4');
    expect(sent.at(-1)).toBe('s4');
    expect(overflows).toEqual([]);
    expect(writer.peakBuffered).toBe(4);
  });

  it('never drops a delta: deltas wait in order behind the unsent push of their lane; a newer whole state covers them', () => {
    const { ws, sent, flush } = fakeSocket();
    const writer = createSocketWriter(ws, 1000, () => {});
    writer.push('gm.state', 's1');
    writer.push('gm.delta', 'd1');
    writer.push('gm.delta', 'd2');
    expect(sent).toEqual(['s1']);
    flush();
    expect(sent).toEqual(['s1', 'd1']);
    flush();
    expect(sent).toEqual(['s1', 'd1', 'd2']);
    flush();
    writer.push('gm.delta', 'd3');
    writer.push('gm.delta', 'd4');
    writer.push('gm.state', 's2');
    writer.push('gm.delta', 'd5');
    flush();
    flush();
    flush();
    expect(sent).toEqual(['s1', 'd1', 'd2', 'd3', 's2', 'd5']);
  });

  it('lets one frame larger than the limit through an idle socket (a big snapshot), but no backlog past it', () => {
    const { ws, sent, flush } = fakeSocket();
    const overflows: string[] = [];
    const writer = createSocketWriter(ws, 10, (r) => overflows.push(r));
    writer.reply('a reply of thirty bytes, long.');
    flush();
    writer.push('gm.state', 'a snapshot bigger than ten');
    expect(sent).toHaveLength(2);
    expect(overflows).toEqual([]);
    writer.reply('x');
    expect(overflows).toEqual(['send buffer over 10 bytes']);
  });

  it('gives up on a socket that takes no push while MAX_COALESCED_PUSHES newer ones arrive', () => {
    const { ws } = fakeSocket();
    const overflows: string[] = [];
    const writer = createSocketWriter(ws, 1 << 20, (r) => overflows.push(r));
    for (let i = 0; i <= MAX_COALESCED_PUSHES; i++) writer.push('gm.state', `s${i}`);
    expect(overflows).toEqual([]);
    writer.push('gm.state', 'one more');
    writer.push('gm.state', 'and another');
    expect(overflows).toEqual([`took no push while ${MAX_COALESCED_PUSHES} newer ones arrived`]);
  });

  it('refuses to buffer past its limit: the socket is handed over instead, and nothing more is sent', () => {
    const { ws, sent } = fakeSocket();
    const overflows: string[] = [];
    const writer = createSocketWriter(ws, 10, (r) => overflows.push(r));
    writer.reply('12345');
    writer.reply('67890');
    writer.reply('x');
    writer.reply('y');
    expect(sent).toEqual(['12345', '67890']);
    expect(overflows).toEqual(['send buffer over 10 bytes']);
    expect(writer.peakBuffered).toBe(10);
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
