// tsc copies no .js files, so the compiled paraglide messages are copied next to the compiled
// shared/ code that imports them.
import { cpSync, existsSync } from 'node:fs';

const from = 'shared/i18n/paraglide';
if (!existsSync(from)) {
  console.error(`${from} is missing: run \`npm run i18n\` first.`);
  process.exit(1);
}
cpSync(from, 'dist/shared/i18n/paraglide', { recursive: true });
