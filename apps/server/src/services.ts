import type { AppContext } from './context';
import { startContactOutbox, type ContactOutbox } from './contact/outbox';
import { DEFAULT_WEB_DIST } from './paths';
import { serverPdfService, type ServerPdfService } from './pdf/service';
import { PublicCache } from './public/cache';
import { publicPipeline, type PublicPipeline } from './public/pipeline';
import type { PublicStore } from './public/repository';
import { ViewCounter } from './shares/view-counter';

/**
 * What a server keeps in memory for its whole run, made once at start (server.ts) and carried on the app context:
 * a test that starts a server gets fresh ones, with nothing process-wide to reset.
 */
export interface ServerServices {
  /** Public share reads answered from memory for up to a second (public/cache.ts). */
  publicCache: PublicCache<unknown>;
  /** Share views counted in memory and written every second (shares/view-counter.ts). */
  viewCounter: ViewCounter;
  /** The database with the two above, for the public reads (public/repository.ts). */
  publicStore: PublicStore;
  /** The public share reads and pages (public/pipeline.ts), for the fast path and the framework's routes alike. */
  public: PublicPipeline;
  /** Contact messages waiting to be mailed (contact/outbox.ts); none without a mail server. */
  contactOutbox?: ContactOutbox;
  /** The PDF service, started on first use (pdf/service.ts). */
  pdf: ServerPdfService;
  /** Stops what runs in the background and writes what is held in memory, before the database closes. */
  close(): Promise<void>;
}

export function createServices({
  config,
  database,
  rateLimits,
  log,
}: Pick<AppContext, 'config' | 'database' | 'rateLimits' | 'log'>): ServerServices {
  const publicCache = new PublicCache<unknown>();
  const viewCounter = new ViewCounter(database.db);
  const publicStore = { db: database.db, cache: publicCache, views: viewCounter };
  const contactOutbox = startContactOutbox({ database, log, config });
  const pdf = serverPdfService(config, log, config.WEB_DIST ?? DEFAULT_WEB_DIST);
  return {
    publicCache,
    viewCounter,
    publicStore,
    public: publicPipeline({ config, rateLimits, store: publicStore }),
    contactOutbox,
    pdf,
    close: async () => {
      await pdf.close();
      await contactOutbox?.stop();
      // Views counted in memory are written before the database closes.
      await viewCounter.flush().catch(() => undefined);
    },
  };
}

/** `ctx` with its services made: the app context of a server (server.ts) or of a test's app. */
export const withServices = <T extends Pick<AppContext, 'config' | 'database' | 'rateLimits' | 'log'>>(
  ctx: T,
): T & { services: ServerServices } => ({ ...ctx, services: createServices(ctx) });
