import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A web build holding only what a server-rendered public page needs: the web app's own public page shell
 * (apps/web/public.html as written; a build only adds its script and style tags) beside a stand-in app shell, so
 * the tests and benchmarks of public pages need no web build. The caller removes the directory.
 */
export function publicShellDist(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>App shell</title>');
  const shell = readFileSync(new URL('../../../apps/web/public.html', import.meta.url), 'utf8');
  writeFileSync(path.join(dir, 'public.html'), shell);
  return dir;
}
