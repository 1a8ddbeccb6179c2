import type { PlayerView } from '../../shared/contract/views.js';
import { connectApi, type ConnectionStatus } from '../lib/api.js';
import { applyLanguage } from '../lib/i18n.svelte.js';

/** The player display: it only ever receives the player projection. */
class PlayerStore {
  view = $state<PlayerView>({ encounter: null });
  status = $state<ConnectionStatus>('connecting');

  start(): void {
    // Until main answers, its own browser's language; then always the GM's.
    applyLanguage('system');
    const show = (v: PlayerView) => {
      this.view = v;
      // No locale: the GM's is "system" on a host that cannot tell it; this browser's then.
      applyLanguage(v.locale ?? 'system');
    };
    const api = connectApi('player', (s) => {
      this.status = s;
      if (s === 'open')
        void api.invoke('player.state').then((r) => {
          if (r.ok) show(r.value);
        });
    });
    api.on('player.state', show);
  }
}

export const player = new PlayerStore();
