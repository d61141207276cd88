import { ConfigError, loadConfig } from './config';
import { createLogger } from './log';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';

const log = createLogger((process.env.LOG_LEVEL as never) || 'info');

try {
  const config = loadConfig();
  // The database opens (on PGlite: WebAssembly start-up and any crash recovery) while the rest of the server's
  // code loads: the two overlap, which measured about a second off the start.
  const opening = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  opening.catch(() => undefined);
  const { startServer } = await import('./server');
  const database = await opening;
  const server = await startServer(config, { log, database });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal });
    await server.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
} catch (err) {
  // Said plainly, as the operator has something to do about them.
  if (err instanceof ConfigError || err instanceof DataDirInUseError) {
    process.stderr.write(err.message + '\n');
  } else {
    log.error('failed to start', { error: String((err as Error)?.stack ?? err) });
  }
  process.exit(1);
}
