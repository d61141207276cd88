import { ConfigError, loadConfig } from './config';
import { createLogger } from './log';
import { startServer } from './server';

const log = createLogger((process.env.LOG_LEVEL as never) || 'info');

try {
  const config = loadConfig();
  const server = await startServer(config, { log });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal });
    await server.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
} catch (err) {
  if (err instanceof ConfigError) {
    process.stderr.write(err.message + '\n');
  } else {
    log.error('failed to start', { error: String((err as Error)?.stack ?? err) });
  }
  process.exit(1);
}
