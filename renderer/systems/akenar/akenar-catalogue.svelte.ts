import type { AppError, Result } from '../../../shared/contract/result.js';
import type { AkenarCatalogueView } from '../../../shared/systems/akenar/channels.js';
import type { EquipmentCatalogue } from '../../../shared/systems/akenar/equipment.js';
import { gm } from '../../lib/gm-store.svelte.js';

/**
 * The Akenar equipment catalogue as main last sent it (the GM's copy or the bundled one), shared by
 * the catalogue editor and the stat block forms. Changed only by main's replies.
 */
class AkenarCatalogue {
  view = $state<AkenarCatalogueView | null>(null);
  private loading: Promise<void> | null = null;

  /** Fetches the catalogue once (again with `force`); errors go to the banner. */
  load(force = false): Promise<void> {
    if (this.view && !force) return Promise.resolve();
    this.loading ??= gm.call('akenar.catalogue.get').then((r) => {
      this.loading = null;
      if (r.ok) this.view = r.value;
      else gm.error = r.error;
    });
    return this.loading;
  }

  /** Saves the whole catalogue; the caller shows a refusal (by path) itself. */
  async save(catalogue: EquipmentCatalogue): Promise<Result<AkenarCatalogueView>> {
    const r = await gm.call('akenar.catalogue.save', { catalogue });
    if (r.ok) this.view = r.value;
    return r;
  }

  async reset(): Promise<AppError | null> {
    const r = await gm.call('akenar.catalogue.reset');
    if (r.ok) this.view = r.value;
    return r.ok ? null : r.error;
  }
}

export const akenarCatalogue = new AkenarCatalogue();
