#!/usr/bin/env node
// `npm start`: builds the web app when its build is missing or older than its sources, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeArgs } from './server-command.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'test') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

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
    return (
      existsSync(p) && (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs) > statSync(built).mtimeMs
    );
  });
if (stale) {
  console.log('Building the web app...');
  const res = spawnSync('npm', ['run', 'build', '-w', '@resumey/web'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

const server = spawn(process.execPath, serverNodeArgs, {
  cwd: root,
  stdio: 'inherit',
  env: { PORT: '3000', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
