import { Hono, type Context } from 'hono';
import {
  createResume,
  createResumeBody,
  duplicateResume,
  duplicateResumeQuery,
  renameResumeBody,
  updateResumeBody,
  type Resume,
  type ResumeRecord,
  type TrashList,
  type VersionList,
} from '@resumey/resume';
import type { AppContext, AppEnv } from '../context';
import { requireUser } from '../auth/current-user';
import { jsonText } from '../http/json-text';
import { jsonBody, queryInput } from '../http/validate';
import { copyLetter } from './copy-letter';
import { storableResume } from './input';
import { deleteForever, listTrash, restoreResume, trashResume } from './trash';
import { listVersions, getVersion, restoreVersion } from './versions';
import {
  getRecord,
  getResumeData,
  insertResume,
  insertResumeIn,
  listRecords,
  resumeSaver,
  writeResume,
} from './repository';

/** A session token without a lookup when the cookie carries one (the save checks it itself), else a 401. */
const tokenOrSignIn = async (c: Context<AppEnv>) => (await c.get('session').token()) ?? requireUser(c);

/**
 * The resume API (bodies and answers: packages/resume/src/api/resumes.ts). Every call needs a session and only
 * ever sees the caller's own resumes: another user's id is answered exactly like an id that does not exist (404).
 * DELETE moves a resume to the trash (issue #42, trash.ts); the trash has its own routes, registered before /:id:
 *   GET    /api/resumes/trash              -> { resumes: TrashedResume[] }
 *   POST   /api/resumes/trash/:id/restore  -> 200 ResumeRecord | 409 resume_limit
 *   DELETE /api/resumes/trash/:id          -> 204 (deleted for good)
 * Version history (issue #42 item 1, versions.ts), owner-only like the rest:
 *   GET    /api/resumes/:id/versions                   -> { versions: VersionSummary[] } (no content)
 *   GET    /api/resumes/:id/versions/:versionId        -> Resume (that version's content)
 *   POST   /api/resumes/:id/versions/:versionId/restore -> 200 ResumeRecord (a new save and a new version)
 */
export function resumeRoutes({ database, services }: AppContext) {
  const { db } = database;
  const views = services.viewCounter;
  const saveResume = resumeSaver(database);
  return (
    new Hono<AppEnv>()
      .get('/', async (c) => {
        const user = await requireUser(c);
        return c.json({ resumes: await listRecords(db, views, user.id) });
      })
      .post('/', jsonBody(createResumeBody, { first: requireUser }), async (c) => {
        const user = await requireUser(c);
        const body = c.req.valid('json');
        let resume: Resume;
        if ('templateId' in body) {
          const { templateId, pageSize, language } = body;
          resume = createResume({
            meta: { templateId, ...(pageSize ? { pageSize } : {}), ...(language ? { language } : {}) },
          });
        } else {
          resume = (await storableResume(body.resume)).resume;
        }
        return c.json(await insertResume(db, user.id, resume), 201);
      })
      .get('/trash', async (c) => {
        const user = await requireUser(c);
        return c.json({ resumes: await listTrash(db, user.id) } satisfies TrashList);
      })
      .post('/trash/:id/restore', async (c) => {
        const user = await requireUser(c);
        return c.json(await restoreResume(db, views, user.id, c.req.param('id')));
      })
      .delete('/trash/:id', async (c) => {
        const user = await requireUser(c);
        await deleteForever(db, user.id, c.req.param('id'));
        return c.body(null, 204);
      })
      .get('/:id', async (c) => {
        const user = await requireUser(c);
        return c.json(await getRecord(db, views, user.id, c.req.param('id')));
      })
      // The editor's autosave, the busiest authenticated call: the session is checked inside the save's own
      // statement. Whatever that does not settle (signed out, session due for extension, not found, conflict) takes
      // the usual path with the usual answers, a 401 before a 400.
      .put('/:id', jsonBody(updateResumeBody, { first: tokenOrSignIn, beforeRefusing: requireUser }), async (c) => {
        const token = await c.get('session').token();
        const { version } = c.req.valid('json');
        // A refused photo is a 400 only for a signed-in caller, like every other refusal of this route.
        const { resume, json } = await storableResume(c.req.valid('json').resume).catch(async (err: unknown) => {
          await requireUser(c);
          throw err;
        });
        const id = c.req.param('id');
        const saved =
          (token && (await saveResume.bySession(token, id, resume, json, version))) ||
          (await saveResume.byUser((await requireUser(c)).id, id, resume, json, version));
        return jsonText<ResumeRecord>(c, saved);
      })
      .get('/:id/versions', async (c) => {
        const user = await requireUser(c);
        return c.json({ versions: await listVersions(db, user.id, c.req.param('id')) } satisfies VersionList);
      })
      .get('/:id/versions/:versionId', async (c) => {
        const user = await requireUser(c);
        return c.json(await getVersion(db, user.id, c.req.param('id'), c.req.param('versionId')));
      })
      .post('/:id/versions/:versionId/restore', async (c) => {
        const user = await requireUser(c);
        return c.json(await restoreVersion(db, user.id, c.req.param('id'), c.req.param('versionId')));
      })
      .patch('/:id', jsonBody(renameResumeBody, { first: requireUser }), async (c) => {
        const user = await requireUser(c);
        const { title } = c.req.valid('json');
        const record = await writeResume(db, user.id, c.req.param('id'), (row) => {
          const current = row.data as Resume;
          return { ...current, meta: { ...current.meta, title } };
        });
        return c.json(record);
      })
      .post('/:id/duplicate', queryInput(duplicateResumeQuery), async (c) => {
        const user = await requireUser(c);
        const id = c.req.param('id');
        const source = await getResumeData(db, user.id, id);
        const { letters } = c.req.valid('query');
        const record = await db.transaction(async (tx) => {
          const copy = await insertResumeIn(tx, user.id, duplicateResume(source));
          // The copy takes the cover letter only when asked (issue #41 item 6: the dashboard asks).
          if (letters === 'copy') await copyLetter(tx, user.id, id, copy.resume.id);
          return copy;
        });
        return c.json(record, 201);
      })
      .delete('/:id', async (c) => {
        const user = await requireUser(c);
        await trashResume(db, user.id, c.req.param('id'));
        return c.body(null, 204);
      })
  );
}
