import { useLocation, useNavigate } from 'react-router';
import { AlertTriangle, Archive, CheckCircle2 } from 'lucide-react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { importReportSchema, type ImportReport } from '@resumey/resume';
import { formatName, noteText, placedWhat, placedWhere } from './report-text';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';

/** The report the dashboard put in the history entry of /edit/{id}; anything else there is ignored. */
function reportIn(state: unknown): ImportReport | undefined {
  const report = (state as { importReport?: unknown } | null)?.importReport;
  const parsed = importReportSchema.safeParse(report);
  return parsed.success ? parsed.data : undefined;
}

/**
 * What an import did (issue #19), over the new resume in the editor: each part of the file and the tab it is
 * in, what is kept but not shown (it comes back on export) and what could not be imported or needs a look. It
 * shows once: closing it replaces the history entry, so a reload or Back does not show it again.
 */
export function ImportSummary() {
  const location = useLocation();
  const navigate = useNavigate();
  useLingui();
  const report = reportIn(location.state);
  if (!report) return null;
  const format = formatName(report.format);
  const close = () => navigate(location.pathname, { replace: true, state: null });

  return (
    <Dialog open onOpenChange={(open) => !open && void close()}>
      <DialogContent data-testid="import-summary" className="max-w-xl">
        <DialogHeader>
          <DialogTitle>
            <Trans>Resume imported from {format}</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Here is where each part of your file went. Check the resume in the editor before you share it.
            </Trans>
          </DialogDescription>
        </DialogHeader>

        {report.placed.length > 0 && (
          <section aria-labelledby="import-placed">
            <h3 id="import-placed" className="mb-2 flex items-center gap-1.5 text-sm font-semibold text-slate-900">
              <CheckCircle2 aria-hidden className="size-4 text-emerald-600" /> <Trans>Imported</Trans>
            </h3>
            <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
              {report.placed.map((p, i) => (
                <li
                  key={i}
                  className="flex flex-col gap-0.5 px-3 py-2 sm:flex-row sm:items-baseline sm:justify-between"
                >
                  <span className="text-slate-900">{placedWhat(p)}</span>
                  <span className="shrink-0 text-slate-500 sm:ps-4">{placedWhere(p.part)}</span>
                </li>
              ))}
            </ul>
          </section>
        )}

        {report.kept.length > 0 && (
          <section aria-labelledby="import-kept">
            <h3 id="import-kept" className="mb-1 flex items-center gap-1.5 text-sm font-semibold text-slate-900">
              <Archive aria-hidden className="size-4 text-slate-500" /> <Trans>Kept, not shown</Trans>
            </h3>
            <p className="mb-2 text-sm text-slate-600">
              <Trans>These values are kept and come back when you export.</Trans>
            </p>
            <ul className="list-disc space-y-1 ps-5 text-sm text-slate-700">
              {report.kept.map((k, i) => (
                <li key={i}>{noteText(k)}</li>
              ))}
            </ul>
          </section>
        )}

        {report.dropped.length > 0 && (
          <section aria-labelledby="import-dropped" className="rounded-lg border border-amber-200 bg-amber-50 p-3">
            <h3 id="import-dropped" className="mb-1 flex items-center gap-1.5 text-sm font-semibold text-amber-900">
              <AlertTriangle aria-hidden className="size-4" /> <Trans>Not imported or needs a look</Trans>
            </h3>
            <ul className="list-disc space-y-1 ps-5 text-sm text-amber-900">
              {report.dropped.map((d, i) => (
                <li key={i}>{noteText(d)}</li>
              ))}
            </ul>
          </section>
        )}

        <DialogFooter>
          <DialogClose asChild>
            <Button>
              <Trans>Review in editor</Trans>
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
