import { ensureServerBuilt } from '../../../../scripts/server-command.mjs';

// Some server tests start the built server as `npm start` runs it (spawnServer's `built`). It is built here, once,
// before any worker starts: two test files building it at once would write the same file while the other one's
// server may be loading it, and a build inside a test would count in the start times some of them measure.
export default async function setup() {
  await ensureServerBuilt();
}
