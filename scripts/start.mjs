#!/usr/bin/env node
// `npm start`: builds the web app and the server when a build is missing or older than its sources, then runs
// the built server with plain node.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuilt, newestMtime, serverNodeArgs } from './server-command.mjs';
import { ensurePdfRenderer } from './ensure-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'apps/web/dist/index.html');

const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public.html',
  'apps/web/print.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/resume/src',
  'packages/templates/src',
];
const stale =
  !existsSync(built) ||
  sources.some((s) => {
    const p = path.join(root, s);
    return existsSync(p) && newestMtime(p) > statSync(built).mtimeMs;
  });
if (stale) {
  console.log('Building the web app...');
  const res = spawnSync('npm', ['run', 'build', '-w', '@resumey/web'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

await ensureServerBuilt();
ensurePdfRenderer();

const server = spawn(process.execPath, serverNodeArgs, {
  cwd: root,
  stdio: 'inherit',
  env: { PORT: '3000', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
