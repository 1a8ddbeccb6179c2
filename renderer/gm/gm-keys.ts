// The GM window's side of the keyboard: what each action of keyboard.ts does here. Every encounter
// change is a command (gm.run / undo / redo); the rest is the cockpit's UI state.
import { turnOrder } from '../../shared/model/encounter.js';
import { passesOf } from '../../shared/model/turn-cycle.js';
import { gm } from '../lib/gm-store.svelte.js';
import { tools, type Tool } from '../battlefield/map-tools.svelte.js';
import { rendererSystem } from '../systems/registry.js';
import { cockpit } from './cockpit.svelte.js';
import { handleKey, type KeyAction, type KeyContext } from './keyboard.js';

const TOOLS: Partial<Record<KeyAction, Tool>> = { toolSelect: 'select', toolTerrain: 'terrain', toolWall: 'wall', toolRuler: 'ruler', toolPlace: 'place' };

const dialogOpen = () => document.querySelector('dialog[open]') !== null;

/** The combatant the keys act on: the selected one, else the one whose turn it is. */
function subject() {
  const enc = gm.view?.encounter;
  // A selection left from another encounter (or a removed combatant) falls back to the turn's.
  return enc?.combatants.find((c) => c.id === cockpit.selectedId) ?? enc?.combatants.find((c) => c.id === enc.activeId) ?? null;
}

function select(step: 1 | -1): boolean {
  const order = turnOrder(gm.view?.encounter.combatants ?? []);
  if (order.length === 0) return false;
  const at = order.findIndex((c) => c.id === (cockpit.selectedId ?? gm.view?.encounter.activeId));
  const next = at < 0 ? (step > 0 ? 0 : order.length - 1) : (at + step + order.length) % order.length;
  cockpit.selectedId = order[next]!.id;
  return true;
}

function run(action: KeyAction): boolean {
  const view = gm.view;
  const enc = view?.encounter;
  const tool = TOOLS[action];
  if (tool) {
    if (!enc?.map) return false;
    tools.tool = tool;
    return true;
  }
  switch (action) {
    case 'help':
      cockpit.helpOpen = true;
      return true;
    case 'escape':
      if (cockpit.helpOpen) cockpit.helpOpen = false;
      else if (dialogOpen()) return false;
      else cockpit.selectedId = null;
      return true;
    case 'undo':
      if (!view?.canUndo) return false;
      void gm.undo();
      return true;
    case 'redo':
      if (!view?.canRedo) return false;
      void gm.redo();
      return true;
  }
  if (!enc) return false;
  switch (action) {
    case 'nextTurn':
      if (enc.combatants.length === 0) return false;
      void gm.run({ type: 'nextTurn' });
      return true;
    case 'previousTurn':
      // Rounds in passes have no previous turn: undo steps back (the toolbar shows no button either).
      if (passesOf(enc) || enc.round === 0) return false;
      void gm.run({ type: 'previousTurn' });
      return true;
    case 'selectNext':
      return select(1);
    case 'selectPrevious':
      return select(-1);
    case 'log':
      cockpit.logFocus++;
      return true;
  }
  const c = subject();
  if (!c) return false;
  if (action === 'attack') {
    const sys = rendererSystem(enc.system);
    if (!sys.AttackDialog || !sys.canAttack?.(c)) return false;
    cockpit.attack = { attackerId: c.id };
    return true;
  }
  if (action === 'damage' || action === 'heal') {
    cockpit.focusHp(c.id, action);
    return true;
  }
  if (action === 'edit') {
    cockpit.openEditor(c.id);
    return true;
  }
  return false;
}

const context: KeyContext = { dialogOpen, run };

/** The GM window's keydown handler (App's `<svelte:window onkeydown>`). */
export function onGmKey(e: KeyboardEvent): void {
  handleKey(e, context);
}
