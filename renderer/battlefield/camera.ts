/** The map camera: screen = world × scale + (x, y). Pure functions, unit-tested. */
export interface Camera {
  x: number;
  y: number;
  scale: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const MIN_SCALE = 0.1;
export const MAX_SCALE = 8;

const clampScale = (s: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, s));

export function worldToScreen(cam: Camera, p: { x: number; y: number }): { x: number; y: number } {
  return { x: p.x * cam.scale + cam.x, y: p.y * cam.scale + cam.y };
}

export function screenToWorld(cam: Camera, p: { x: number; y: number }): { x: number; y: number } {
  return { x: (p.x - cam.x) / cam.scale, y: (p.y - cam.y) / cam.scale };
}

/** Zooms by `factor` keeping the world point under `pointer` (screen coordinates) where it is. */
export function zoomAt(cam: Camera, pointer: { x: number; y: number }, factor: number): Camera {
  const scale = clampScale(cam.scale * factor);
  const world = screenToWorld(cam, pointer);
  return { scale, x: pointer.x - world.x * scale, y: pointer.y - world.y * scale };
}

export function pan(cam: Camera, dx: number, dy: number): Camera {
  return { ...cam, x: cam.x + dx, y: cam.y + dy };
}

/** The camera that shows all of `world` centred in a `viewport` (screen size), with a margin. */
export function fitCamera(world: Rect, viewport: { width: number; height: number }, margin = 24): Camera {
  const w = Math.max(1, viewport.width - margin * 2);
  const h = Math.max(1, viewport.height - margin * 2);
  const scale = clampScale(Math.min(w / Math.max(1, world.width), h / Math.max(1, world.height)));
  return {
    scale,
    x: (viewport.width - world.width * scale) / 2 - world.x * scale,
    y: (viewport.height - world.height * scale) / 2 - world.y * scale,
  };
}

/** The world rectangle a camera shows in a viewport. */
export function visibleWorld(cam: Camera, viewport: { width: number; height: number }): Rect {
  const tl = screenToWorld(cam, { x: 0, y: 0 });
  return { x: tl.x, y: tl.y, width: viewport.width / cam.scale, height: viewport.height / cam.scale };
}
