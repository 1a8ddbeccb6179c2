import type { SystemHost, SystemHostContext } from '../core/host.js';

// INTERIM (issue #13 in progress): the demo lands with the UI.
export function pf1Host(_ctx: SystemHostContext): SystemHost {
  return {};
}
