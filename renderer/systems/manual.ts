import type { SystemId } from '../../shared/model/encounter.js';
import { systemInfo } from '../../shared/systems/registry.js';
import { renderRef } from '../../shared/log/describe.js';
import { m } from '../lib/i18n.svelte.js';
import type { RendererSystem } from './types.js';

/**
 * A system played by hand (issue #12): HP, temporary HP, conditions, initiative and the map, with no
 * action bar, stat block, library, XP or system setting. `engineLater` says its engine will land.
 */
export function manualSystem(id: SystemId, engineLater: boolean): RendererSystem {
  return {
    id,
    sheetDecidesBody: false,
    moveOptions: () => ({}),
    manualNote: () => (engineLater ? m.ui_manual_engine_later({ system: renderRef({ msg: systemInfo(id).label, params: {} }) }) : m.ui_manual_generic()),
  };
}
