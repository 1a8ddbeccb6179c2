import type Konva from 'konva';
import type { BattleMap } from '../../shared/model/map.js';
import { defaultSettings, type Combatant, type EncounterState } from '../../shared/model/encounter.js';
import { newCombatantSchema } from '../../shared/model/commands.js';
import { indexMap, planMove } from '../../shared/battlefield/spatial.js';
import { ODD, roffsetToCube } from '../../shared/hex/index.js';
import { BattlefieldScene, type SceneToken } from '../battlefield/scene.js';
import { sceneTokens } from '../battlefield/tokens.js';
import { naiveStage } from './naive.js';

/**
 * Render benchmark page (built only for `npm run bench`): a 100×100 map with 500 tokens, drawn by
 * the real scene and by a naive one-node-per-hex baseline, both measured the same way. A frame is
 * what the browser's next animation frame would do, run synchronously: the camera change, every
 * layer draw Konva has batched for that frame, then a forced style recalc (CSS shifts count) and a
 * pixel read back from every layer (Chromium otherwise only records canvas calls). Warm-up frames
 * are discarded. Compositing is not in these figures for either scene; `paced` checks it with real
 * animation frames.
 */
const SIDE = 100;
const TOKENS = 500;
/** Frames run and discarded before measuring (JIT, caches, first-use allocations). */
const WARMUP = 20;

function seeded(seed: number) {
  return () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

function world(): { map: BattleMap; state: EncounterState; tokens: SceneToken[] } {
  const rnd = seeded(7);
  const terrain: BattleMap['terrain'] = [];
  for (let i = 0; i < 1500; i++) {
    const h = roffsetToCube(ODD, { col: Math.floor(rnd() * SIDE), row: Math.floor(rnd() * SIDE) });
    terrain.push([h.q, h.r, rnd() < 0.6 ? 'difficult' : rnd() < 0.5 ? 'water' : 'impassable']);
  }
  const map: BattleMap = { cols: SIDE, rows: SIDE, orientation: 'pointy', hexSize: { value: 5, unit: 'ft' }, terrain, walls: [], background: null };
  const used = new Set<string>();
  const combatants: Combatant[] = [];
  while (combatants.length < TOKENS) {
    const col = Math.floor(rnd() * SIDE);
    const row = Math.floor(rnd() * SIDE);
    if (used.has(`${col},${row}`)) continue;
    used.add(`${col},${row}`);
    const h = roffsetToCube(ODD, { col, row });
    const i = combatants.length;
    // The command schema fills every other field with its default.
    const c = newCombatantSchema.parse({ name: `Goblin ${i}`, side: i % 3 === 0 ? 'party' : 'enemy', kind: 'monster', hp: { max: 7 }, initiative: 10, position: { q: h.q, r: h.r }, speed: 30 });
    combatants.push({ ...c, id: `t${i}`, hp: { current: 7, max: 7 } });
  }
  const state: EncounterState = { id: 'bench', name: 'Bench', system: 'generic', round: 1, activeId: 't0', combatants, visibility: { pcHp: 'exact', monsterHp: 'exact' }, map, settings: defaultSettings('generic'), rng: { seed: 1 } };
  const tokens = sceneTokens(combatants, (c) => ({ kind: 'exact', current: c.hp.current, max: c.hp.max }), () => ({}));
  return { map, state, tokens };
}

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}
export type Summary = { p50: number; p95: number; p99: number; max: number; n: number; redrawn: number };
const summary = (xs: number[], redrawn = 0): Summary => ({ p50: percentile(xs, 50), p95: percentile(xs, 95), p99: percentile(xs, 99), max: Math.max(...xs), n: xs.length, redrawn });
const frame = () => new Promise<number>((r) => requestAnimationFrame(r));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs now every layer draw Konva has batched for the next animation frame; true if any ran. */
function drawPending(stage: Konva.Stage): boolean {
  let drew = false;
  for (const l of stage.getLayers()) {
    if (!l._waitingForDraw) continue;
    l._waitingForDraw = false; // the queued callback still runs later, outside the measurement
    l.draw();
    drew = true;
  }
  return drew;
}

/** Forces style recalc and layout, then rasterisation of every shown layer by reading a pixel back. */
function flush(stage: Konva.Stage): void {
  stage.container().getBoundingClientRect();
  for (const l of stage.getLayers()) if (l.visible()) l.getCanvas()._canvas.getContext('2d')!.getImageData(0, 0, 1, 1);
}

/** `frames` measured frames after WARMUP discarded ones; `step(i)` changes the scene for frame i. */
function measure(stage: Konva.Stage, frames: number, step: (i: number) => void): Summary {
  const times: number[] = [];
  let redrawn = 0;
  for (let i = 0; i < WARMUP + frames; i++) {
    const t = performance.now();
    step(i);
    const drew = drawPending(stage);
    flush(stage);
    if (i < WARMUP) continue;
    times.push(performance.now() - t);
    if (drew) redrawn++;
  }
  return summary(times, redrawn);
}

const container = document.getElementById('map') as HTMLDivElement;
/** The benchmark's pan: back and forth sideways, drifting down (the same for both scenes). */
const wiggle = (i: number): [number, number] => [i % 2 ? 7 : -7, 3];

/** First paint of a fresh page: scene, map, tokens, fit, every layer drawn and rasterised. */
function paint(map: BattleMap, tokens: readonly SceneToken[]) {
  const t0 = performance.now();
  const scene = new BattlefieldScene(container, {}, { editable: true });
  const tS = performance.now();
  scene.setMap(map, () => '');
  const t1 = performance.now();
  scene.setTokens(tokens);
  const t2 = performance.now();
  scene.fit();
  scene.stage.draw();
  flush(scene.stage);
  const firstPaint = performance.now() - t0;
  return { scene, firstPaint, phases: { stage: tS - t0, map: t1 - tS, tokens: t2 - t1, draw: performance.now() - t2 } };
}

function firstPaint() {
  const { map, tokens } = world();
  const { scene, firstPaint, phases } = paint(map, tokens);
  scene.destroy();
  return { firstPaint, phases };
}

async function ours(frames: number) {
  const { map, state, tokens } = world();
  const { scene, firstPaint, phases } = paint(map, tokens);
  const stage = scene.stage;
  await frame();
  await sleep(300); // let the zoom re-cache settle
  drawPending(stage);
  const fitted = scene.getCamera();
  const pan = measure(stage, frames, (i) => scene.panBy(...wiggle(i)));
  // The same pan with real animation frames: intervals show whether compositing keeps up.
  scene.setCamera(fitted);
  await sleep(300);
  const paced = await pacedPan(scene, 120);
  // At 100 % zoom the map overflows the view: every pan brings new hexes in and redraws, live and culled.
  scene.setCamera({ x: -2000, y: -2000, scale: 1 });
  await sleep(300);
  drawPending(stage);
  const panFull = measure(stage, frames, (i) => scene.panBy(...wiggle(i)));
  // Drag one token as the GM map does: move it on the drag layer, plan the path, draw the preview.
  const index = indexMap(state);
  scene.pressToken('t0');
  scene.dragTo(scene.hexCenter({ ...state.combatants[0]!.position!, s: 0 }));
  const start = state.combatants[0]!.position!;
  const drag = measure(stage, frames, (i) => {
    const to = { q: start.q + ((i % 10) - 5), r: start.r + (i % 3) - 1 };
    scene.dragTo(scene.hexCenter({ ...to, s: -to.q - to.r }));
    const plan = planMove(state, index, 't0', to);
    scene.setOverlay({ path: plan.ok ? { hexes: plan.path, ok: true } : { hexes: [{ ...to }], ok: false } });
  });
  scene.destroy();
  return { firstPaint, phases, pan, paced, panFull, drag };
}

/** Pans once per animation frame for `frames` frames; the intervals between frames (ms). */
async function pacedPan(scene: BattlefieldScene, frames: number): Promise<{ p50: number; p95: number; late: number; n: number }> {
  let last = await frame();
  const gaps: number[] = [];
  for (let i = 0; i < WARMUP + frames; i++) {
    scene.panBy(...wiggle(i));
    const now = await frame();
    if (i >= WARMUP) gaps.push(now - last);
    last = now;
  }
  return { p50: percentile(gaps, 50), p95: percentile(gaps, 95), late: gaps.filter((g) => g > 20).length, n: gaps.length };
}

async function naive(frames: number) {
  const { map, tokens } = world();
  const t0 = performance.now();
  const stage = naiveStage(container, map, tokens);
  stage.scale({ x: 0.25, y: 0.25 });
  stage.draw();
  flush(stage);
  const firstPaint = performance.now() - t0;
  await frame();
  drawPending(stage);
  const pan = measure(stage, frames, (i) => {
    const [dx, dy] = wiggle(i);
    stage.position({ x: stage.x() + dx, y: stage.y() + dy });
  });
  stage.destroy();
  return { firstPaint, pan };
}

(window as unknown as { bench: unknown }).bench = { firstPaint, ours, naive };
