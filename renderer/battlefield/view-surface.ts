import Konva from 'konva';
import { visibleWorld, type Camera, type Rect } from './camera.js';

/** Half a screen pixel of slack when checking that a pan stays within what was drawn. */
const SLACK_PX = 0.5;
/** A view left shifted is redrawn in place once the camera has been still this long (ms). */
const SETTLE_MS = 150;

/**
 * Whether a pan needs no redraw: the part of `content` (what the moving layers can show) inside
 * `view` lies within `drawn`, the rectangle their canvases hold. All world rectangles.
 */
export function panCovered(drawn: Rect, view: Rect, content: Rect, slack = 0): boolean {
  const x0 = Math.max(view.x, content.x);
  const y0 = Math.max(view.y, content.y);
  const x1 = Math.min(view.x + view.width, content.x + content.width);
  const y1 = Math.min(view.y + view.height, content.y + content.height);
  if (x0 >= x1 || y0 >= y1) return true;
  return x0 >= drawn.x - slack && y0 >= drawn.y - slack && x1 <= drawn.x + drawn.width + slack && y1 <= drawn.y + drawn.height + slack;
}

/**
 * A layer that does not draw, not even clear, while hidden: its canvas is not allocated (tens of ms
 * in software-rendered Chromium) until it first has something to show. Show it, then redraw it.
 */
export class LiveLayer extends Konva.Layer {
  override drawScene(...args: Parameters<Konva.Layer['drawScene']>): this {
    return this.visible() ? super.drawScene(...args) : this;
  }
}

/**
 * The camera and the canvases it moves. The moving layers (static, tokens) are drawn for an
 * anchor camera; a pan that keeps everything they can show within their canvases only shifts the
 * canvases by a CSS transform (composited, no canvas work). Zooming, or panning content that was
 * not drawn into view, re-anchors: one redraw of every layer. With the whole map in view nothing
 * new can come into view, so a pan never redraws them; once the camera is still, one redraw puts
 * the canvases back in place (a shift by a fractional device pixel would otherwise stay blurred).
 * The live layer (overlays, dragged token) follows the camera through its own Konva offset and is
 * redrawn while it is visible.
 */
export class ViewSurface {
  private cam: Camera = { x: 0, y: 0, scale: 1 };
  private anchor: Camera = { x: 0, y: 0, scale: 1 };
  private shift = { x: 0, y: 0 };
  private settleTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly stage: Konva.Stage,
    private readonly moving: readonly Konva.Layer[],
    private readonly live: Konva.Layer,
    /** World rectangle holding everything the moving layers draw. */
    private readonly content: () => Rect,
  ) {
    for (const l of moving) l.getCanvas()._canvas.style.willChange = 'transform';
  }

  get camera(): Camera {
    return this.cam;
  }

  /** The world rectangle in view. */
  viewRect(): Rect {
    return visibleWorld(this.cam, this.size());
  }

  /** The world rectangle the moving layers' canvases hold (what live drawing culls to). */
  drawnRect(): Rect {
    return visibleWorld(this.anchor, this.size());
  }

  setCamera(cam: Camera): void {
    this.cam = cam;
    if (cam.scale === this.anchor.scale && panCovered(this.drawnRect(), this.viewRect(), this.content(), SLACK_PX / cam.scale)) this.applyShift();
    else this.reanchor();
    if (this.settleTimer) clearTimeout(this.settleTimer);
    this.settleTimer = this.shift.x || this.shift.y ? setTimeout(() => this.reanchor(), SETTLE_MS) : null;
  }

  /** Re-anchors if part of what must be seen is not on the canvases (after the content grew). */
  ensureCovered(): void {
    this.setCamera(this.cam);
  }

  /** Draws every layer for the current camera (Konva batches the redraw to the next frame). */
  reanchor(): void {
    const c = this.cam;
    this.anchor = c;
    this.stage.position({ x: c.x, y: c.y });
    this.stage.scale({ x: c.scale, y: c.scale });
    this.applyShift();
  }

  destroy(): void {
    if (this.settleTimer) clearTimeout(this.settleTimer);
  }

  /** Puts the live layer where the camera is; call when it becomes visible (hidden, it does not follow). */
  followLive(): void {
    if (this.live.visible()) this.live.position({ x: this.shift.x / this.cam.scale, y: this.shift.y / this.cam.scale });
  }

  private applyShift(): void {
    const x = this.cam.x - this.anchor.x;
    const y = this.cam.y - this.anchor.y;
    if (x !== this.shift.x || y !== this.shift.y) {
      this.shift = { x, y };
      const t = x || y ? `translate(${x}px, ${y}px)` : '';
      for (const l of this.moving) l.getCanvas()._canvas.style.transform = t;
    }
    this.followLive();
  }

  private size(): { width: number; height: number } {
    return { width: this.stage.width(), height: this.stage.height() };
  }
}
