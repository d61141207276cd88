import { z } from 'zod';
import { SHARE_ACCESS_MESSAGES, type SharesList } from '@resumey/resume';
import { ApiCallError, defineTool, jsonResult } from '../tool';
import { shareForModel } from './shapes';

export const getShareViews = defineTool({
  name: 'get_share_views',
  title: "Read a custom URL's views",
  description:
    "How often a custom URL was opened: total views, views per day over the last 30 days (UTC, oldest first, today last), when it was last viewed, and PDF downloads from its page. The owner's own visits are not counted. Errors: not_found when the user has no share with that id. Needs the key's 'shares:manage' permission.",
  scopes: ['shares:manage'],
  input: { shareId: z.string().min(1).max(100).describe("The share's id, as list_shares gives it.") },
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run({ shareId }, { api, publicUrl }) {
    const list = (await api('GET', '/api/shares')).json as SharesList;
    const share = list.shares.find((s) => s.id === shareId);
    if (!share) throw new ApiCallError(404, 'not_found', SHARE_ACCESS_MESSAGES.shareNotFound, undefined);
    return jsonResult(`${share.views} views, ${share.pdfDownloads} PDF downloads.`, {
      ...shareForModel(share, publicUrl),
      viewsByDay: share.viewsByDay,
      lastViewedAt: share.lastViewedAt,
      pdfDownloads: share.pdfDownloads,
    });
  },
});
