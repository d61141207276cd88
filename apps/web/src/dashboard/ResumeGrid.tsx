import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Loader2, Upload } from 'lucide-react';
import { LIMITS } from '@resumey/resume';
import { Button } from '../components/ui/button';
import type { ResumeRecord } from '../resumes';
import { ResumeCard, type CardActions } from './ResumeCard';
import { useLetterIds } from '../letters';
import { IMPORT_HINT } from './import-file';

/** 'Your Resumes' with the 'N/4 resumes' counter, an Import button and the card grid (SPEC.md section 2). */
export function ResumeGrid({
  resumes,
  importing,
  onImport,
  cardActions,
}: {
  resumes: ResumeRecord[];
  importing: boolean;
  onImport: () => void;
  cardActions: (record: ResumeRecord) => CardActions;
}) {
  const { t, i18n } = useLingui();
  const count = resumes.length;
  const max = LIMITS.maxResumes;
  const full = count >= max;
  const letters = useLetterIds();
  // 'Updated {time}' moves on while the page stays open.
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), 60_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <section aria-labelledby="your-resumes" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="your-resumes" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            <Trans>Your Resumes</Trans>
          </h1>
          <p className="mt-1 flex items-center gap-2 text-sm text-slate-600">
            <span
              data-testid="resume-count"
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${full ? 'bg-amber-100 text-amber-800' : 'bg-indigo-50 text-brand'}`}
            >
              <Trans>
                {count}/{max} resumes
              </Trans>
            </span>
            {full ? t`You have reached the limit.` : t`Click a resume to edit it.`}
          </p>
        </div>
        <Button variant="outline" onClick={onImport} disabled={importing} title={i18n._(IMPORT_HINT)}>
          {importing ? <Loader2 aria-hidden className="animate-spin" /> : <Upload aria-hidden />} <Trans>Import</Trans>
        </Button>
      </div>
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {resumes.map((record) => (
          <ResumeCard
            key={record.resume.id}
            record={record}
            actions={cardActions(record)}
            hasLetter={letters.has(record.resume.id)}
          />
        ))}
      </div>
    </section>
  );
}
