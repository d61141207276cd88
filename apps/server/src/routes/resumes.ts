import { Hono } from 'hono';
import { createResume, duplicateResume, type Resume } from '@resumey/resume';
import type { AppContext, AppEnv } from '../context';
import { requireUser } from '../auth/routes';
import { readJson } from '../http/validate';
import { checkResumeSize, createBody, renameBody, updateBody } from './resumes-input';
import {
  deleteResume,
  getRecord,
  getResumeData,
  insertResume,
  listRecords,
  saveResume,
  writeResume,
} from './resumes-db';

/**
 * The resume API (TEAM.md contract). Every call needs a session and only ever sees the caller's own resumes:
 * another user's id is answered exactly like an id that does not exist (404).
 */
export function resumeRoutes({ database }: AppContext) {
  const { db } = database;
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const user = requireUser(c);
      return c.json({ resumes: await listRecords(db, user.id) });
    })
    .post('/', async (c) => {
      const user = requireUser(c);
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
      const user = requireUser(c);
      return c.json(await getRecord(db, user.id, c.req.param('id')));
    })
    .put('/:id', async (c) => {
      const user = requireUser(c);
      const { resume, version } = await readJson(c, updateBody);
      checkResumeSize(resume);
      return c.json(await saveResume(db, user.id, c.req.param('id'), resume, version));
    })
    .patch('/:id', async (c) => {
      const user = requireUser(c);
      const { title } = await readJson(c, renameBody);
      const record = await writeResume(db, user.id, c.req.param('id'), (row) => {
        const current = row.data as Resume;
        return { ...current, meta: { ...current.meta, title } };
      });
      return c.json(record);
    })
    .post('/:id/duplicate', async (c) => {
      const user = requireUser(c);
      const source = await getResumeData(db, user.id, c.req.param('id'));
      return c.json(await insertResume(db, user.id, duplicateResume(source)), 201);
    })
    .delete('/:id', async (c) => {
      const user = requireUser(c);
      await deleteResume(db, user.id, c.req.param('id'));
      return c.body(null, 204);
    });
}
