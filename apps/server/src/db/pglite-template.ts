import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * A migrated, empty PGlite database kept as a tarball, so a fresh PGlite starts in about a second instead of the
 * 8+ s its initdb takes in WebAssembly (`npm start` on a new checkout, every test server, the bench). The first
 * fresh start makes it; later fresh starts load it (PGlite's loadDataDir). It is named after the migrations and
 * the PGlite version, so a new migration or upgrade makes a new one; it lives in node_modules/.cache, with other
 * build caches, and deleting it is always safe.
 */

function pgliteVersion(): string {
  try {
    let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    for (let i = 0; i < 5 && !existsSync(path.join(dir, 'package.json')); i++) dir = path.dirname(dir);
    return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

function migrationsHash(migrationsFolder: string): string {
  const hash = createHash('sha256').update(pgliteVersion());
  const files = [
    path.join(migrationsFolder, 'meta', '_journal.json'),
    ...readdirSync(migrationsFolder)
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .map((f) => path.join(migrationsFolder, f)),
  ];
  for (const file of files) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

export interface PgliteTemplate {
  /** The template to start a fresh database from, if one was made. */
  load(): Blob | undefined;
  /** Keeps a freshly migrated database as the template (written atomically: parallel starts never see half). */
  save(dump: Blob): Promise<void>;
  /** Forgets a template that did not load. */
  discard(): void;
}

export function pgliteTemplate(migrationsFolder: string): PgliteTemplate {
  const dir = process.env.PGLITE_TEMPLATE_DIR ?? path.resolve(migrationsFolder, '../../../node_modules/.cache/resumey');
  const file = path.join(dir, `pglite-${migrationsHash(migrationsFolder)}.tar`);
  return {
    load: () => {
      try {
        return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
      } catch {
        return undefined;
      }
    },
    save: async (dump) => {
      try {
        mkdirSync(dir, { recursive: true });
        const tmp = `${file}.${process.pid}.tmp`;
        writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
        renameSync(tmp, file);
      } catch {
        // A cache: failing to write it only means the next fresh start is slow too.
      }
    },
    discard: () => rmSync(file, { force: true }),
  };
}

/** A data directory with nothing in it yet (a PGlite directory holds PG_VERSION once created). */
export function isFreshDataDir(dataDir: string): boolean {
  if (dataDir.startsWith('memory://')) return true;
  try {
    return readdirSync(dataDir).length === 0;
  } catch {
    return true;
  }
}
