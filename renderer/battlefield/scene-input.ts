import type Konva from 'konva';
import { pixelToHex, pixelToHexRounded, type Hex, type Layout } from '../../shared/hex/index.js';
import { screenToWorld, type Camera } from './camera.js';
import { bindPinch } from './pinch.js';

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
  /** A double-click on a token (after the click that picked it). */
  onTokenOpen?(id: string): void;
  onTokenDrag?(id: string, p: PointerInfo): void;
  onTokenDrop?(id: string, p: PointerInfo): void;
  /** A right-click (context menu) on a token, at the pointer in page coordinates. */
  onTokenMenu?(id: string, at: { x: number; y: number }): void;
  onCamera?(cam: Camera): void;
}

/** A press on a token: a click picks it, a drag moves it (drawn on the drag layer meanwhile). */
export interface Press {
  id: string;
  x: number;
  y: number;
  dragging: boolean;
  /** Where the token is drawn while dragged, in world pixels. */
  at: { x: number; y: number };
}

/** What the pointer handling needs from the scene. */
export interface InputHost {
  readonly stage: Konva.Stage;
  camera(): Camera;
  layout(): Layout;
  /** The token on a hex that takes presses, if any. */
  tokenAt(hex: Hex): string | undefined;
  panBy(dx: number, dy: number): void;
  zoomBy(factor: number, at: { x: number; y: number }): void;
  /** The dragged token was lifted onto, or dropped from, the drag layer. */
  dragLifted(): void;
  /** The interaction layer may have something new to show (or nothing). */
  interactionChanged(): void;
}

/**
 * The battlefield's pointer: wheel and pinch zoom, pans (middle or right button, Space, or empty
 * ground with the move tool), presses on tokens that pick, drag or open them, and the rest passed to
 * the active tool as hex positions. Hexes are found by math, not hit tests.
 */
export class SceneInput {
  press: Press | null = null;
  private panning: { x: number; y: number } | null = null;
  private spaceDown = false;
  /** Whether a press on empty ground pans (the move tool) rather than acting (paint, walls…). */
  panOnEmpty: (e: PointerEvent) => boolean = () => true;

  constructor(
    private readonly host: InputHost,
    private readonly cb: SceneCallbacks,
  ) {
    this.bind();
  }

  setSpace(down: boolean): void {
    this.spaceDown = down;
  }

  private world(): { x: number; y: number } {
    return screenToWorld(this.host.camera(), this.host.stage.getPointerPosition()!);
  }

  private info(e?: { altKey?: boolean; shiftKey?: boolean } | null): PointerInfo | null {
    const p = this.host.stage.getPointerPosition();
    if (!p) return null;
    const w = screenToWorld(this.host.camera(), p);
    const layout = this.host.layout();
    const exact = pixelToHex(layout, w);
    return { hex: pixelToHexRounded(layout, w), exact: { q: exact.q, r: exact.r }, alt: !!e?.altKey, shift: !!e?.shiftKey };
  }

  /** Moves the pressed token with the pointer (world pixels); the first move lifts it onto the drag layer. */
  dragTo(at: { x: number; y: number }): void {
    const press = this.press;
    if (!press) return;
    if (!press.dragging) {
      press.dragging = true;
      this.host.dragLifted();
    }
    press.at = at;
    this.host.interactionChanged();
  }

  private bind(): void {
    const { stage } = this.host;
    stage.on('wheel', (e) => {
      e.evt.preventDefault();
      const p = stage.getPointerPosition();
      if (p) this.host.zoomBy(Math.exp(-e.evt.deltaY * (e.evt.ctrlKey ? 0.01 : 0.0015)), p);
    });
    stage.on('pointerdown', (e) => {
      const ev = e.evt;
      const info = this.info(ev);
      const tokenId = info ? this.host.tokenAt(info.hex) : undefined;
      if (ev.button === 1 || ev.button === 2 || this.spaceDown || (!tokenId && this.panOnEmpty(ev))) {
        this.panning = { x: ev.clientX, y: ev.clientY };
        return;
      }
      if (tokenId && info) {
        this.press = { id: tokenId, x: ev.clientX, y: ev.clientY, dragging: false, at: this.world() };
        return;
      }
      if (info) this.cb.onPointer?.('down', info);
    });
    stage.on('pointermove', (e) => {
      const ev = e.evt;
      if (this.panning) {
        this.host.panBy(ev.clientX - this.panning.x, ev.clientY - this.panning.y);
        this.panning = { x: ev.clientX, y: ev.clientY };
        return;
      }
      const info = this.info(ev);
      const press = this.press;
      if (press && info) {
        if (!press.dragging && Math.hypot(ev.clientX - press.x, ev.clientY - press.y) < 4) return;
        this.dragTo(this.world());
        this.cb.onTokenDrag?.(press.id, info);
        return;
      }
      if (info) this.cb.onPointer?.('move', info);
    });
    stage.on('pointerup pointercancel', (e: Konva.KonvaEventObject<PointerEvent>) => {
      if (this.panning) {
        this.panning = null;
        return;
      }
      const info = this.info(e.evt);
      const press = this.press;
      if (press) {
        this.press = null;
        this.host.interactionChanged();
        if (press.dragging) {
          this.host.dragLifted();
          if (info) this.cb.onTokenDrop?.(press.id, info);
        } else this.cb.onTokenPick?.(press.id);
        return;
      }
      if (info) this.cb.onPointer?.('up', info);
    });
    // The browser's double-click (two clicks on one spot), not Konva's (any two clicks in 400 ms).
    stage.container().addEventListener('dblclick', (e) => {
      if (e.button !== 0) return;
      stage.setPointersPositions(e);
      const info = this.info(e);
      const id = info ? this.host.tokenAt(info.hex) : undefined;
      if (id) this.cb.onTokenOpen?.(id);
    });
    stage.on('contextmenu', (e) => {
      e.evt.preventDefault();
      const info = this.info(e.evt);
      const id = info ? this.host.tokenAt(info.hex) : undefined;
      if (id) this.cb.onTokenMenu?.(id, { x: e.evt.clientX, y: e.evt.clientY });
    });
    bindPinch(
      stage.container(),
      stage.content,
      () => {
        this.panning = null;
        this.press = null;
      },
      (factor, at) => this.host.zoomBy(factor, at),
    );
  }
}
