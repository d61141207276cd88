// `npm run bench`: runs every benchmark that exists and prints one table (figure, value, budget, ok);
// the same rows go to bench/results.json.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Row } from './types';

const here = path.dirname(fileURLToPath(import.meta.url));
const suites = [
  'startup',
  'share-link',
  'hostile-link',
  'editor-keystroke',
  'letter-keystroke',
  'load',
  'pdf',
  'letter-pdf',
  'pdf-flood',
  'ats',
  'pdf-import',
  'targeting',
  'account-export',
  'history',
];
const only = process.argv.slice(2);

const rows: Row[] = [];
for (const name of suites) {
  if (only.length && !only.includes(name)) continue;
  const file = path.join(here, `${name}.ts`);
  if (!existsSync(file)) continue;
  process.stderr.write(`running ${name}...\n`);
  try {
    const mod = (await import(file)) as { run(): Promise<Row[]> };
    rows.push(...(await mod.run()));
  } catch (err) {
    rows.push({
      figure: `${name}: failed to run`,
      value: String((err as Error).message ?? err).slice(0, 80),
      budget: '-',
      ok: false,
    });
  }
}

const headers = ['figure', 'value', 'budget', 'ok'] as const;
const cells = rows.map((r) => [r.figure, r.value, r.budget, r.ok === null ? '-' : r.ok ? 'yes' : 'NO']);
const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
const line = (c: readonly string[]) => '| ' + c.map((v, i) => v.padEnd(widths[i]!)).join(' | ') + ' |';
console.log(line(headers));
console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
for (const c of cells) console.log(line(c));
writeFileSync(path.join(here, 'results.json'), JSON.stringify({ date: new Date().toISOString(), rows }, null, 2));
