import path from 'node:path';
import { appRoot } from '../service/bootstrap.js';
import { startWebHost } from '../web/server.js';
import { AssetStore } from '../store/asset-store.js';
import * as m from '../../shared/i18n/paraglide/messages.js';
import { runCli } from './cli.js';

// Output piped into `head` and closed early is not an error: stop quietly.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(0);
  throw err;
});

const code = await runCli(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  env: process.env,
  lockLost: () => process.exit(1),
  async startWeb(service, port, dataDir) {
    const assets = new AssetStore(dataDir);
    const host = await startWebHost({ service, port: port ?? 5170, staticDir: path.join(appRoot(), 'dist', 'renderer'), assetFile: (id) => assets.fileOf(id) });
    process.stdout.write(
      [m.cli_web_started({ origin: host.origin }), m.cli_web_gm({ url: host.gmUrl }), m.cli_web_player({ url: host.playerUrl }), m.cli_data_dir({ dir: dataDir }), m.cli_web_stop(), ''].join('\n'),
    );
    await new Promise<void>((resolve) => {
      const stop = () => void host.close().then(resolve);
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
  },
});
process.exitCode = code;
