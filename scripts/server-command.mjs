// How the server process is started, shared by `npm start` and the benchmarks so they measure what runs.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The built server (apps/server/build.mjs): one JavaScript file, run with plain node. */
export const serverEntry = path.join(root, 'apps/server/dist/main.js');

/**
 * Node's flags for the server. A save allocates a few copies of a resume (request text, parsed object, validated
 * object, JSON for the database): 32 MB semi-spaces for new objects (16 MB by default) collect them less often and
 * promotes fewer (measured: resume saves at 64 connections 1,130-1,260 -> 1,450-1,510 a second), for at most
 * 48 MB more memory. SERVER_SEMI_SPACE_MB overrides it (for measuring). Source maps make stack traces name the
 * TypeScript sources.
 */
export const serverNodeArgs = [
  `--max-semi-space-size=${process.env.SERVER_SEMI_SPACE_MB ?? 32}`,
  '--enable-source-maps',
  serverEntry,
];

/** Newest modification time of the files under `dir` (node_modules, dist and tests left out). */
export function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'test') continue;
    newest = Math.max(newest, newestMtime(path.join(dir, entry.name)));
  }
  return newest;
}

const serverSources = ['apps/server/src', 'apps/server/build.mjs', 'packages/resume/src', 'packages/templates/src'];

/** Builds the server when its build is missing or older than its sources (about a second). */
export async function ensureServerBuilt() {
  const builtAt = existsSync(serverEntry) ? statSync(serverEntry).mtimeMs : 0;
  if (builtAt && serverSources.every((s) => newestMtime(path.join(root, s)) <= builtAt)) return;
  const { buildServer } = await import('../apps/server/build.mjs');
  await buildServer();
}
