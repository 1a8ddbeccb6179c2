// Akenar's services beyond its rules: the equipment catalogue channels and the demo encounter.
import path from 'node:path';
import { fail, ok, type Result } from '../../../shared/contract/result.js';
import type { ChannelHandlers, SystemHost, SystemHostContext } from '../core/host.js';
import { AkenarCatalogueStore, CatalogueError } from './catalogue-store.js';
import { buildAkenarDemo } from './demo.js';

/** A store error as a reply, naming the file or the first problem's JSON path; anything else is rethrown. */
function catalogueFailure(err: unknown): Result<never> {
  if (err instanceof CatalogueError) return fail(err.code, err.message, { path: err.issues[0]?.path ?? err.file, ...(err.issues.length ? { issues: err.issues.slice(0, 20) } : {}) });
  throw err;
}

function guarded<T>(f: () => Result<T>): Result<T> {
  try {
    return f();
  } catch (err) {
    return catalogueFailure(err);
  }
}

/** The GM's catalogue in `<dataDir>/akenar/equipment.json` (the bundled one until the GM saves). */
export function akenarHost(ctx: SystemHostContext): SystemHost {
  const store = new AkenarCatalogueStore(ctx.dataDir, path.join(ctx.resourcesDir, 'akenar', 'equipment.json'), ctx.now);
  const handlers: ChannelHandlers<'akenar.catalogue.get' | 'akenar.catalogue.save' | 'akenar.catalogue.reset'> = {
    'akenar.catalogue.get': () => guarded(() => ok(store.get())),
    'akenar.catalogue.save': (req) => guarded(() => ok(store.save(req.catalogue))),
    'akenar.catalogue.reset': () => guarded(() => ok(store.reset())),
  };
  return {
    handlers,
    demo: (_demo, id, seed) => guarded(() => buildAkenarDemo(id, seed, store.catalogue())),
  };
}
