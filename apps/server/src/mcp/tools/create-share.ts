import { z } from 'zod';
import type { OwnShare } from '@resumey/resume';
import { defineTool, jsonResult } from '../tool';
import { resumeIdArg } from './get-resume';
import { shareForModel } from './shapes';

export const createShare = defineTool({
  name: 'create_share',
  title: 'Share a resume at a custom URL',
  description:
    'Publishes a resume at {site}/u/{username}/{slug} (anyone with the link can read it, no sign-in) and, when free, at the short address {site}/v/{slug}. Returns the addresses. ' +
    'The slug is normalised (lower case, spaces become hyphens). Sharing the same resume under the same slug again refreshes it. ' +
    'The account needs a username first: if it has none, pass `username` to set it (3 to 29 characters: a-z, 0-9, hyphens). ' +
    "Errors: slug_taken (another of the user's resumes uses the slug), short_slug_taken, shared_limit (at most 4 custom URLs: ask the user which to remove), invalid_slug, not_found (no such resume), profile_not_found (no username yet: pass `username`), username_taken. " +
    "Ask the user before sharing: the resume becomes public. Needs the key's 'shares:manage' permission.",
  scopes: ['shares:manage'],
  input: {
    resumeId: resumeIdArg,
    slug: z.string().min(1).max(100).describe("The custom URL's last part, e.g. 'jane-doe-backend'."),
    shortSlug: z
      .string()
      .min(1)
      .max(100)
      .nullable()
      .optional()
      .describe('The short address /v/{shortSlug}: left out, the slug when free; null, none.'),
    username: z
      .string()
      .min(3)
      .max(29)
      .optional()
      .describe("Sets the account's username first, when it has none yet (ignored when it has one)."),
  },
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  async run({ resumeId, slug, shortSlug, username: wanted }, { api, publicUrl }) {
    let { username } = (await api('GET', '/api/profile')).json as { username: string | null };
    if (!username && wanted) {
      username = ((await api('PUT', '/api/profile/username', { username: wanted })).json as { username: string })
        .username;
    }
    const { json, status } = await api('POST', '/api/shares', {
      username: username ?? '',
      slug,
      resumeId,
      ...(shortSlug !== undefined ? { shortSlug } : {}),
    });
    const share = shareForModel((json as { share: OwnShare }).share, publicUrl);
    return jsonResult(
      `${status === 201 ? 'Shared' : 'Refreshed'} at ${share.url}${share.shortUrl ? ` and ${share.shortUrl}` : ''}.`,
      share,
    );
  },
});
