// The GM window's keyboard: one table of shortcuts that both the handler and the `?` cheat-sheet read
// (issue #15). Pure: the window's state and commands come in through a KeyContext (gm-keys.ts).
import * as m from '../../shared/i18n/paraglide/messages.js';

export type KeyAction =
  | 'nextTurn'
  | 'previousTurn'
  | 'undo'
  | 'redo'
  | 'attack'
  | 'damage'
  | 'heal'
  | 'edit'
  | 'selectNext'
  | 'selectPrevious'
  | 'log'
  | 'escape'
  | 'help'
  | 'toolSelect'
  | 'toolTerrain'
  | 'toolWall'
  | 'toolRuler'
  | 'toolPlace';

export type KeyGroup = 'turn' | 'combatant' | 'map' | 'general';

/** A message of the table: callable in the current locale or a given one. */
type Label = (inputs?: Record<string, never>, options?: { locale?: 'en' | 'es' }) => string;

export interface Shortcut {
  action: KeyAction;
  /** Combos as `comboOf` writes them: `n`, `PageDown`, `Ctrl+z`, `Ctrl+Shift+z`, `?`. The first is the one tooltips show. */
  keys: string[];
  label: Label;
  group: KeyGroup;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { action: 'nextTurn', keys: ['n', 'PageDown', 'ArrowRight', 'Enter', ' '], label: m.key_next_turn, group: 'turn' },
  { action: 'previousTurn', keys: ['p', 'PageUp', 'ArrowLeft'], label: m.key_previous_turn, group: 'turn' },
  { action: 'undo', keys: ['Ctrl+z'], label: m.key_undo, group: 'turn' },
  { action: 'redo', keys: ['Ctrl+y', 'Ctrl+Shift+z'], label: m.key_redo, group: 'turn' },
  { action: 'attack', keys: ['a'], label: m.key_attack, group: 'combatant' },
  { action: 'damage', keys: ['d'], label: m.key_damage, group: 'combatant' },
  { action: 'heal', keys: ['h'], label: m.key_heal, group: 'combatant' },
  { action: 'edit', keys: ['e'], label: m.key_edit, group: 'combatant' },
  { action: 'selectNext', keys: ['j', 'ArrowDown'], label: m.key_select_next, group: 'combatant' },
  { action: 'selectPrevious', keys: ['k', 'ArrowUp'], label: m.key_select_previous, group: 'combatant' },
  { action: 'toolSelect', keys: ['v'], label: m.key_tool_select, group: 'map' },
  { action: 'toolTerrain', keys: ['t'], label: m.key_tool_terrain, group: 'map' },
  { action: 'toolWall', keys: ['w'], label: m.key_tool_wall, group: 'map' },
  { action: 'toolRuler', keys: ['r'], label: m.key_tool_ruler, group: 'map' },
  { action: 'toolPlace', keys: ['c'], label: m.key_tool_place, group: 'map' },
  { action: 'log', keys: ['l'], label: m.key_log, group: 'general' },
  { action: 'help', keys: ['?'], label: m.key_help, group: 'general' },
  { action: 'escape', keys: ['Escape'], label: m.key_escape, group: 'general' },
];

export const GROUPS: { id: KeyGroup; label: Label }[] = [
  { id: 'turn', label: m.key_group_turn },
  { id: 'combatant', label: m.key_group_combatant },
  { id: 'map', label: m.key_group_map },
  { id: 'general', label: m.key_group_general },
];

const BY_COMBO = new Map(SHORTCUTS.flatMap((s) => s.keys.map((k) => [k, s] as const)));

export function shortcutOf(action: KeyAction): Shortcut {
  return SHORTCUTS.find((s) => s.action === action)!;
}

type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

/**
 * The event's combo, by `e.key` (letters lowercased, so the layout and Caps Lock do not matter).
 * Shift counts only with Ctrl: alone it is what types `?`. Alt combos are the system's, never ours.
 */
export function comboOf(e: KeyLike): string | null {
  if (e.altKey) return null;
  const mod = e.ctrlKey || e.metaKey;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  return `${mod ? 'Ctrl+' : ''}${mod && e.shiftKey ? 'Shift+' : ''}${key}`;
}

const KEY_NAMES: Record<string, () => string> = {
  ArrowRight: () => '→',
  ArrowLeft: () => '←',
  ArrowUp: () => '↑',
  ArrowDown: () => '↓',
  PageUp: m.key_name_pageup,
  PageDown: m.key_name_pagedown,
  Escape: m.key_name_escape,
  Enter: m.key_name_enter,
  ' ': m.key_name_space,
  Ctrl: m.key_name_ctrl,
  Shift: m.key_name_shift,
};

/** A combo as the GM reads it: `Ctrl+Mayús+Z`, `AvPág`, `N`. */
export function keyLabel(combo: string): string {
  const parts = combo === '+' ? ['+'] : combo === ' ' ? [' '] : combo.split('+');
  return parts.map((p) => KEY_NAMES[p]?.() ?? p.toUpperCase()).join('+');
}

/** A button's tooltip: `Siguiente turno (N)`, with the action's first key. */
export function withShortcut(label: string, action: KeyAction): string {
  return m.key_with_shortcut({ label, keys: keyLabel(shortcutOf(action).keys[0]!) });
}

/** Where a key is text, not a command: inputs, text areas, selects and editable content. */
export function isTyping(target: EventTarget | null): boolean {
  const el = target as (Partial<HTMLElement> & { tagName?: string }) | null;
  if (!el || typeof el.tagName !== 'string') return false;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName.toUpperCase()) || el.isContentEditable === true;
}

/** Enter and Space press whatever has the focus (a button, a link, a token menu item): only on the page itself are they ours. */
const PRESSES = new Set(['Enter', ' ']);
function isControl(target: EventTarget | null): boolean {
  const el = target as (Partial<HTMLElement> & { tagName?: string; getAttribute?: (n: string) => string | null }) | null;
  if (!el || typeof el.tagName !== 'string') return false;
  if (['BUTTON', 'A', 'SUMMARY'].includes(el.tagName.toUpperCase())) return true;
  const role = el.getAttribute?.('role');
  return role === 'button' || role === 'menuitem' || role === 'option' || role === 'tab' || role === 'checkbox' || role === 'switch';
}

/** What the handler needs from the window. `run` answers whether the action applied (so the key is consumed). */
export interface KeyContext {
  /** A modal dialog is open (the cheat-sheet included): only Escape goes through. */
  dialogOpen(): boolean;
  run(action: KeyAction): boolean;
}

/** Handles a keydown; returns the action it ran, if any. */
export function handleKey(e: KeyLike & Pick<KeyboardEvent, 'target' | 'defaultPrevented' | 'preventDefault'>, ctx: KeyContext): KeyAction | null {
  // The map's own keys (arrows pan it) come first; a field's keys are text.
  if (e.defaultPrevented || isTyping(e.target)) return null;
  const combo = comboOf(e);
  const shortcut = combo === null ? undefined : BY_COMBO.get(combo);
  if (!shortcut) return null;
  if (combo !== null && PRESSES.has(combo) && isControl(e.target)) return null;
  if (shortcut.action !== 'escape' && ctx.dialogOpen()) return null;
  if (!ctx.run(shortcut.action)) return null;
  // Escape keeps its default: it is also what closes a native dialog.
  if (shortcut.action !== 'escape') e.preventDefault();
  return shortcut.action;
}
