import { useQuery } from '@tanstack/react-query';
import { FilePlus2, Target } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import type { LetterExample, LetterPosting } from '@resumey/resume';
import { Button } from '../components/ui/button';
import { LetterExamples } from './LetterExamples';
import { letterApi, letterTargetsKey } from './letters-api';

/**
 * A resume without a letter: start a blank one, one from a job target's posting, or one from an example letter after
 * reading it (issue #41 item 4).
 */
export function LetterStart({
  resumeId,
  target,
  onBlank,
  onPosting,
  onExample,
}: {
  resumeId: string;
  /** A job target's letter: started from that target's posting only. */
  target?: string;
  onBlank: () => void;
  onPosting: (posting: LetterPosting) => void;
  onExample: (example: LetterExample) => void;
}) {
  const targets = useQuery({ queryKey: letterTargetsKey(resumeId), queryFn: () => letterApi.targets(resumeId) });
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6">
      <p className="font-semibold text-slate-900">
        <Trans>This resume has no cover letter yet.</Trans>
      </p>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>It is drawn in the resume's design and language, and is never shared unless you choose so.</Trans>
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={onBlank}>
          <FilePlus2 aria-hidden /> <Trans>Start a blank letter</Trans>
        </Button>
        {(targets.data ?? [])
          .filter((one) => !target || one.id === target)
          .map((one) => (
            <Button key={one.id} variant="outline" onClick={() => onPosting(one)}>
              <Target aria-hidden /> <Trans>Start from {one.title}</Trans>
            </Button>
          ))}
      </div>
      <LetterExamples onStart={onExample} />
    </div>
  );
}
