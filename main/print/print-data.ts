import type { Locale } from '../../shared/contract/views.js';
import type { PrintData } from '../../shared/print/options.js';
import type { LiveEncounter } from '../rules/core/history.js';
import { gmView } from '../service/gm-push.js';
import { projectForPlayer } from '../service/player-projection.js';

/** What the print view draws of an encounter: the GM's state and log, and what players may see (the handout). */
export function printDataOf(l: LiveEncounter, locale?: Locale): PrintData {
  const view = gmView(l, 0, { mode: 'fit' });
  return { encounter: view.encounter, log: view.log, player: projectForPlayer(l.state, { mode: 'fit' }, locale).encounter! };
}
