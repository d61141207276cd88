import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import type { Logger } from '../log';

/**
 * SESSION_SECRET signs cookies. Without one, an embedded install keeps a generated secret next to its data so
 * sessions survive restarts; a PostgreSQL install without one gets a per-process secret and a warning, because
 * several servers must share it.
 */
export function resolveSecret(config: Config, log: Logger): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  if (!config.DATABASE_URL && !config.DATA_DIR.startsWith('memory://')) {
    const file = path.join(config.DATA_DIR, '.session-secret');
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    mkdirSync(config.DATA_DIR, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
  log.warn('SESSION_SECRET is not set: using a per-process secret; set it when running several servers');
  return randomBytes(32).toString('hex');
}
