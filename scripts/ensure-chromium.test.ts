// `npm start` on a machine without the PDF renderer (issue #38): it says so and names the one command that installs
// it, and starts anyway; it never claims a renderer it lacks.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ensure-chromium.mjs');

/** Runs ensurePdfRenderer() in a process of its own with `env`: its answer, and what it printed. */
function ensure(env: Record<string, string>) {
  const run = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', `import('${script}').then((m) => console.log(m.ensurePdfRenderer()))`],
    { env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8' },
  );
  return { answer: run.stdout.trim(), said: run.stderr, status: run.status };
}

describe('npm start and the PDF renderer', () => {
  it('with CHROMIUM_PATH pointing nowhere, says PDFs will be printed by the browser and goes on', () => {
    expect(ensure({ CHROMIUM_PATH: '/nonexistent/chromium' })).toEqual({
      answer: 'false',
      said: 'No Chromium at CHROMIUM_PATH=/nonexistent/chromium: PDFs will be printed by the browser until it is there.\n',
      status: 0,
    });
  });

  it('finds a renderer that is there and installs nothing', () => {
    expect(ensure({ CHROMIUM_PATH: process.execPath })).toEqual({ answer: 'true', said: '', status: 0 });
  });
});
