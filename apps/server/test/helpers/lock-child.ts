// A process of its own that takes PGlite data directories' locks as the server does (data-dir-lock.ts), for the
// cross-process race in data-dir-lock.test.ts. It says "ready", then for each line on stdin (a directory) takes
// that directory's lock and answers "locked" or "refused: <message>"; so several of them told at the same moment
// call lockDataDir at once. It holds every lock it got (its process is alive) until it is killed.
// Run as `node --import tsx lock-child.ts`.
import { createInterface } from 'node:readline';
import { lockDataDir } from '../../src/db/data-dir-lock';

// Each lock taken adds an exit listener (it deletes the lock on a normal exit); this process takes one a round.
process.setMaxListeners(100);

createInterface({ input: process.stdin }).on('line', (dir) => {
  try {
    lockDataDir(dir);
    process.stdout.write('locked\n');
  } catch (err) {
    process.stdout.write(`refused: ${(err as Error).message}\n`);
  }
});
process.stdout.write('ready\n');
