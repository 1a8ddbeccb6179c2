// Bundles the sandboxed preloads into single CommonJS files (sandboxed preloads cannot load ESM
// or sibling modules): main/electron/preload-{gm,player}.ts → dist/preload/{gm,player}.cjs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'dist', 'preload');

for (const [name, entry] of [
  ['gm', 'main/electron/preload-gm.ts'],
  ['player', 'main/electron/preload-player.ts'],
]) {
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: false,
      minify: false,
      sourcemap: false,
      target: 'chrome130',
      reportCompressedSize: false,
      lib: { entry: path.join(root, entry), formats: ['cjs'], fileName: () => `${name}.cjs` },
      rolldownOptions: { external: ['electron'] },
    },
  });
}
console.log(`preloads built in ${path.relative(root, outDir)}`);
