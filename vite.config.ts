import { defineConfig, type Plugin } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { fileURLToPath } from 'node:url';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The renderer: one HTML entry per window kind, relative asset paths so the same build is served
// by Electron's custom protocol and by the web host. ASALTO_BENCH=1 builds the render benchmark
// page instead, into dist/bench (never shipped).
const bench = process.env.ASALTO_BENCH === '1';

// ASALTO_EXTRA_SYSTEMS: modules (paths from the repository root, comma-separated) that register more
// rules systems (shared/systems/registry.ts registerSystem, renderer/systems/registry.ts
// registerRendererSystem). Each window's entry imports them first. Tests build the toy system this
// way (tests/fixtures/systems/toy/) into a folder of their own; the shipped build has none.
const extraSystems = (process.env.ASALTO_EXTRA_SYSTEMS ?? '').split(',').map((p) => p.trim()).filter(Boolean).map((p) => r(`./${p}`));
const ENTRIES = [r('./renderer/gm/main.ts'), r('./renderer/player/main.ts'), r('./renderer/print/main.ts')];

const withExtraSystems: Plugin = {
  name: 'asalto-extra-systems',
  transform(code, id) {
    if (!extraSystems.length || !ENTRIES.includes(id.split('?')[0]!)) return null;
    return { code: `${extraSystems.map((p) => `import ${JSON.stringify(p)};`).join('\n')}\n${code}`, map: null };
  },
};

export default defineConfig({
  root: r('./renderer'),
  base: './',
  plugins: [withExtraSystems, svelte()],
  build: {
    outDir: r(bench ? './dist/bench' : './dist/renderer'),
    emptyOutDir: true,
    target: 'es2023',
    rollupOptions: {
      input: bench ? { bench: r('./renderer/bench.html') } : { index: r('./renderer/index.html'), player: r('./renderer/player.html'), print: r('./renderer/print.html') },
    },
  },
});
