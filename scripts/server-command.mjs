// How the server process is started, shared by `npm start` and the benchmarks so they measure what runs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Node's flags for the server. A save allocates a few copies of a resume (request text, parsed object, validated
 * object, JSON for the database): 32 MB semi-spaces for new objects (16 MB by default) collect them less often and
 * promotes fewer (measured: resume saves at 64 connections 1,130-1,260 -> 1,450-1,510 a second), for at most
 * 48 MB more memory. SERVER_SEMI_SPACE_MB overrides it (for measuring).
 */
export const serverNodeArgs = [
  `--max-semi-space-size=${process.env.SERVER_SEMI_SPACE_MB ?? 32}`,
  '--import',
  'tsx',
  path.join(root, 'apps/server/src/main.ts'),
];
