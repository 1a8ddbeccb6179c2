// Proves the `asalto/system-seam` lint rule (eslint-rules/system-seam.js): core code names no rules
// system and systems do not import each other; only each layer's registry imports system folders.
// The debt list of files from before the seam can only shrink.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: repoRoot, overrideConfig: tseslint.configs.disableTypeChecked as Linter.Config });
const RULE = 'asalto/system-seam';
const SEAM = JSON.parse(fs.readFileSync(path.join(repoRoot, 'eslint-rules/system-seam.json'), 'utf8')) as { registries: string[]; debt: string[] };

async function seamMessages(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath });
  if (!result) throw new Error(`no lint result for ${filePath}`);
  expect(result.messages.filter((m) => m.fatal)).toEqual([]);
  return result.messages.filter((m) => m.ruleId === RULE);
}

const violations: [file: string, code: string, messageId: string][] = [
  ['shared/model/bad.ts', "export { x } from '../systems/dnd5e/schema.js';\n", 'coreNamesSystem'],
  ['shared/log/bad.ts', "export type { X } from '../systems/akenar/x.js';\n", 'coreNamesSystem'],
  ['main/rules/core/bad.ts', "export { y } from '../akenar/economy.js';\n", 'coreNamesSystem'],
  ['main/service/bad.ts', "export const m = () => import('../rules/dnd5e/index.js');\n", 'coreNamesSystem'],
  ['renderer/gm/bad.ts', "export { A } from '../systems/akenar/A.svelte';\n", 'coreNamesSystem'],
  ['renderer/gm/Bad.svelte', "<script lang=\"ts\">\n  import { x } from '../../shared/systems/pf1/x.js';\n</script>\n\n<p>{x}</p>\n", 'coreNamesSystem'],
  ['renderer/player/bad.ts', "export { x } from '../../shared/systems/runequest/x.js';\n", 'coreNamesSystem'],
  ['main/rules/akenar/bad.ts', "export { z } from '../dnd5e/x.js';\n", 'crossSystem'],
  ['shared/systems/akenar/bad.ts', "export { z } from '../dnd5e/schema.js';\n", 'crossSystem'],
  ['renderer/systems/pf1/bad.ts', "export { z } from '../../../main/rules/dnd5e/x.js';\n", 'crossSystem'],
];

const allowed: [file: string, code: string][] = [
  ['main/rules/registry.ts', "export { a } from './akenar/index.js';\nexport { d } from './dnd5e/index.js';\n"],
  ['shared/systems/registry.ts', "export { a } from './akenar/index.js';\n"],
  ['renderer/systems/registry.ts', "export { a } from './akenar/index.js';\n"],
  // a system reaches its own folders in every layer, and the core
  ['main/rules/akenar/ok.ts', "export { x } from '../../../shared/systems/akenar/x.js';\nexport { c } from '../core/system.js';\n"],
  ['renderer/systems/akenar/ok.ts', "export { x } from '../../../shared/systems/akenar/x.js';\nexport { m } from '../../../shared/model/encounter.js';\n"],
  // core to core
  ['main/rules/core/ok.ts', "export { f } from './fold.js';\nexport { r } from '../registry.js';\n"],
  ['shared/model/ok.ts', "export { x } from '../contract/x.js';\n"],
  // tests are not core: the toy system and system tests import systems freely
  ['tests/unit/ok.test.ts', "export { x } from '../../shared/systems/akenar/x.js';\n"],
];

describe('the system seam lint rule (issue #12)', () => {
  it.each(violations)('%s: reports %j as %s', async (file, code, messageId) => {
    expect(await seamMessages(file, code)).toContainEqual(expect.objectContaining({ messageId, severity: 2 }));
  });

  it.each(allowed)('%s: allows %j', async (file, code) => {
    expect(await seamMessages(file, code)).toEqual([]);
  });

  it('registries are one file per layer', () => {
    expect(SEAM.registries).toEqual(['main/rules/registry.ts', 'shared/systems/registry.ts', 'renderer/systems/registry.ts']);
  });

  it('every file on the debt list exists and still names a system (fix one, strike it off)', async () => {
    for (const file of SEAM.debt) {
      const full = path.join(repoRoot, file);
      expect(fs.existsSync(full), file).toBe(true);
      // Lint the file's text under a core path that is not on the list: it must be reported.
      const probe = path.join(path.dirname(file), `seam-probe${path.extname(file)}`);
      const [result] = await eslint.lintText(fs.readFileSync(full, 'utf8'), { filePath: probe });
      expect(result!.messages.filter((m) => m.ruleId === RULE).length, `${file} no longer names a system: remove it from eslint-rules/system-seam.json`).toBeGreaterThan(0);
    }
  }, 60_000);
});
