import type { CoverLetter, LetterRecord } from '@resumey/resume';
import { call, client } from '../lib/api';

const resumes = client.api.resumes;

/**
 * The cover letter API (apps/server/src/letters/routes.ts) through the typed client: a resume's own letter, or with
 * `target` the letter for one of its job targets.
 */
export const letterApi = {
  get: (id: string, target?: string): Promise<LetterRecord> =>
    call(
      target
        ? resumes[':id'].targets[':targetId'].letter.$get({ param: { id, targetId: target } })
        : resumes[':id'].letter.$get({ param: { id } }),
    ),
  save: (id: string, letter: CoverLetter, version: number | undefined, target?: string): Promise<LetterRecord> =>
    call(
      target
        ? resumes[':id'].targets[':targetId'].letter.$put({
            param: { id, targetId: target },
            json: { letter, version },
          })
        : resumes[':id'].letter.$put({ param: { id }, json: { letter, version } }),
    ),
  remove: (id: string) => call(resumes[':id'].letter.$delete({ param: { id } })),
  /** Which resumes have a letter (the dashboard's badges). */
  list: () => call(client.api.letters.$get()).then((r) => r.letters),
  targets: (id: string) => call(resumes[':id'].targets.$get({ param: { id } })).then((r) => r.targets),
};
/**
 * The resume's job targets as letters list them (an array of targets): a key of their own, as the targeting panel
 * keeps another shape of the same list under ['targets', id].
 */
export const letterTargetsKey = (id: string) => ['letter-targets', id] as const;

export type LetterApi = Pick<typeof letterApi, 'get' | 'save'>;
