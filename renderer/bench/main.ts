import type { BattleMap } from '../../shared/model/map.js';
import type { EncounterState } from '../../shared/model/encounter.js';
import { indexMap, planMove } from '../../shared/battlefield/spatial.js';
import { ODD, roffsetToCube } from '../../shared/hex/index.js';
import { BattlefieldScene, type SceneToken } from '../battlefield/scene.js';
import { sceneTokens } from '../battlefield/tokens.js';
import { naiveStage } from './naive.js';

/**
 * Render benchmark page (built only for `npm run bench`): a 100×100 map with 500 tokens, drawn by
 * the real scene and by a naive one-node-per-hex baseline. Timings use synchronous draws, so each
 * figure is the full cost of one frame's canvas work.
 */
const SIDE = 100;
const TOKENS = 500;

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
  const combatants: EncounterState['combatants'] = [];
  while (combatants.length < TOKENS) {
    const col = Math.floor(rnd() * SIDE);
    const row = Math.floor(rnd() * SIDE);
    if (used.has(`${col},${row}`)) continue;
    used.add(`${col},${row}`);
    const h = roffsetToCube(ODD, { col, row });
    const i = combatants.length;
    combatants.push({
      id: `t${i}`,
      name: `Goblin ${i}`,
      side: i % 3 === 0 ? 'party' : 'enemy',
      kind: 'monster',
      hp: { current: 7, max: 7 },
      initiative: 10,
      conditions: [],
      hidden: false,
      notes: '',
      position: { q: h.q, r: h.r },
      size: 'medium',
      speed: 30,
      reach: { min: 1, max: 1 },
      moved: 0,
      initiativeBonus: 0,
      stats: null,
      life: 'ok',
      deathSaves: { successes: 0, failures: 0 },
    });
  }
  const state: EncounterState = { id: 'bench', name: 'Bench', system: 'generic', round: 1, activeId: 't0', combatants, visibility: { pcHp: 'exact', monsterHp: 'exact' }, map, settings: { dice: 'auto', groupInitiative: false }, rng: { seed: 1 } };
  const tokens = sceneTokens(combatants, (c) => ({ kind: 'exact', current: c.hp.current, max: c.hp.max }), () => ({}));
  return { map, state, tokens };
}

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}
const summary = (xs: number[]) => ({ p50: percentile(xs, 50), p95: percentile(xs, 95), n: xs.length });
const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));

/** Chromium records canvas calls and rasterizes later; reading a pixel back forces the real work. */
function flush(stage: { getLayers(): { getCanvas(): { _canvas: HTMLCanvasElement } }[] }): void {
  for (const l of stage.getLayers()) l.getCanvas()._canvas.getContext('2d')!.getImageData(0, 0, 1, 1);
}
const container = document.getElementById('map') as HTMLDivElement;

async function ours(frames: number) {
  const { map, state, tokens } = world();
  const t0 = performance.now();
  const scene = new BattlefieldScene(container, {}, { editable: true });
  scene.setMap(map, () => '');
  const t1 = performance.now();
  scene.setTokens(tokens);
  const t2 = performance.now();
  scene.fit();
  scene.stage.draw();
  flush(scene.stage);
  const firstPaint = performance.now() - t0;
  const phases = { map: t1 - t0, tokens: t2 - t1, draw: performance.now() - t2 };
  await frame();
  await new Promise((r) => setTimeout(r, 300)); // let the zoom re-cache settle
  scene.stage.draw();
  const pan: number[] = [];
  for (let i = 0; i < frames; i++) {
    const t = performance.now();
    scene.panBy(i % 2 ? 7 : -7, 3);
    scene.stage.draw();
    flush(scene.stage);
    pan.push(performance.now() - t);
  }
  // The same at 100 % zoom, where static layers are drawn live and culled to the view.
  scene.setCamera({ x: -2000, y: -2000, scale: 1 });
  await new Promise((r) => setTimeout(r, 300));
  scene.stage.draw();
  const panFull: number[] = [];
  for (let i = 0; i < frames; i++) {
    const t = performance.now();
    scene.panBy(i % 2 ? 7 : -7, 3);
    scene.stage.draw();
    flush(scene.stage);
    panFull.push(performance.now() - t);
  }
  // Drag one token as the GM map does: move it on the drag layer, plan the path, draw the preview.
  const index = indexMap(state);
  const stage = scene.stage;
  scene.pressToken('t0');
  scene.dragTo(scene.hexCenter({ ...state.combatants[0]!.position!, s: 0 }));
  const start = state.combatants[0]!.position!;
  const drag: number[] = [];
  for (let i = 0; i < frames; i++) {
    const t = performance.now();
    const to = { q: start.q + ((i % 10) - 5), r: start.r + (i % 3) - 1 };
    scene.dragTo(scene.hexCenter({ ...to, s: -to.q - to.r }));
    const plan = planMove(state, index, 't0', to);
    scene.setOverlay({ path: plan.ok ? { hexes: plan.path, ok: true } : { hexes: [{ ...to }], ok: false } });
    stage.getLayers()[2]!.draw();
    flush(stage);
    drag.push(performance.now() - t);
  }
  scene.destroy();
  return { firstPaint, phases, pan: summary(pan), panFull: summary(panFull), drag: summary(drag) };
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
  const pan: number[] = [];
  for (let i = 0; i < frames; i++) {
    const t = performance.now();
    stage.position({ x: stage.x() + (i % 2 ? 7 : -7), y: stage.y() + 3 });
    stage.draw();
    flush(stage);
    pan.push(performance.now() - t);
  }
  stage.destroy();
  return { firstPaint, pan: summary(pan) };
}

(window as unknown as { bench: unknown }).bench = { ours, naive };
