import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, client } from '../lib/api';

export const TRASH_KEY = ['trash'] as const;

const { trash } = client.api.resumes;

/** The trash's endpoints (apps/server/src/resumes/trash.ts); restoring goes through the resume store. */
export const trashApi = {
  list: () => call(trash.$get()).then((r) => r.resumes),
  deleteForever: (id: string) => call(trash[':id'].$delete({ param: { id } })),
};

/**
 * The signed-in user's trash, most recently deleted first. Read again whenever the number of resumes changes,
 * so a resume deleted or restored in another tab moves between the list and the trash here too.
 */
export const useTrash = (resumeCount: number) =>
  useQuery({ queryKey: [...TRASH_KEY, resumeCount], queryFn: trashApi.list, placeholderData: keepPreviousData });
