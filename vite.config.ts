import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { fileURLToPath } from 'node:url';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The renderer: one HTML entry per window kind, relative asset paths so the same build is served
// by Electron's custom protocol and by the web host. ASALTO_BENCH=1 builds the render benchmark
// page instead, into dist/bench (never shipped).
const bench = process.env.ASALTO_BENCH === '1';

export default defineConfig({
  root: r('./renderer'),
  base: './',
  plugins: [svelte()],
  build: {
    outDir: r(bench ? './dist/bench' : './dist/renderer'),
    emptyOutDir: true,
    target: 'es2023',
    rollupOptions: {
      input: bench ? { bench: r('./renderer/bench.html') } : { index: r('./renderer/index.html'), player: r('./renderer/player.html') },
    },
  },
});
