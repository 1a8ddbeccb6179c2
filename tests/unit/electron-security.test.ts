import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { SECURE } from '../helpers/electron-double.js';
import { contentSecurityPolicy } from '../../main/service/csp.js';
import { createProtocolHandler } from '../../main/electron/protocol.js';
import {
  APP_ORIGIN,
  denyPermissionCheck,
  denyPermissionRequest,
  denyWindowOpen,
  guardNavigation,
  isAppUrl,
  pageUrl,
  resolveAppRequest,
  secureWebPreferences,
} from '../../main/electron/security.js';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

describe('secureWebPreferences', () => {
  it('isolates and sandboxes the renderer, with only our preload', () => {
    const prefs = secureWebPreferences('/app/dist/preload/gm.cjs');
    expect(prefs).toMatchObject({ ...SECURE, preload: '/app/dist/preload/gm.cjs' });
    // Nothing that weakens these settings slips in.
    for (const key of ['enableBlinkFeatures', 'additionalArguments', 'partition', 'session', 'devTools']) expect(prefs).not.toHaveProperty(key);
  });
});

describe('guardNavigation', () => {
  const event = () => ({ preventDefault: vi.fn() });

  it('allows navigation within asalto://app', () => {
    for (const url of [pageUrl('gm'), pageUrl('player'), `${APP_ORIGIN}/index.html#x`]) {
      const e = event();
      expect(guardNavigation(e, url)).toBe(true);
      expect(e.preventDefault).not.toHaveBeenCalled();
    }
  });

  it('cancels every navigation or redirect away from our origin', () => {
    const away = [
      'https://example.com/',
      'http://localhost:5170/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'data:text/html,hi',
      'asalto://other/index.html',
      'asalto://app.example.com/',
      'about:blank',
      'garbage',
    ];
    for (const url of away) {
      const e = event();
      expect(guardNavigation(e, url), url).toBe(false);
      expect(e.preventDefault, url).toHaveBeenCalledTimes(1);
    }
  });
});

describe('window-open and permission handlers', () => {
  it('denies every window.open', () => {
    expect(denyWindowOpen()).toEqual({ action: 'deny' });
    expect(denyWindowOpen({ url: pageUrl('player') } as Parameters<typeof denyWindowOpen>[0])).toEqual({ action: 'deny' });
  });

  it('denies every permission request and check', () => {
    for (const permission of ['media', 'notifications', 'geolocation', 'clipboard-read', 'fullscreen', 'openExternal']) {
      const callback = vi.fn();
      denyPermissionRequest({}, permission, callback);
      expect(callback).toHaveBeenCalledExactlyOnceWith(false);
    }
    expect(denyPermissionCheck()).toBe(false);
  });
});

describe('app origin', () => {
  it('knows its own pages', () => {
    expect(pageUrl('gm')).toBe('asalto://app/index.html');
    expect(pageUrl('player')).toBe('asalto://app/player.html');
    expect(isAppUrl(pageUrl('gm'))).toBe(true);
    expect(isAppUrl('asalto://user:pw@app/index.html')).toBe(false);
  });
});

function fakeRenderer() {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'asalto-protocol-'));
  const root = path.join(base, 'renderer');
  fs.mkdirSync(path.join(root, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>gm</title>');
  fs.writeFileSync(path.join(root, 'player.html'), '<!doctype html><title>player</title>');
  fs.writeFileSync(path.join(root, 'assets', 'app.js'), 'console.log(1)');
  fs.writeFileSync(path.join(base, 'secret.txt'), 'TOP SECRET');
  // On Windows a backslash is a separator; a POSIX file with one in its name stands in for that case.
  if (process.platform !== 'win32') fs.writeFileSync(path.join(root, 'a\\b.txt'), 'TOP SECRET');
  fs.mkdirSync(path.join(base, 'renderer-evil'));
  fs.writeFileSync(path.join(base, 'renderer-evil', 'x.html'), 'TOP SECRET');
  return root;
}

const TRAVERSALS = [
  'asalto://app/../secret.txt',
  'asalto://app/%2e%2e/secret.txt',
  'asalto://app/..%2fsecret.txt',
  'asalto://app/..%2Fsecret.txt',
  'asalto://app/assets/..%2f..%2fsecret.txt',
  'asalto://app/%2e%2e%2f%2e%2e%2fsecret.txt',
  'asalto://app/..%5csecret.txt',
  'asalto://app/..\\secret.txt',
  'asalto://app/..%2frenderer-evil/x.html',
  'asalto://app/%2fetc%2fpasswd',
  'asalto://app/index.html%00.js',
  'asalto://app/%E0%A4%A',
  'asalto://app/a%5cb.txt',
  'asalto://app/a%5Cb.txt',
];

describe('resolveAppRequest (path traversal guard)', () => {
  const root = fakeRenderer();

  it('serves files inside the renderer folder', () => {
    expect(resolveAppRequest(root, 'asalto://app/index.html')).toBe(path.join(root, 'index.html'));
    expect(resolveAppRequest(root, 'asalto://app/')).toBe(path.join(root, 'index.html'));
    expect(resolveAppRequest(root, 'asalto://app/player.html?x=1#y')).toBe(path.join(root, 'player.html'));
    expect(resolveAppRequest(root, 'asalto://app/assets/app.js')).toBe(path.join(root, 'assets', 'app.js'));
  });

  it('refuses anything outside it, other origins and missing files', () => {
    for (const url of TRAVERSALS) expect(resolveAppRequest(root, url), url).toBeNull();
    for (const url of ['asalto://other/index.html', 'file:///index.html', 'https://app/index.html', 'asalto://app/nope.html', 'asalto://app/assets']) {
      expect(resolveAppRequest(root, url), url).toBeNull();
    }
  });
});

describe('createProtocolHandler', () => {
  const root = fakeRenderer();
  const handle = createProtocolHandler(root);

  it('serves pages with our CSP and the right content type', async () => {
    const res = await handle(new Request('asalto://app/index.html'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toContain('<title>gm</title>');
    const js = await handle(new Request('asalto://app/assets/app.js'));
    expect(js.headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  it('answers 404 to traversal attempts without leaking the file', async () => {
    for (const url of TRAVERSALS) {
      const res = await handle(new Request(url.replace(/\\/g, '%5c')));
      expect(res.status, url).toBe(404);
      expect(await res.text(), url).not.toContain('SECRET');
      expect(res.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
    }
  });

  it('refuses other methods', async () => {
    const res = await handle(new Request('asalto://app/index.html', { method: 'POST', body: 'x' }));
    expect(res.status).toBe(405);
  });
});

describe('purity', () => {
  it('the policy modules import electron for types only', () => {
    for (const file of ['security.ts', 'sender-check.ts', 'displays.ts', 'protocol.ts', 'preload-bridge.ts']) {
      const text = fs.readFileSync(path.join(repoRoot, 'main', 'electron', file), 'utf8');
      const runtime = text.split('\n').filter((l) => /from 'electron(-store)?'/.test(l) && !/^import type /.test(l));
      expect(runtime, file).toEqual([]);
    }
  });
});
