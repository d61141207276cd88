import type { AppContext } from './context';
import { publicPipeline, type PublicPipeline } from './public/pipeline';

/**
 * What a server keeps in memory for its whole run, made once at start (server.ts) and carried on the app context:
 * a test that starts a server gets fresh ones, with nothing process-wide to reset.
 */
export interface ServerServices {
  /** The public share reads and pages (public/pipeline.ts), for the fast path and the framework's routes alike. */
  public: PublicPipeline;
}

export function createServices(ctx: Pick<AppContext, 'config' | 'database' | 'rateLimits' | 'log'>): ServerServices {
  return { public: publicPipeline(ctx) };
}

/** `ctx` with its services made: the app context of a server (server.ts) or of a test's app. */
export const withServices = <T extends Pick<AppContext, 'config' | 'database' | 'rateLimits' | 'log'>>(
  ctx: T,
): T & { services: ServerServices } => ({ ...ctx, services: createServices(ctx) });
