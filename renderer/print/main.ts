import { mount, tick, unmount } from 'svelte';
import './print.css';
import { printOptionsSchema, type PrintData, type PrintOptions } from '../../shared/print/options.js';
import { setLocale } from '../../shared/i18n/paraglide/runtime.js';
import * as m from '../../shared/i18n/paraglide/messages.js';
import { i18n } from '../lib/i18n.svelte.js';
import PrintApp from './PrintApp.svelte';
import { pageRule } from './page-style.js';

/** A print job: what to draw and how. Sent by the GM window's preview (postMessage) or by main (CLI, PDF route, Electron). */
interface PrintJob {
  data: PrintData;
  options: unknown;
}

let app: ReturnType<typeof mount> | null = null;
let seq = 0;
const style = document.head.appendChild(document.createElement('style'));

/** Every image drawn (map backgrounds) has loaded or failed: nothing prints half-drawn. */
async function imagesSettled(): Promise<void> {
  const images = [...document.querySelectorAll('image')];
  await Promise.all(
    images.map(
      (img) =>
        new Promise<void>((resolve) => {
          const probe = new Image();
          probe.onload = probe.onerror = () => resolve();
          probe.src = img.href.baseVal;
        }),
    ),
  );
}

async function render(job: PrintJob): Promise<{ seq: number }> {
  const n = ++seq;
  const parsed = printOptionsSchema.safeParse(job.options);
  const options: PrintOptions = parsed.success ? parsed.data : printOptionsSchema.parse({});
  void setLocale(options.lang, { reload: false });
  i18n.locale = options.lang;
  document.documentElement.lang = options.lang;
  document.title = `${job.data.encounter.name} — Asalto`;
  style.textContent = pageRule(options, job.data.encounter.name, m.print_page_of({ page: '{page}', pages: '{pages}' }));
  delete document.documentElement.dataset.printReady;
  if (app) await unmount(app);
  app = mount(PrintApp, { target: document.getElementById('app')!, props: { data: job.data, options } });
  await tick();
  await document.fonts.ready;
  await imagesSettled();
  if (n === seq) document.documentElement.dataset.printReady = String(n);
  return { seq: n };
}

declare global {
  interface Window {
    /** Main's entry point (CLI, PDF route, Electron): draws the job and resolves once it is ready to print. */
    asaltoPrint?: (job: PrintJob) => Promise<{ seq: number }>;
  }
}
window.asaltoPrint = render;

// The GM window's live preview: same origin only.
window.addEventListener('message', (ev: MessageEvent<{ type?: string; job?: PrintJob }>) => {
  if (ev.origin !== location.origin || ev.data?.type !== 'asalto-print' || !ev.data.job) return;
  void render(ev.data.job).then((r) => (ev.source as Window | null)?.postMessage({ type: 'asalto-print-ready', seq: r.seq }, { targetOrigin: location.origin }));
});
window.parent?.postMessage({ type: 'asalto-print-loaded' }, { targetOrigin: location.origin });
