import { Hono } from 'hono';
import { createResume, duplicateResume, type Resume } from '@resumey/resume';
import type { AppContext, AppEnv } from '../context';
import { requireUser } from '../auth/current-user';
import { readJson } from '../http/validate';
import { checkResumeSize, createBody, renameBody, updateBody } from './resumes-input';
import {
  deleteResume,
  getRecord,
  getResumeData,
  insertResume,
  listRecords,
  resumeSaver,
  writeResume,
} from './resumes-db';

/**
 * The resume API (TEAM.md contract). Every call needs a session and only ever sees the caller's own resumes:
 * another user's id is answered exactly like an id that does not exist (404).
 */
export function resumeRoutes({ database }: AppContext) {
  const { db } = database;
  const saveResume = resumeSaver(database);
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const user = await requireUser(c);
      return c.json({ resumes: await listRecords(db, user.id) });
    })
    .post('/', async (c) => {
      const user = await requireUser(c);
      const body = await readJson(c, createBody);
      let resume: Resume;
      if ('templateId' in body) {
        resume = createResume({ meta: { templateId: body.templateId } });
      } else {
        resume = body.resume;
        checkResumeSize(resume);
      }
      return c.json(await insertResume(db, user.id, resume), 201);
    })
    .get('/:id', async (c) => {
      const user = await requireUser(c);
      return c.json(await getRecord(db, user.id, c.req.param('id')));
    })
    .put('/:id', async (c) => {
      // The editor's autosave, the busiest authenticated call: the session is checked inside the save's own
      // statement. Whatever that does not settle (signed out, session due for extension, not found, conflict)
      // takes the usual path with the usual answers.
      const token = await c.get('session').token();
      if (!token) await requireUser(c);
      const { resume, version } = await readJson(c, updateBody).catch(async (err: unknown) => {
        await requireUser(c);
        throw err;
      });
      const json = checkResumeSize(resume);
      const id = c.req.param('id');
      const saved =
        (token && (await saveResume.bySession(token, id, resume, json, version))) ||
        (await saveResume.byUser((await requireUser(c)).id, id, resume, json, version));
      return c.body(saved, 200, { 'Content-Type': 'application/json' });
    })
    .patch('/:id', async (c) => {
      const user = await requireUser(c);
      const { title } = await readJson(c, renameBody);
      const record = await writeResume(db, user.id, c.req.param('id'), (row) => {
        const current = row.data as Resume;
        return { ...current, meta: { ...current.meta, title } };
      });
      return c.json(record);
    })
    .post('/:id/duplicate', async (c) => {
      const user = await requireUser(c);
      const source = await getResumeData(db, user.id, c.req.param('id'));
      return c.json(await insertResume(db, user.id, duplicateResume(source)), 201);
    })
    .delete('/:id', async (c) => {
      const user = await requireUser(c);
      await deleteResume(db, user.id, c.req.param('id'));
      return c.body(null, 204);
    });
}
