import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { MESSAGES, accountImportQuery, type AccountImportResult } from '@resumey/resume';
import type { AppContext, AppEnv } from '../context';
import { requireUser, userOrClientKey } from '../auth/current-user';
import { isUniqueViolation } from '../db/errors';
import { ApiError } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { queryInput } from '../http/validate';
import { storableResume } from '../resumes/input';
import { writeAccountExport } from './export';
import { readExport, readLimitedBody } from './import-read';
import { writeImport } from './import-write';
import { ZipStream } from './zip-stream';

/** The import's path: the app's 6 MB request limit leaves it to its own (ACCOUNT_IMPORT_MAX_BYTES, import-read.ts). */
export const ACCOUNT_IMPORT_PATH = '/api/account/import';

/**
 * The account's data (issue #42 items 3 and 5), for the signed-in owner only; API keys cannot reach them (they are
 * not in openapi/operations: a key is refused with 403), as they cannot reach the rest of the account:
 *   GET  /api/account/export               -> 200 application/zip, streamed (export.ts; what is inside: README.txt)
 *   POST /api/account/import[?shares=1]    ZIP body -> 200 AccountImportResult | 400 invalid_export | 409
 *                                          resume_limit | 413; nothing is written unless all of it is
 */
export function accountDataRoutes(ctx: AppContext) {
  const { db } = ctx.database;
  const limit = rateLimit({
    limits: ctx.rateLimits,
    name: 'account-data',
    windowMs: 10 * 60_000,
    max: ctx.config.ACCOUNT_DATA_RATE_LIMIT,
    key: userOrClientKey,
    message: MESSAGES.accountDataRateLimited,
  });
  return new Hono<AppEnv>()
    .get('/api/account/export', limit, async (c) => {
      const user = await requireUser(c);
      const day = new Date().toISOString().slice(0, 10);
      c.header('Content-Type', 'application/zip');
      c.header('Content-Disposition', `attachment; filename="resumey-export-${day}.zip"`);
      c.header('Cache-Control', 'no-store');
      const signal = c.req.raw.signal;
      return stream(
        c,
        async (out) => {
          const zip = new ZipStream(async (chunk) => {
            if (out.aborted) throw new Error('the client went away');
            await out.write(chunk);
          });
          await writeAccountExport(
            {
              db,
              views: ctx.services.viewCounter,
              pdf: () => ctx.services.pdf.get(),
              publicUrl: ctx.config.publicUrl,
              log: ctx.log,
            },
            user.id,
            zip,
            signal,
          );
        },
        async (err, out) => {
          // The answer has begun: the archive is cut short (no directory, so no reader takes it as complete).
          ctx.log.warn('account export failed', { error: String(err) });
          out.abort();
        },
      );
    })
    .post(ACCOUNT_IMPORT_PATH, limit, queryInput(accountImportQuery), async (c) => {
      const user = await requireUser(c);
      const content = readExport(await readLimitedBody(c.req.raw.body));
      // Each resume as any save takes it: within the size limits, its photo re-encoded by the server.
      const resumes = [];
      for (const r of content.resumes) resumes.push({ ...r, resume: (await storableResume(r.resume)).resume });
      try {
        const result = await writeImport(db, user.id, {
          resumes,
          trashed: content.trashed,
          profile: content.profile,
          withShares: c.req.valid('query').shares === '1',
        });
        return c.json(result satisfies AccountImportResult);
      } catch (err) {
        // Another account took an address between the checks and the write: nothing was written.
        if (isUniqueViolation(err)) {
          throw new ApiError(409, 'address_taken', 'An address of this export was just taken. Please import again.');
        }
        throw err;
      }
    });
}
