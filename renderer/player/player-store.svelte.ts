import type { PlayerView } from '../../shared/contract/views.js';
import { connectApi, type ConnectionStatus } from '../lib/api.js';
import { applyLanguage } from '../lib/i18n.svelte.js';

/** The player display: it only ever receives the player projection. */
class PlayerStore {
  view = $state<PlayerView>({ encounter: null });
  status = $state<ConnectionStatus>('connecting');

  start(): void {
    applyLanguage('system');
    const api = connectApi('player', (s) => {
      this.status = s;
      if (s === 'open')
        void api.invoke('player.state').then((r) => {
          if (r.ok) this.view = r.value;
        });
    });
    api.on('player.state', (v) => (this.view = v));
  }
}

export const player = new PlayerStore();
