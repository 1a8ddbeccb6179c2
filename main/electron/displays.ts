/** Pure display logic for the player window: which screen it goes to and how. */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DisplayInfo {
  id: number;
  bounds: Rect;
  workArea: Rect;
  /** A laptop's built-in panel; external monitors and projectors are preferred for players. */
  internal?: boolean;
}

export interface PlayerPlacement {
  display: DisplayInfo;
  /** True when the display is not the GM's, so the player view may take the whole screen. */
  fullscreen: boolean;
}

const area = (r: Rect): number => r.width * r.height;

/**
 * Picks the display for the player window. A display other than the GM's wins, preferring external
 * ones, then the largest, then the lowest id (stable); the player view then fills it. Without one
 * (or when the GM's display is unknown) the player window is an ordinary window on the GM's (or the
 * first) display. Null when there are no displays at all.
 */
export function choosePlayerDisplay(displays: readonly DisplayInfo[], gmDisplayId: number | null): PlayerPlacement | null {
  const gm = displays.find((d) => d.id === gmDisplayId);
  if (!gm) return displays[0] ? { display: displays[0], fullscreen: false } : null;
  const best = displays
    .filter((d) => d.id !== gm.id)
    .sort((a, b) => Number(a.internal === true) - Number(b.internal === true) || area(b.bounds) - area(a.bounds) || a.id - b.id)[0];
  return best ? { display: best, fullscreen: true } : { display: gm, fullscreen: false };
}

/** Bounds for a windowed player view: `preferred` size clamped to the work area and centred in it. */
export function windowedBounds(workArea: Rect, preferred: { width: number; height: number } = { width: 1024, height: 768 }): Rect {
  const width = Math.min(preferred.width, workArea.width);
  const height = Math.min(preferred.height, workArea.height);
  return {
    x: workArea.x + Math.floor((workArea.width - width) / 2),
    y: workArea.y + Math.floor((workArea.height - height) / 2),
    width,
    height,
  };
}

/** Where the player window goes, as bounds plus the fullscreen flag. */
export function playerBounds(placement: PlayerPlacement): { bounds: Rect; fullscreen: boolean } {
  return placement.fullscreen
    ? { bounds: { ...placement.display.bounds }, fullscreen: true }
    : { bounds: windowedBounds(placement.display.workArea), fullscreen: false };
}
