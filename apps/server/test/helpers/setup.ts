import { beforeAll } from 'vitest';
import { shareClock } from '../../src/clock';

// The server project shares a worker process between test files (isolate: false, vitest.config.ts), so what the
// server keeps per process outlives a file. The share clock is the one piece a test moves on purpose (PUT
// /api/test/clock): every file starts on real time, whatever the file before it left behind.
beforeAll(() => {
  shareClock.setOffset(0);
});
