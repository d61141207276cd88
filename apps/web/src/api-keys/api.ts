import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateApiKey } from '@resumey/resume';
import { call, client } from '../lib/api';

export type { ApiKeyList, ApiKeyScope, ApiKeySummary, CreatedApiKey } from '@resumey/resume';

const KEYS = ['api-keys'] as const;
const keys = client.api.account['api-keys'];

/** The signed-in user's API keys (apps/server/src/api-keys/routes.ts) through the typed client. */
export const apiKeysApi = {
  list: () => call(keys.$get()),
  create: (json: CreateApiKey) => call(keys.$post({ json })),
  revoke: (id: string) => call(keys[':id'].$delete({ param: { id } })),
};

export function useApiKeys() {
  return useQuery({ queryKey: KEYS, queryFn: apiKeysApi.list, staleTime: 0, refetchOnWindowFocus: false });
}

export function useCreateApiKey() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: apiKeysApi.create,
    onSuccess: () => queries.invalidateQueries({ queryKey: KEYS }),
  });
}

export function useRevokeApiKey() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: apiKeysApi.revoke,
    onSuccess: () => queries.invalidateQueries({ queryKey: KEYS }),
  });
}
