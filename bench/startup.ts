// `npm start` time to ready: from spawning the server (web app already built) to /api/health answering 200, on
// PGlite, in the three situations a user meets: the very first start on a machine (the database is created and
// migrated, and kept as a template), a fresh data directory once that template exists, and a restart on
// existing data. Best of 3 for the last two (the machine is shared); the first is measured once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Row } from './types';
import { startBenchServer } from './server';

const ms = (v: number) => `${Math.round(v)} ms`;

export async function run(): Promise<Row[]> {
  // Where the first start keeps its template (an empty cache, so the first start is really the first).
  const templates = mkdtempSync(path.join(tmpdir(), 'resumey-template-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'resumey-start-'));
  try {
    const first = await startBenchServer({ PGLITE_TEMPLATE_DIR: templates }, { dataDir });
    await first.stop({ keepData: true });

    const fresh: number[] = [];
    const restart: number[] = [];
    for (let i = 0; i < 3; i++) {
      const s = await startBenchServer({ PGLITE_TEMPLATE_DIR: templates });
      fresh.push(s.readyMs);
      await s.stop();
      const again = await startBenchServer({ PGLITE_TEMPLATE_DIR: templates }, { dataDir });
      restart.push(again.readyMs);
      await again.stop({ keepData: true });
    }
    return [
      {
        figure: 'npm start: time to ready, first start (creates the database)',
        value: ms(first.readyMs),
        budget: 'report',
        ok: null,
      },
      { figure: 'npm start: time to ready, fresh data dir', value: ms(Math.min(...fresh)), budget: 'report', ok: null },
      {
        figure: 'npm start: time to ready, existing data',
        value: ms(Math.min(...restart)),
        budget: 'report',
        ok: null,
      },
    ];
  } finally {
    rmSync(templates, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await run());
