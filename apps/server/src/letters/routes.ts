import { Hono } from 'hono';
import { saveLetterBody } from '@resumey/resume';
import type { AppContext, AppEnv } from '../context';
import { requireUser } from '../auth/current-user';
import { jsonBody } from '../http/validate';
import { deleteLetter, getLetter, listLetters, saveLetter } from './repository';

/**
 * Cover letters (issue #41), under /api/resumes/:id. Owner only: another user's resume, or a trashed one, is
 * answered 404 like one that does not exist.
 *   GET    /api/resumes/:id/letter  -> LetterRecord | 404
 *   PUT    /api/resumes/:id/letter  -> 201 (created) | 200 LetterRecord | 409 version_conflict { current }
 *   DELETE /api/resumes/:id/letter  -> 204
 * and the same under /api/resumes/:id/targets/:targetId/letter for a letter written for one of the resume's job
 * targets (404 'Job target not found' for a target of another resume or user). Only the resume's own letter can be
 * shared.
 */
export function letterRoutes({ database }: AppContext) {
  const { db } = database;
  return (
    new Hono<AppEnv>()
      .get('/:id/letter', async (c) => {
        const user = await requireUser(c);
        return c.json(await getLetter(db, user.id, c.req.param('id')));
      })
      .put('/:id/letter', jsonBody(saveLetterBody, { first: requireUser }), async (c) => {
        const user = await requireUser(c);
        const { letter, version } = c.req.valid('json');
        const { record, created } = await saveLetter(db, user.id, c.req.param('id'), letter, version);
        return c.json(record, created ? 201 : 200);
      })
      .delete('/:id/letter', async (c) => {
        const user = await requireUser(c);
        await deleteLetter(db, user.id, c.req.param('id'));
        return c.body(null, 204);
      })
      // A letter for one job target of the resume (issue #41 item 1): the same, for that posting.
      .get('/:id/targets/:targetId/letter', async (c) => {
        const user = await requireUser(c);
        return c.json(await getLetter(db, user.id, c.req.param('id'), c.req.param('targetId')));
      })
      .put('/:id/targets/:targetId/letter', jsonBody(saveLetterBody, { first: requireUser }), async (c) => {
        const user = await requireUser(c);
        const { letter, version } = c.req.valid('json');
        const target = c.req.param('targetId');
        const { record, created } = await saveLetter(db, user.id, c.req.param('id'), letter, version, target);
        return c.json(record, created ? 201 : 200);
      })
      .delete('/:id/targets/:targetId/letter', async (c) => {
        const user = await requireUser(c);
        await deleteLetter(db, user.id, c.req.param('id'), c.req.param('targetId'));
        return c.body(null, 204);
      })
  );
}

/** GET /api/letters: the dashboard's badges (which resumes have a letter). */
export function letterListRoutes({ database }: AppContext) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const user = await requireUser(c);
    return c.json(await listLetters(database.db, user.id));
  });
}
