// Proves that eslint.config.js enforces the layering of docs/adr/0001-layering.md:
// every forbidden import/global is reported by the intended rule, and the
// allowed imports are not reported at all.
//
// The snippets are linted with `lintText` under virtual file paths inside the
// layers. Virtual files are not part of any tsconfig, so the type-aware part of
// the config is switched off with typescript-eslint's `disableTypeChecked`
// (appended after the real config); the layering rules need no type information.
// A separate check confirms the real config applies the same rules to those paths.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfig: tseslint.configs.disableTypeChecked as Linter.Config,
});

const LAYER_RULES = new Set(['asalto/layers', 'no-restricted-globals', 'no-restricted-properties']);

async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath });
  if (!result) throw new Error(`no lint result for ${filePath}`);
  return result.messages;
}

type Violation = [file: string, code: string, ruleId: string, messageId?: string];

const violations: Violation[] = [
  // shared/: pure TypeScript
  ['shared/model/bad.ts', "import fs from 'node:fs';\nexport const x = fs;\n", 'asalto/layers', 'nodeBuiltin'],
  ['shared/model/bad.ts', "import { join } from 'path';\nexport const x = join;\n", 'asalto/layers', 'nodeBuiltin'],
  ['shared/model/bad.ts', "export { readFile } from 'fs/promises';\n", 'asalto/layers', 'nodeBuiltin'],
  ['shared/model/bad.ts', "import { app } from 'electron';\nexport const x = app;\n", 'asalto/layers', 'forbiddenPackage'],
  ['shared/bad.ts', "export { x } from '../main/x.js';\n", 'asalto/layers', 'crossLayer'],
  ['shared/model/bad.ts', "export { x } from '../../main/x.js';\n", 'asalto/layers', 'crossLayer'],
  ['shared/model/bad.ts', "export { x } from '../../renderer/lib/x.js';\n", 'asalto/layers', 'crossLayer'],
  ['shared/model/bad.ts', 'export const w = window.innerWidth;\n', 'no-restricted-globals'],
  ['shared/model/bad.ts', 'export const d = document.title;\n', 'no-restricted-globals'],
  ['shared/model/bad.ts', 'export const e = process.env;\n', 'no-restricted-globals'],
  ['shared/model/bad.ts', "export const b = Buffer.from('x');\n", 'no-restricted-globals'],
  ['shared/model/bad.ts', 'export const e = globalThis.process;\n', 'no-restricted-properties'],

  // renderer/: browser
  ['renderer/lib/bad.ts', "export { x } from '../../main/x.js';\n", 'asalto/layers', 'crossLayer'],
  ['renderer/lib/bad.ts', "export type { X } from '../../main/service/x.js';\n", 'asalto/layers', 'crossLayer'],
  ['renderer/lib/bad.ts', "export const m = () => import('../../main/x.js');\n", 'asalto/layers', 'crossLayer'],
  ['renderer/lib/bad.ts', "export { x } from '../../tests/helpers/x.js';\n", 'asalto/layers', 'crossLayer'],
  ['renderer/lib/bad.ts', "import { ipcRenderer } from 'electron';\nexport const x = ipcRenderer;\n", 'asalto/layers', 'forbiddenPackage'],
  ['renderer/lib/bad.ts', "import path from 'node:path';\nexport const x = path;\n", 'asalto/layers', 'nodeBuiltin'],
  ['renderer/lib/bad.ts', "import WebSocket from 'ws';\nexport const x = WebSocket;\n", 'asalto/layers', 'forbiddenPackage'],
  ['renderer/lib/bad.ts', 'export const e = process.env;\n', 'no-restricted-globals'],
  [
    'renderer/gm/Bad.svelte',
    '<script lang="ts">\n  import { x } from \'../../main/x.js\';\n</script>\n\n<p>{x}</p>\n',
    'asalto/layers',
    'crossLayer',
  ],

  // main/: Node, electron only in main/electron/
  ['main/service/bad.ts', "import { app } from 'electron';\nexport const x = app;\n", 'asalto/layers', 'forbiddenPackage'],
  ['main/service/bad.ts', "import Store from 'electron-store';\nexport const x = Store;\n", 'asalto/layers', 'forbiddenPackage'],
  ['main/service/bad.ts', "export type { BrowserWindow } from 'electron';\n", 'asalto/layers', 'forbiddenPackage'],
  ['main/store/bad.ts', "export { y } from '../../renderer/x.js';\n", 'asalto/layers', 'crossLayer'],
  ['main/bad.ts', "export { y } from '../renderer/y.js';\n", 'asalto/layers', 'crossLayer'],
  ['main/service/bad.ts', "export { w } from '../electron/window.js';\n", 'asalto/layers', 'crossLayer'],
  ['main/electron/bad.ts', "export { y } from '../../renderer/x.js';\n", 'asalto/layers', 'crossLayer'],
];

const allowed: [file: string, code: string][] = [
  ['shared/model/ok.ts', "export { x } from '../contract/x.js';\nexport { z } from 'zod';\n"],
  ['shared/i18n/ok.ts', "export * as m from './paraglide/messages.js';\n"],
  // from shared/model/, '../main/x.js' is shared/main/x.js: still inside shared/
  ['shared/model/ok.ts', "export { x } from '../main/x.js';\n"],
  ['renderer/lib/ok.ts', "export { x } from '../../shared/x.js';\nexport { y } from './y.js';\nexport { z } from '../gm/z.js';\n"],
  ['renderer/lib/ok.ts', "export { mount } from 'svelte';\nexport { default as Konva } from 'konva';\nexport { produce } from 'immer';\n"],
  [
    'renderer/gm/Ok.svelte',
    '<script lang="ts">\n  import { x } from \'../../shared/x.js\';\n</script>\n\n<p>{x}</p>\n',
  ],
  ['main/electron/ok.ts', "export { app, BrowserWindow } from 'electron';\nexport { default as Store } from 'electron-store';\n"],
  ['main/electron/ok.ts', "export { s } from '../service/s.js';\nexport { x } from '../../shared/x.js';\nexport { readFile } from 'node:fs/promises';\n"],
  ['main/service/ok.ts', "export { readFileSync } from 'node:fs';\nexport { default as Conf } from 'conf';\n"],
  ['main/ok.ts', "export { x } from '../shared/x.js';\n"],
  ['main/store/ok.ts', "export { x } from '../../shared/x.js';\nexport { s } from '../service/s.js';\n"],
  // tests/ and scripts/ are unrestricted
  ['tests/unit/ok.test.ts', "export { app } from 'electron';\nexport { y } from '../../renderer/x.js';\nexport { readFileSync } from 'node:fs';\n"],
  ['scripts/ok.mjs', "export { app } from 'electron';\nexport { x } from '../main/x.js';\nexport { y } from '../renderer/y.js';\n"],
];

describe('layering lint rules (docs/adr/0001-layering.md)', () => {
  it.each(violations)('%s: reports %j via %s', async (file, code, ruleId, messageId) => {
    const messages = await lint(file, code);
    expect(messages.filter((m) => m.fatal)).toEqual([]);
    expect(messages).toContainEqual(
      expect.objectContaining(messageId ? { ruleId, messageId, severity: 2 } : { ruleId, severity: 2 }),
    );
  });

  it.each(allowed)('%s: allows %j', async (file, code) => {
    const messages = await lint(file, code);
    expect(messages.filter((m) => m.fatal || LAYER_RULES.has(m.ruleId ?? ''))).toEqual([]);
  });

  it('the real config (with type information) applies the layer rules to each layer', async () => {
    const real = new ESLint({ cwd: repoRoot });
    const layerOf = async (file: string) => {
      const config = (await real.calculateConfigForFile(path.join(repoRoot, file))) as Linter.Config;
      const rule = config.rules?.['asalto/layers'] as [unknown, { layer: string; allow: string[] }] | undefined;
      return rule?.[1];
    };
    expect(await layerOf('shared/model/x.ts')).toMatchObject({ layer: 'shared', allow: ['shared'], nodeBuiltins: false });
    expect(await layerOf('renderer/lib/x.ts')).toMatchObject({ layer: 'renderer', allow: ['renderer', 'shared'] });
    expect(await layerOf('renderer/gm/X.svelte')).toMatchObject({ layer: 'renderer' });
    expect(await layerOf('main/service/x.ts')).toMatchObject({ layer: 'main', forbiddenPackages: ['electron', 'electron-store'] });
    expect(await layerOf('main/electron/x.ts')).toMatchObject({ layer: 'main/electron' });
    expect(await layerOf('tests/unit/x.test.ts')).toBeUndefined();
    expect(await layerOf('scripts/x.mjs')).toBeUndefined();
    // generated code and lint fixtures are not linted by `npm run lint`
    expect(await real.isPathIgnored(path.join(repoRoot, 'shared/i18n/paraglide/messages.js'))).toBe(true);
    expect(await real.isPathIgnored(path.join(repoRoot, 'tests/fixtures/lint/x.ts'))).toBe(true);
  });
});
