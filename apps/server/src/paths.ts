import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server), found from this module's location, which differs between the sources
 * (src/paths.ts, run by tsx in tests and development) and the build (dist/main.js, one bundle).
 */
function packageRoot(): string {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@resumey/server') return dir;
    if (path.dirname(dir) === dir) throw new Error('The @resumey/server package folder was not found');
  }
}

export const SERVER_ROOT = packageRoot();
/** The database migrations (drizzle-kit's output), the same for PGlite and PostgreSQL. */
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
/** The built web app (apps/web/dist) unless WEB_DIST says otherwise. */
export const DEFAULT_WEB_DIST = path.resolve(SERVER_ROOT, '../web/dist');
