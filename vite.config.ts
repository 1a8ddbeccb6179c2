import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { fileURLToPath } from 'node:url';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The renderer: one HTML entry per window kind, relative asset paths so the same build is served
// by Electron's custom protocol and by the web host.
export default defineConfig({
  root: r('./renderer'),
  base: './',
  plugins: [svelte()],
  build: {
    outDir: r('./dist/renderer'),
    emptyOutDir: true,
    target: 'es2023',
    rollupOptions: {
      input: { index: r('./renderer/index.html'), player: r('./renderer/player.html') },
    },
  },
});
