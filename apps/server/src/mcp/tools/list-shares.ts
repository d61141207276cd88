import type { SharesList } from '@resumey/resume';
import { defineTool, jsonResult } from '../tool';
import { shareForModel } from './shapes';

export const listShares = defineTool({
  name: 'list_shares',
  title: 'List custom URLs',
  description:
    "Lists the user's custom URLs (shares, at most 4): id, the resume shared, its public address (url, and shortUrl when it has one), whether it is published or password-protected, its expiry and its total views. Use get_share_views for views per day. Needs the key's 'shares:manage' permission.",
  scopes: ['shares:manage'],
  input: {},
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run(_args, { api, publicUrl }) {
    const list = (await api('GET', '/api/shares')).json as SharesList;
    return jsonResult(`${list.shares.length} of ${list.limit} custom URLs; username: ${list.username ?? 'not set'}.`, {
      username: list.username,
      limit: list.limit,
      shares: list.shares.map((s) => shareForModel(s, publicUrl)),
    });
  },
});
