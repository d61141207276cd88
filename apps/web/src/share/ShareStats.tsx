import { Download, Eye } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { STATS_DAYS, type OwnShare } from '@resumey/resume';
import { relativeTime } from '../lib/relative-time';
import { useShares } from './share-api';
import { ShareBadges, ShortLinkLine } from './ShareList';

const W = 150;
const H = 32;

/**
 * Views per day of one share over the last 30 days as bars (issue #18 item 6). The picture is decorative for
 * screen readers: the same numbers are in its label (total, busiest day) and the text beside it.
 */
export function ViewsChart({ viewsByDay }: { viewsByDay: number[] }) {
  const max = Math.max(1, ...viewsByDay);
  const total = viewsByDay.reduce((a, b) => a + b, 0);
  const bar = W / STATS_DAYS;
  const { t } = useLingui();
  const days = STATS_DAYS;
  const label = total
    ? t`${plural(total, { one: '# view', other: '# views' })} in the last ${days} days, at most ${max} in a day`
    : t`${plural(total, { one: '# view', other: '# views' })} in the last ${days} days`;
  return (
    <svg
      width={W}
      height={H}
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={label}
      data-testid="share-views-chart"
      className="shrink-0"
    >
      <line x1="0" x2={W} y1={H - 0.5} y2={H - 0.5} stroke="#cbd5e1" />
      {viewsByDay.map((n, i) =>
        n > 0 ? (
          <rect
            key={i}
            x={i * bar + 0.5}
            width={bar - 1}
            y={H - 1 - Math.max(2, (n / max) * (H - 2))}
            height={Math.max(2, (n / max) * (H - 2))}
            fill="#4338ca"
          />
        ) : null,
      )}
    </svg>
  );
}

/** One share's line of figures: views over 30 days as a chart, the last view and the PDF downloads. */
export function ShareStatsRow({ share }: { share: OwnShare }) {
  const path = `/u/${share.username ?? '?'}/${share.slug}`;
  const downloads = share.pdfDownloads;
  const { t } = useLingui();
  const lastViewed = share.lastViewedAt ? relativeTime(share.lastViewedAt) : '';
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3" data-testid="share-stats">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-900" title={path}>
          {path}
        </p>
        <ShortLinkLine share={share} />
        <p className="truncate text-xs text-slate-600">{share.title || t`Untitled`}</p>
        <ShareBadges share={share} />
      </div>
      <ViewsChart viewsByDay={share.viewsByDay} />
      <div className="flex w-56 flex-col text-xs text-slate-600">
        <span className="flex items-center gap-1">
          <Eye aria-hidden className="size-3.5" />
          <span data-testid="share-last-viewed">
            {share.lastViewedAt ? t`Last viewed ${lastViewed}` : t`Not viewed yet`}
          </span>
        </span>
        <span className="flex items-center gap-1">
          <Download aria-hidden className="size-3.5" />
          <span data-testid="share-downloads">
            {t`${plural(downloads, { one: '# PDF download', other: '# PDF downloads' })}`}
          </span>
        </span>
      </div>
    </li>
  );
}

/** The dashboard's 'Shared links' panel: each custom URL's views per day, last view and downloads. */
export function ShareStatsPanel() {
  const { data } = useShares(true);
  const shares = data?.shares ?? [];
  const days = STATS_DAYS;
  if (!shares.length) return null;
  return (
    <section aria-labelledby="shared-links" className="mt-10 rounded-xl border border-slate-200 bg-white px-4 py-3">
      <h2 id="shared-links" className="text-base font-semibold text-slate-900">
        <Trans>Shared links</Trans>
      </h2>
      <p className="text-xs text-slate-600">
        <Trans>Views per day over the last {days} days.</Trans>
      </p>
      <ul className="divide-y divide-slate-100">
        {shares.map((s) => (
          <ShareStatsRow key={s.id} share={s} />
        ))}
      </ul>
    </section>
  );
}
