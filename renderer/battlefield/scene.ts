import Konva from 'konva';
import type { BattleMap } from '../../shared/model/map.js';
import { hexKeyOf, hexToPixel, type Hex, type Layout } from '../../shared/hex/index.js';
import { fitCamera, zoomAt, pan, type Camera, type Rect } from './camera.js';
import { HEX_PIXELS, intersects, mapBounds, mapLayout, unionRect } from './geometry.js';
import { LiveLayer, ViewSurface } from './view-surface.js';
import { SceneInput, type SceneCallbacks } from './scene-input.js';
import { drawGrid, drawPatternGrid, drawTerrain, GRID_STROKE, gridTiles, terrainPaths, type TerrainPaths, type Tile } from './painters.js';
import { patternGrid, periodCanvas, type PatternGrid } from './pattern-grid.js';
import { drawToken, occupancy, placeToken, type PlacedToken, type SceneToken } from './tokens.js';
import { drawOverlay, type Overlay } from './overlay.js';

export type { SceneToken, Overlay };
export type { PointerInfo, SceneCallbacks } from './scene-input.js';

/** Below this hex radius on screen (px) the grid is drawn as a pattern. */
const PATTERN_BELOW = 12;
/** Largest cache bitmap for a static layer, in device pixels. */
const MAX_CACHE_PIXELS = 16_000_000;

/**
 * The battlefield canvas, three layers split by how often they change: static (background image,
 * grid and terrain, each its own cached shape, on map edits), tokens (on state), interaction
 * (overlays and the dragged token, at pointer rate). Static layers are cached bitmaps while zoomed
 * out and drawn live, culled to the view, when zoomed in past what a bitmap of bounded size can
 * hold. Pans shift the static and token canvases by CSS while what they hold covers the view
 * (`ViewSurface`). Hexes are found by math, not hit tests.
 */
export class BattlefieldScene {
  readonly stage: Konva.Stage;
  /** Background image, grid and terrain: each a cached shape, redrawn only when the map changes. */
  private readonly staticLayer = new Konva.Layer({ listening: false });
  private readonly tokenLayer = new Konva.Layer({ listening: false });
  /** Overlays and the dragged token: redrawn at pointer rate; hidden while empty. */
  private readonly interactionLayer = new LiveLayer({ listening: false, visible: false });
  private readonly gridShape: Konva.Shape;
  private readonly terrainShape: Konva.Shape;
  private readonly tokenShape: Konva.Shape;
  private readonly dragShape: Konva.Shape;
  private readonly overlayShape: Konva.Shape;
  private readonly bgImage = new Konva.Image({ image: undefined, listening: false });
  private map: BattleMap | null = null;
  private layout: Layout = mapLayout({ orientation: 'pointy' });
  private bounds: Rect = { x: 0, y: 0, width: 1, height: 1 };
  /** Per-tile grid paths, built on first need (zoomed in); the pattern grid serves zoomed-out views. */
  private grid: Tile[] | null = null;
  private pattern: PatternGrid | null = null;
  private periodCache: { key: string; canvas: HTMLCanvasElement } | null = null;
  private terrain: TerrainPaths | null = null;
  private overlay: Overlay = {};
  private placed: PlacedToken[] = [];
  private occupied = new Map<number, string>();
  private tokensInteractive = true;
  /** The camera, and the canvases it moves without redrawing while panning. */
  private readonly surface: ViewSurface;
  private readonly input: SceneInput;
  private recacheTimer: ReturnType<typeof setTimeout> | null = null;
  /** Called once the re-cache a zoom schedules has redrawn the layers at the new scale. */
  onRecached: (() => void) | null = null;
  private bgKey = '';
  /** The rectangle last fitted, while the camera has not moved since: a resize fits it again. */
  private fitted: Rect | 'map' | null = null;

  constructor(
    container: HTMLDivElement,
    private readonly cb: SceneCallbacks = {},
    private readonly opts: { editable: boolean } = { editable: true },
  ) {
    this.stage = new Konva.Stage({ container, width: container.clientWidth || 800, height: container.clientHeight || 600 });
    this.gridShape = new Konva.Shape({ listening: false, perfectDrawEnabled: false, sceneFunc: (ctx) => this.paintGrid(ctx) });
    this.terrainShape = new Konva.Shape({ listening: false, perfectDrawEnabled: false, sceneFunc: (ctx) => this.paintTerrain(ctx) });
    this.overlayShape = new Konva.Shape({ listening: false, perfectDrawEnabled: false, sceneFunc: (ctx) => this.paintOverlay(ctx) });
    this.tokenShape = new Konva.Shape({ listening: false, perfectDrawEnabled: false, sceneFunc: (ctx) => this.paintTokens(ctx) });
    this.dragShape = new Konva.Shape({ listening: false, perfectDrawEnabled: false, sceneFunc: (ctx) => this.paintDrag(ctx) });
    this.tokenLayer.add(this.tokenShape);
    this.staticLayer.add(this.bgImage, this.gridShape, this.terrainShape);
    this.interactionLayer.add(this.overlayShape, this.dragShape);
    // Before adding the layers: adding one draws it, and drawing reads the surface and the press.
    this.surface = new ViewSurface(this.stage, [this.staticLayer, this.tokenLayer], this.interactionLayer, () => this.contentRect());
    this.tokensInteractive = opts.editable;
    this.input = new SceneInput(
      {
        stage: this.stage,
        camera: () => this.surface.camera,
        layout: () => this.layout,
        tokenAt: (hex) => (this.tokensInteractive ? this.occupied.get(hexKeyOf(hex)) : undefined),
        panBy: (dx, dy) => this.panBy(dx, dy),
        zoomBy: (f, at) => this.zoomBy(f, at),
        dragLifted: () => this.refreshTokens(),
        interactionChanged: () => this.showInteraction(),
      },
      cb,
    );
    for (const l of [this.staticLayer, this.tokenLayer, this.interactionLayer]) this.stage.add(l);
  }

  // ---- state in -------------------------------------------------------------------------------

  setMap(map: BattleMap | null, assetUrl: (asset: string) => string): void {
    const geometryChanged = !this.map || !map || map.cols !== this.map.cols || map.rows !== this.map.rows || map.orientation !== this.map.orientation;
    const terrainChanged = geometryChanged || map?.terrain !== this.map?.terrain || map?.walls !== this.map?.walls;
    this.map = map;
    if (!map) {
      this.grid = null;
      this.pattern = null;
      this.terrain = null;
    } else {
      if (geometryChanged) {
        this.layout = mapLayout(map);
        this.placed = this.placed.map((p) => placeToken(p.token, this.layout));
        this.bounds = mapBounds(map, this.layout);
        this.grid = null;
        this.pattern = patternGrid(map, this.layout);
        this.periodCache = null;
      }
      if (terrainChanged) this.terrain = terrainPaths(map, this.layout);
    }
    this.setBackground(map, assetUrl);
    this.refreshCaches(geometryChanged, terrainChanged);
    this.surface.ensureCovered();
  }

  /** Everything the static and token layers can draw: the map and the background image. */
  private contentRect(): Rect {
    const bg = this.bgImage;
    if (!bg.visible() || !bg.image()) return this.bounds;
    return unionRect(this.bounds, { x: bg.x(), y: bg.y(), width: bg.width() * bg.scaleX(), height: bg.height() * bg.scaleY() });
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
      this.staticLayer.batchDraw();
      this.surface.ensureCovered();
    };
    img.src = assetUrl(bg.asset);
  }

  setTokens(list: readonly SceneToken[]): void {
    this.placed = list.map((t) => placeToken(t, this.layout));
    this.occupied = occupancy(list);
    this.refreshTokens();
  }

  setOverlay(o: Overlay): void {
    this.overlay = o;
    this.showInteraction();
  }

  /** The interaction layer is hidden when it has nothing to show, so frames skip it (not even a clear). */
  private showInteraction(): void {
    const o = this.overlay;
    const empty = !this.input.press?.dragging && !o.reach?.size && !o.threat?.size && !o.path && !o.ruler && !o.sight && !o.hover && !o.edge && !o.playerRect && !o.brush?.length && !o.bands?.length;
    this.interactionLayer.visible(!empty);
    this.surface.followLive();
    this.interactionLayer.batchDraw();
  }

  // ---- camera ---------------------------------------------------------------------------------

  getCamera(): Camera {
    return this.surface.camera;
  }

  mapRect(): Rect {
    return this.bounds;
  }

  viewRect(): Rect {
    return this.surface.viewRect();
  }

  /** Pans only shift the layers' canvases while what they hold covers the view; zooms redraw. */
  setCamera(cam: Camera): void {
    this.fitted = null;
    const zoomed = cam.scale !== this.surface.camera.scale;
    this.surface.setCamera(cam);
    if (zoomed) this.scheduleRecache();
    this.cb.onCamera?.(cam);
  }

  fit(rect: Rect = this.bounds): void {
    this.setCamera(fitCamera(rect, { width: this.stage.width(), height: this.stage.height() }));
    this.fitted = rect === this.bounds ? 'map' : rect;
  }

  panBy(dx: number, dy: number): void {
    this.setCamera(pan(this.surface.camera, dx, dy));
  }

  zoomBy(factor: number, at = { x: this.stage.width() / 2, y: this.stage.height() / 2 }): void {
    this.setCamera(zoomAt(this.surface.camera, at, factor));
  }

  /** A new container size; the fitted view stays fitted (the window grew or shrank). */
  resize(width: number, height: number): void {
    if (width === this.stage.width() && height === this.stage.height()) return;
    this.stage.size({ width, height });
    if (this.fitted) this.fit(this.fitted === 'map' ? this.bounds : this.fitted);
    this.surface.ensureCovered();
    this.stage.batchDraw();
  }

  destroy(): void {
    if (this.recacheTimer) clearTimeout(this.recacheTimer);
    this.surface.destroy();
    this.stage.destroy();
  }

  hexCenter(h: Hex): { x: number; y: number } {
    return hexToPixel(this.layout, h);
  }

  // ---- drawing --------------------------------------------------------------------------------

  /** The bitmap resolution a static layer can afford, or null to draw it live. */
  private cacheRatio(): number | null {
    const dpr = window.devicePixelRatio || 1;
    const want = this.surface.camera.scale * dpr;
    const max = Math.sqrt(MAX_CACHE_PIXELS / Math.max(1, this.bounds.width * this.bounds.height));
    return want <= max * 1.25 ? Math.min(want, max) : null;
  }

  private scheduleRecache(): void {
    if (this.recacheTimer) clearTimeout(this.recacheTimer);
    this.recacheTimer = setTimeout(() => {
      this.recacheTimer = null;
      this.refreshCaches(true, true);
      this.refreshTokens();
      this.onRecached?.();
    }, 120);
  }

  private refreshCaches(grid: boolean, terrain: boolean): void {
    const ratio = this.map ? this.cacheRatio() : null;
    const bounds = { ...this.bounds };
    for (const [shape, dirty] of [
      [this.gridShape, grid],
      [this.terrainShape, terrain],
    ] as const) {
      if (!dirty) continue;
      shape.clearCache();
      if (ratio !== null) shape.cache({ ...bounds, pixelRatio: ratio });
    }
    this.staticLayer.batchDraw();
  }

  /** Redraws the token layer: cached while zoomed out, like the static layers. */
  private refreshTokens(): void {
    const ratio = this.map ? this.cacheRatio() : null;
    this.tokenShape.clearCache();
    if (ratio !== null && this.placed.length) this.tokenShape.cache({ ...this.bounds, pixelRatio: ratio });
    this.tokenLayer.batchDraw();
  }

  /** What live (uncached) drawing culls to: the area the canvases hold, not just the view. */
  private liveView(): Rect | null {
    return this.gridShape.isCached() ? null : this.surface.drawnRect();
  }

  private paintGrid(ctx: Konva.Context): void {
    const c = ctx._context;
    if (!this.map) return;
    // Hexes under PATTERN_BELOW screen pixels: a repeating pattern, whatever the number of hexes.
    const scale = this.surface.camera.scale;
    if (this.pattern && scale * HEX_PIXELS < PATTERN_BELOW) {
      const m = c.getTransform();
      const px = Math.hypot(m.a, m.b);
      const key = `${px.toFixed(3)}`;
      if (this.periodCache?.key !== key) this.periodCache = { key, canvas: periodCanvas(this.pattern.period, this.layout, px, GRID_STROKE) };
      drawPatternGrid(c, this.pattern, this.periodCache.canvas, px);
      return;
    }
    this.grid ??= gridTiles(this.map, this.layout);
    drawGrid(c, this.grid, this.liveView(), scale);
  }

  private paintTerrain(ctx: Konva.Context): void {
    if (this.terrain) drawTerrain(ctx._context, this.terrain, this.terrainShape.isCached() ? null : this.surface.drawnRect());
  }

  private paintTokens(ctx: Konva.Context): void {
    const view = this.tokenShape.isCached() ? null : this.surface.drawnRect();
    const press = this.input.press;
    const skip = press?.dragging ? press.id : null;
    for (const p of this.placed) if (p.token.id !== skip && (!view || intersects(p.bounds, view))) drawToken(ctx._context, p);
  }

  private paintDrag(ctx: Konva.Context): void {
    const press = this.input.press;
    const p = press?.dragging ? this.placed.find((x) => x.token.id === press.id) : undefined;
    if (p && press) drawToken(ctx._context, p, press.at.x, press.at.y);
  }

  private paintOverlay(ctx: Konva.Context): void {
    drawOverlay(ctx._context, this.overlay, this.layout, this.surface.camera.scale);
  }

  // ---- input (scene-input.ts) ----------------------------------------------------------------

  /** A zoom's re-cache is still to come: what is on screen is the old bitmap, scaled. */
  get recachePending(): boolean {
    return this.recacheTimer !== null;
  }

  /** Whether a press on empty ground pans (the move tool) rather than acting (paint, walls…). */
  set panOnEmpty(f: (e: PointerEvent) => boolean) {
    this.input.panOnEmpty = f;
  }

  setSpace(down: boolean): void {
    this.input.setSpace(down);
  }

  /** Moves the pressed token with the pointer (world pixels); the first move lifts it onto the drag layer. */
  dragTo(at: { x: number; y: number }): void {
    this.input.dragTo(at);
  }

  /** Starts a press on a token as a pointer press would (for scripted drags). */
  pressToken(id: string): void {
    const p = this.placed.find((x) => x.token.id === id);
    if (p) this.input.press = { id, x: 0, y: 0, dragging: false, at: { x: p.x, y: p.y } };
  }

  /** Tokens take presses (select, drag) only with the move tool; other tools act on the hex below. */
  setTokensInteractive(on: boolean): void {
    this.tokensInteractive = on;
  }
}
