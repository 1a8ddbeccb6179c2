// Bundles the sandboxed preloads into single CommonJS files (sandboxed preloads cannot load ESM
// or sibling modules): main/electron/preload-{gm,player}.ts → dist/preload/{gm,player}.cjs.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'dist', 'preload');

// The channel lists, read once from the compiled contract (tsc -b has run): the preloads get them as
// constants instead of bundling the system registry and zod (main/electron/preload-channels.ts).
const { CHANNEL_NAMES, PLAYER_CHANNELS } = await import(pathToFileURL(path.join(root, 'dist', 'shared', 'contract', 'channels.js')).href);
const define = { __ASALTO_PRELOAD_CHANNELS__: JSON.stringify({ gm: CHANNEL_NAMES, player: PLAYER_CHANNELS }) };

for (const [name, entry] of [
  ['gm', 'main/electron/preload-gm.ts'],
  ['player', 'main/electron/preload-player.ts'],
]) {
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define,
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
console.log(`preloads built in ${path.relative(root, outDir)} (${CHANNEL_NAMES.length} channels, ${PLAYER_CHANNELS.length} for the player)`);
