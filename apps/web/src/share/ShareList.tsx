import { useState } from 'react';
import { Copy, ExternalLink, Eye, Settings2, Trash2 } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../components/ui/button';
import { ConfirmDialog } from '../components/ui/alert-dialog';
import { copyText } from './clipboard';
import { ShareSettings } from './ShareSettings';
import { Badge } from '../components/ui/badge';
import { SHARES_KEY, shareApi, shareUrl, type OwnShare } from './share-api';

const views = (n: number) => t`${plural(n, { one: '# view', other: '# views' })}`;

/** The user's custom URLs with their view counts: copy, open, delete. */
export function ShareList({ shares, currentResumeId }: { shares: OwnShare[]; currentResumeId: string }) {
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<OwnShare>();
  const [open, setOpen] = useState<string>();
  const { t: tr } = useLingui();
  const deletingPath = `/u/${deleting?.username ?? ''}/${deleting?.slug ?? ''}`;

  async function remove(share: OwnShare) {
    try {
      await shareApi.remove(share.id);
      toast.success(t`Custom URL deleted`);
    } catch {
      toast.error(t`Failed to delete`, { description: t`Please try again.` });
    }
    await queryClient.invalidateQueries({ queryKey: SHARES_KEY });
  }

  if (!shares.length)
    return (
      <p className="text-sm text-slate-500">
        <Trans>No custom URLs yet.</Trans>
      </p>
    );
  return (
    <>
      <ul className="grid gap-2" aria-label={tr`Your custom URLs`}>
        {shares.map((s) => {
          const path = `/u/${s.username ?? '?'}/${s.slug}`;
          const url = s.username ? shareUrl(s.username, s.slug) : '';
          return (
            <li
              key={s.id}
              className="grid grid-cols-[minmax(0,1fr)] gap-2 rounded-lg border border-slate-200 p-2 ps-3"
              data-testid="share-row"
            >
              <div className="flex min-w-0 items-center gap-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-slate-900" title={path}>
                    {path}
                  </p>
                  <ShortLinkLine share={s} />
                  <p className="flex items-center gap-1 truncate text-xs text-slate-500">
                    <Eye className="size-3.5 shrink-0" aria-hidden />
                    <span data-testid="share-views">{views(s.views)}</span>
                    <span aria-hidden>·</span>
                    <span className="truncate">
                      {s.resumeId === currentResumeId ? tr`This resume` : s.title || tr`Untitled`}
                    </span>
                  </p>
                  <ShareBadges share={s} />
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => setOpen(open === s.id ? undefined : s.id)}
                  aria-expanded={open === s.id}
                  aria-label={tr`Settings of ${path}`}
                >
                  <Settings2 aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  disabled={!url}
                  onClick={() => void copyText(url)}
                  aria-label={tr`Copy ${path}`}
                >
                  <Copy aria-hidden />
                </Button>
                <Button variant="ghost" size="icon" asChild>
                  <a href={url} target="_blank" rel="noopener noreferrer" aria-label={tr`Open ${path}`}>
                    <ExternalLink aria-hidden />
                  </a>
                </Button>
                <Button variant="ghost" size="icon" onClick={() => setDeleting(s)} aria-label={tr`Delete ${path}`}>
                  <Trash2 aria-hidden className="text-red-600" />
                </Button>
              </div>
              {open === s.id && <ShareSettings share={s} />}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={Boolean(deleting)}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={tr`Delete Custom URL`}
        description={tr`Delete ${deletingPath}? Anyone opening it will no longer see your resume.`}
        confirmLabel={tr`Delete`}
        destructive
        onConfirm={() => deleting && void remove(deleting)}
      />
    </>
  );
}

/** A share's second address: its short link /v/{name}, or that it has none (issue #37). */
export function ShortLinkLine({ share }: { share: OwnShare }) {
  const shortSlug = share.shortSlug;
  return (
    <p
      className="truncate text-xs text-slate-600"
      data-testid="share-short-link"
      title={share.shortSlug ? `/v/${share.shortSlug}` : undefined}
    >
      {share.shortSlug ? <Trans>Short link: /v/{shortSlug}</Trans> : <Trans>No short link</Trans>}
    </p>
  );
}

/** Whether a share's expiry has passed (the list is refetched after every change, so this stays current enough). */
const isPast = (iso: string | null) => iso !== null && Date.parse(iso) <= Date.now();

/** What a visitor of the link meets, when it is not simply the resume. */
export function ShareBadges({ share }: { share: OwnShare }) {
  const { t: tr, i18n } = useLingui();
  const expired = isPast(share.expiresAt);
  const expiryDate = share.expiresAt
    ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(new Date(share.expiresAt))
    : '';
  if (share.published && !share.hasPassword && !share.expiresAt && !share.searchable && !share.includesLetter) {
    return null;
  }
  return (
    <p className="mt-1 flex flex-wrap gap-1" data-testid="share-badges">
      {!share.published && (
        <Badge variant="destructive">
          <Trans>Unpublished</Trans>
        </Badge>
      )}
      {share.hasPassword && (
        <Badge variant="secondary">
          <Trans>Password</Trans>
        </Badge>
      )}
      {share.expiresAt && (
        <Badge variant={expired ? 'destructive' : 'secondary'}>
          {expired ? tr`Expired` : tr`Expires ${expiryDate}`}
        </Badge>
      )}
      {/* Listed only while anyone may read it (the sitemap's own rule, apps/server/src/seo/routes.ts). */}
      {share.searchable && share.published && !share.hasPassword && !expired && (
        <Badge variant="success">
          <Trans>Listed in search</Trans>
        </Badge>
      )}
      {share.includesLetter && (
        <Badge variant="secondary">
          <Trans>With cover letter</Trans>
        </Badge>
      )}
    </p>
  );
}
