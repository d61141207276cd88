import { call, client } from '../lib/api';

const resumes = client.api.resumes;

/** The version history API (apps/server/src/resumes/versions.ts) through the typed client. */
export const historyApi = {
  list: (id: string) => call(resumes[':id'].versions.$get({ param: { id } })),
  get: (id: string, versionId: string) =>
    call(resumes[':id'].versions[':versionId'].$get({ param: { id, versionId } })),
  restore: (id: string, versionId: string) =>
    call(resumes[':id'].versions[':versionId'].restore.$post({ param: { id, versionId } })),
};
