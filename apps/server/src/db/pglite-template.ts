import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LOCK_FILE } from './data-dir-lock';

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
        // The dump is of the whole directory, our lock included: a database made from it must not start with
        // the lock of the process that made the template (data-dir-lock.ts).
        writeFileSync(
          tmp,
          tarWithout(Buffer.from(await dump.arrayBuffer()), (name) => name.endsWith(`/${LOCK_FILE}`)),
        );
        renameSync(tmp, file);
      } catch {
        // A cache: failing to write it only means the next fresh start is slow too.
      }
    },
    discard: () => rmSync(file, { force: true }),
  };
}

/**
 * A tar archive (PGlite's dump: ustar, uncompressed) without the entries `drop` names. Each entry is a 512-byte
 * header (name at 0, size in octal at 124, ustar prefix at 345) and its data in 512-byte blocks.
 */
export function tarWithout(tar: Buffer, drop: (name: string) => boolean): Buffer {
  const kept: Buffer[] = [];
  let at = 0;
  while (at + 512 <= tar.length) {
    const header = tar.subarray(at, at + 512);
    const field = (from: number, length: number) =>
      header.toString('latin1', from, from + length).replace(/\0.*$/s, '');
    const name = [field(345, 155), field(0, 100)].filter(Boolean).join('/');
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const end = at + 512 + Math.ceil(size / 512) * 512;
    if (!name || !drop(`/${name.replace(/^\/+/, '')}`)) kept.push(tar.subarray(at, end));
    at = end;
  }
  kept.push(tar.subarray(at));
  return Buffer.concat(kept);
}

/** A data directory with nothing in it yet but our lock (a PGlite directory holds PG_VERSION once created). */
export function isFreshDataDir(dataDir: string): boolean {
  if (dataDir.startsWith('memory://')) return true;
  try {
    return readdirSync(dataDir).every((f) => f.startsWith(LOCK_FILE));
  } catch {
    return true;
  }
}
