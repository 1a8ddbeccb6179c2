import type { PlayerView } from '../../shared/contract/views.js';
import { connectApi, type ConnectionStatus } from '../lib/api.js';
import { applyLanguage, i18n } from '../lib/i18n.svelte.js';

/** The player display: it only ever receives the player projection. */
class PlayerStore {
  view = $state<PlayerView>({ locale: 'en', encounter: null });
  status = $state<ConnectionStatus>('connecting');

  start(): void {
    // Until main answers, its own browser's language; then always the GM's.
    applyLanguage('system');
    const show = (v: PlayerView) => {
      this.view = v;
      if (v.locale !== i18n.locale) applyLanguage(v.locale);
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
