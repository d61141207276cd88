import type { CoverLetter, LetterRecord } from '@resumey/resume';
import { call, client } from '../lib/api';

const resumes = client.api.resumes;

/** The cover letter API (apps/server/src/letters/routes.ts) through the typed client. */
export const letterApi = {
  get: (id: string): Promise<LetterRecord> => call(resumes[':id'].letter.$get({ param: { id } })),
  save: (id: string, letter: CoverLetter, version: number | undefined): Promise<LetterRecord> =>
    call(resumes[':id'].letter.$put({ param: { id }, json: { letter, version } })),
  remove: (id: string) => call(resumes[':id'].letter.$delete({ param: { id } })),
  /** Which resumes have a letter (the dashboard's badges). */
  list: () => call(client.api.letters.$get()).then((r) => r.letters),
  targets: (id: string) => call(resumes[':id'].targets.$get({ param: { id } })).then((r) => r.targets),
};
export type LetterApi = Pick<typeof letterApi, 'get' | 'save'>;
