/**
 * Two-finger pinch zooms about the fingers' midpoint (trackpad pinches arrive as ctrl+wheel).
 * Points are taken relative to `box` (the stage content, as Konva's pointer positions are), not
 * to the event target: the layer canvases may be shifted by CSS while panning.
 */
export function bindPinch(el: HTMLElement, box: HTMLElement, onStart: () => void, zoom: (factor: number, at: { x: number; y: number }) => void): void {
  const touches = new Map<number, { x: number; y: number }>();
  let last = 0;
  const at = (e: PointerEvent) => {
    const r = box.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const spread = () => {
    const [a, b] = [...touches.values()];
    return a && b ? { d: Math.hypot(a.x - b.x, a.y - b.y), mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } } : null;
  };
  el.addEventListener('pointerdown', (e) => {
    if (e.pointerType !== 'touch') return;
    touches.set(e.pointerId, at(e));
    last = spread()?.d ?? 0;
    if (touches.size === 2) onStart();
  });
  el.addEventListener('pointermove', (e) => {
    if (!touches.has(e.pointerId)) return;
    touches.set(e.pointerId, at(e));
    const s = spread();
    if (s && last > 0) zoom(s.d / last, s.mid);
    if (s) last = s.d;
  });
  const up = (e: PointerEvent) => {
    touches.delete(e.pointerId);
    last = 0;
  };
  el.addEventListener('pointerup', up);
  el.addEventListener('pointercancel', up);
}
