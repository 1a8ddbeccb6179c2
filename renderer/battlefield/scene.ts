import Konva from 'konva';
import type { BattleMap } from '../../shared/model/map.js';
import { pixelToHex, pixelToHexRounded, hexToPixel, type Hex, type Layout } from '../../shared/hex/index.js';
import { fitCamera, screenToWorld, visibleWorld, zoomAt, pan, type Camera, type Rect } from './camera.js';
import { mapBounds, mapLayout } from './geometry.js';
import { drawGrid, drawTerrain, gridTiles, terrainPaths, type TerrainPaths, type Tile } from './painters.js';
import { buildToken, type SceneToken } from './tokens.js';
import { drawOverlay, type Overlay } from './overlay.js';

export type { SceneToken, Overlay };

export interface PointerInfo {
  hex: Hex;
  /** The pointer in fractional hex coordinates (for picking edges). */
  exact: { q: number; r: number };
  alt: boolean;
  shift: boolean;
}

export interface SceneCallbacks {
  onPointer?(kind: 'down' | 'move' | 'up', p: PointerInfo): void;
  onTokenPick?(id: string): void;
  onTokenDrag?(id: string, p: PointerInfo): void;
  onTokenDrop?(id: string, p: PointerInfo): void;
  onCamera?(cam: Camera): void;
}

/** Largest cache bitmap for a static layer, in device pixels. */
const MAX_CACHE_PIXELS = 16_000_000;

/**
 * The battlefield canvas. Layers split by how often they change: background image and grid (on map
 * change), terrain (on paint), tokens (on state), overlay (at pointer rate), drag (one token while
 * dragged). Static layers are cached bitmaps while zoomed out and drawn live, culled to the view,
 * when zoomed in past what a bitmap of bounded size can hold. Hexes are found by math, not hit tests.
 */
export class BattlefieldScene {
  readonly stage: Konva.Stage;
  private readonly gridLayer = new Konva.Layer({ listening: false });
  private readonly terrainLayer = new Konva.Layer({ listening: false });
  private readonly tokenLayer = new Konva.Layer();
  private readonly overlayLayer = new Konva.Layer({ listening: false });
  private readonly dragLayer = new Konva.Layer();
  private readonly gridShape: Konva.Shape;
  private readonly terrainShape: Konva.Shape;
  private readonly overlayShape: Konva.Shape;
  private readonly bgImage = new Konva.Image({ image: undefined, listening: false });
  private map: BattleMap | null = null;
  private layout: Layout = mapLayout({ orientation: 'pointy' });
  private bounds: Rect = { x: 0, y: 0, width: 1, height: 1 };
  private grid: Tile[] = [];
  private terrain: TerrainPaths | null = null;
  private overlay: Overlay = {};
  private tokens = new Map<string, Konva.Group>();
  private camera: Camera = { x: 0, y: 0, scale: 1 };
  private recacheTimer: ReturnType<typeof setTimeout> | null = null;
  private panning: { x: number; y: number } | null = null;
  private spaceDown = false;
  private bgKey = '';

  constructor(
    container: HTMLDivElement,
    private readonly cb: SceneCallbacks = {},
    private readonly opts: { editable: boolean } = { editable: true },
  ) {
    this.stage = new Konva.Stage({ container, width: container.clientWidth || 800, height: container.clientHeight || 600 });
    this.gridShape = new Konva.Shape({ listening: false, perfectDrawEnabled: false, sceneFunc: (ctx) => this.paintGrid(ctx) });
    this.terrainShape = new Konva.Shape({ listening: false, perfectDrawEnabled: false, sceneFunc: (ctx) => this.paintTerrain(ctx) });
    this.overlayShape = new Konva.Shape({ listening: false, perfectDrawEnabled: false, sceneFunc: (ctx) => this.paintOverlay(ctx) });
    this.gridLayer.add(this.bgImage, this.gridShape);
    this.terrainLayer.add(this.terrainShape);
    this.overlayLayer.add(this.overlayShape);
    for (const l of [this.gridLayer, this.terrainLayer, this.tokenLayer, this.overlayLayer, this.dragLayer]) this.stage.add(l);
    this.bindPointer();
  }

  // ---- state in -------------------------------------------------------------------------------

  setMap(map: BattleMap | null, assetUrl: (asset: string) => string): void {
    const geometryChanged = !this.map || !map || map.cols !== this.map.cols || map.rows !== this.map.rows || map.orientation !== this.map.orientation;
    const terrainChanged = geometryChanged || map?.terrain !== this.map?.terrain || map?.walls !== this.map?.walls;
    this.map = map;
    if (!map) {
      this.grid = [];
      this.terrain = null;
    } else {
      if (geometryChanged) {
        this.layout = mapLayout(map);
        this.bounds = mapBounds(map, this.layout);
        this.grid = gridTiles(map, this.layout);
      }
      if (terrainChanged) this.terrain = terrainPaths(map, this.layout);
    }
    this.setBackground(map, assetUrl);
    this.refreshCaches(geometryChanged, terrainChanged);
  }

  private setBackground(map: BattleMap | null, assetUrl: (asset: string) => string): void {
    const bg = map?.background ?? null;
    const key = bg ? `${bg.asset}` : '';
    if (bg) this.bgImage.position({ x: bg.x, y: bg.y }).scale({ x: bg.scale, y: bg.scale }).opacity(bg.opacity).visible(true);
    else this.bgImage.visible(false);
    if (key === this.bgKey) return;
    this.bgKey = key;
    if (!bg) return;
    const img = new Image();
    img.onload = () => {
      this.bgImage.image(img);
      this.gridLayer.batchDraw();
    };
    img.src = assetUrl(bg.asset);
  }

  setTokens(list: readonly SceneToken[]): void {
    const seen = new Set<string>();
    for (const t of list) {
      seen.add(t.id);
      const old = this.tokens.get(t.id);
      if (old && old.getAttr('signature') === signature(t)) continue;
      // Never rebuild the token under the pointer mid-drag; the drop brings fresh state anyway.
      if (old && old.getLayer() === this.dragLayer) continue;
      old?.destroy();
      const g = buildToken(t, this.layout, this.opts.editable);
      g.setAttr('signature', signature(t));
      g.on('click tap', () => this.cb.onTokenPick?.(t.id));
      if (this.opts.editable) this.bindDrag(g, t);
      this.tokenLayer.add(g);
      g.cache({ pixelRatio: this.tokenRatio() });
      this.tokens.set(t.id, g);
    }
    for (const [id, g] of this.tokens) {
      if (!seen.has(id)) {
        g.destroy();
        this.tokens.delete(id);
      }
    }
    this.tokenLayer.batchDraw();
  }

  setOverlay(o: Overlay): void {
    this.overlay = o;
    this.overlayLayer.batchDraw();
  }

  // ---- camera ---------------------------------------------------------------------------------

  getCamera(): Camera {
    return this.camera;
  }

  mapRect(): Rect {
    return this.bounds;
  }

  viewRect(): Rect {
    return visibleWorld(this.camera, { width: this.stage.width(), height: this.stage.height() });
  }

  setCamera(cam: Camera): void {
    const zoomed = cam.scale !== this.camera.scale;
    this.camera = cam;
    this.stage.position({ x: cam.x, y: cam.y });
    this.stage.scale({ x: cam.scale, y: cam.scale });
    if (zoomed) this.scheduleRecache();
    this.stage.batchDraw();
    this.cb.onCamera?.(cam);
  }

  fit(rect: Rect = this.bounds): void {
    this.setCamera(fitCamera(rect, { width: this.stage.width(), height: this.stage.height() }));
  }

  panBy(dx: number, dy: number): void {
    this.setCamera(pan(this.camera, dx, dy));
  }

  zoomBy(factor: number, at = { x: this.stage.width() / 2, y: this.stage.height() / 2 }): void {
    this.setCamera(zoomAt(this.camera, at, factor));
  }

  resize(width: number, height: number): void {
    this.stage.size({ width, height });
    this.stage.batchDraw();
  }

  destroy(): void {
    if (this.recacheTimer) clearTimeout(this.recacheTimer);
    this.stage.destroy();
  }

  hexCenter(h: Hex): { x: number; y: number } {
    return hexToPixel(this.layout, h);
  }

  // ---- drawing --------------------------------------------------------------------------------

  /** The bitmap resolution a static layer can afford, or null to draw it live. */
  private cacheRatio(): number | null {
    const dpr = window.devicePixelRatio || 1;
    const want = this.camera.scale * dpr;
    const max = Math.sqrt(MAX_CACHE_PIXELS / Math.max(1, this.bounds.width * this.bounds.height));
    return want <= max * 1.25 ? Math.min(want, max) : null;
  }

  private scheduleRecache(): void {
    if (this.recacheTimer) clearTimeout(this.recacheTimer);
    this.recacheTimer = setTimeout(() => {
      this.refreshCaches(true, true);
      this.recacheTokens();
    }, 120);
  }

  private refreshCaches(grid: boolean, terrain: boolean): void {
    const ratio = this.map ? this.cacheRatio() : null;
    const bounds = { ...this.bounds };
    for (const [shape, dirty, layer] of [
      [this.gridShape, grid, this.gridLayer],
      [this.terrainShape, terrain, this.terrainLayer],
    ] as const) {
      if (!dirty) continue;
      shape.clearCache();
      if (ratio !== null) shape.cache({ ...bounds, pixelRatio: ratio });
      layer.batchDraw();
    }
  }

  private tokenRatio(): number {
    return Math.min(4, Math.max(1, this.camera.scale * (window.devicePixelRatio || 1)));
  }

  private recacheTokens(): void {
    for (const g of this.tokens.values()) if (g.getLayer() === this.tokenLayer) g.cache({ pixelRatio: this.tokenRatio() });
    this.tokenLayer.batchDraw();
  }

  private liveView(): Rect | null {
    return this.gridShape.isCached() ? null : this.viewRect();
  }

  private paintGrid(ctx: Konva.Context): void {
    drawGrid(ctx._context, this.grid, this.liveView(), this.camera.scale);
  }

  private paintTerrain(ctx: Konva.Context): void {
    if (this.terrain) drawTerrain(ctx._context, this.terrain, this.terrainShape.isCached() ? null : this.viewRect());
  }

  private paintOverlay(ctx: Konva.Context): void {
    drawOverlay(ctx._context, this.overlay, this.layout, this.camera.scale);
  }

  // ---- input ----------------------------------------------------------------------------------

  private pointerInfo(e?: { altKey?: boolean; shiftKey?: boolean } | null): PointerInfo | null {
    const p = this.stage.getPointerPosition();
    if (!p) return null;
    const w = screenToWorld(this.camera, p);
    const exact = pixelToHex(this.layout, w);
    return { hex: pixelToHexRounded(this.layout, w), exact: { q: exact.q, r: exact.r }, alt: !!e?.altKey, shift: !!e?.shiftKey };
  }

  private bindPointer(): void {
    const stage = this.stage;
    stage.on('wheel', (e) => {
      e.evt.preventDefault();
      const p = stage.getPointerPosition();
      if (p) this.zoomBy(Math.exp(-e.evt.deltaY * (e.evt.ctrlKey ? 0.01 : 0.0015)), p);
    });
    stage.on('pointerdown', (e) => {
      const mouse = e.evt;
      const onToken = e.target !== stage && e.target.getLayer() === this.tokenLayer;
      if (mouse.button === 1 || mouse.button === 2 || this.spaceDown || (!onToken && this.panOnEmpty(mouse))) {
        this.panning = { x: mouse.clientX, y: mouse.clientY };
        return;
      }
      if (onToken) return;
      const info = this.pointerInfo(mouse);
      if (info) this.cb.onPointer?.('down', info);
    });
    stage.on('pointermove', (e) => {
      const mouse = e.evt;
      if (this.panning) {
        this.panBy(mouse.clientX - this.panning.x, mouse.clientY - this.panning.y);
        this.panning = { x: mouse.clientX, y: mouse.clientY };
        return;
      }
      const info = this.pointerInfo(mouse);
      if (info) this.cb.onPointer?.('move', info);
    });
    stage.on('pointerup pointercancel', (e) => {
      if (this.panning) {
        this.panning = null;
        return;
      }
      const info = this.pointerInfo(e.evt as PointerEvent);
      if (info) this.cb.onPointer?.('up', info);
    });
    stage.on('contextmenu', (e) => e.evt.preventDefault());
  }

  /** Whether a press on empty ground pans (the move tool) rather than acting (paint, walls…). */
  panOnEmpty: (e: PointerEvent) => boolean = () => true;

  setSpace(down: boolean): void {
    this.spaceDown = down;
  }

  /** Tokens take presses (select, drag) only with the move tool; other tools act on the hex below. */
  setTokensInteractive(on: boolean): void {
    this.tokenLayer.listening(on);
  }

  private bindDrag(g: Konva.Group, t: SceneToken): void {
    g.draggable(true);
    g.on('dragstart', () => {
      g.clearCache();
      g.moveTo(this.dragLayer);
      this.tokenLayer.batchDraw();
    });
    g.on('dragmove', (e) => {
      const info = this.pointerInfo(e.evt as MouseEvent);
      if (info) this.cb.onTokenDrag?.(t.id, info);
    });
    g.on('dragend', (e) => {
      const info = this.pointerInfo(e.evt);
      // Back to where the state says it is; main's answer moves it for real.
      g.position(g.getAttr('home') as { x: number; y: number });
      g.moveTo(this.tokenLayer);
      g.cache({ pixelRatio: this.tokenRatio() });
      this.tokenLayer.batchDraw();
      this.dragLayer.batchDraw();
      if (info) this.cb.onTokenDrop?.(t.id, info);
    });
  }
}

export function signature(t: SceneToken): string {
  return JSON.stringify(t);
}
