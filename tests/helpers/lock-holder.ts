// A child process for the data-lock tests: takes the lock on the data folder given as the first
// argument, says so on stdout, and holds it until it is killed.
import { lockDataDir } from '../../main/store/data-lock.js';

const dir = process.argv[2];
if (!dir) throw new Error('usage: lock-holder DATA_DIR');
lockDataDir(dir, 'cli');
process.stdout.write(`locked ${process.pid}\n`);
setInterval(() => undefined, 1 << 30);
