import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Mail } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { letterApi } from './letters-api';

export const LETTERS_QUERY_KEY = ['letters'] as const;

/** The ids of the resumes that have a cover letter (the dashboard's badges). */
export function useLetterIds(enabled = true): ReadonlySet<string> {
  // Fetched on every visit to the dashboard: a letter started in the editor shows at once.
  const { data } = useQuery({
    queryKey: LETTERS_QUERY_KEY,
    queryFn: letterApi.list,
    enabled,
    refetchOnMount: 'always',
  });
  return new Set((data ?? []).map((l) => l.resumeId));
}

/** A resume card's note that the resume has a cover letter, linking to it. */
export function LetterBadge({ resumeId }: { resumeId: string }) {
  return (
    <Link
      to={`/edit/${resumeId}/letter`}
      data-letter-badge=""
      className="relative z-10 inline-flex items-center gap-1 rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-medium text-sky-800 hover:bg-sky-100"
    >
      <Mail aria-hidden className="size-3" /> <Trans>Cover letter</Trans>
    </Link>
  );
}

/** The resume editor's way to its letter. */
export function CoverLetterLink({ resumeId }: { resumeId: string }) {
  return (
    <Link
      to={`/edit/${resumeId}/letter`}
      className="inline-flex h-8 items-center gap-1.5 rounded-md border border-slate-200 bg-white px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
    >
      <Mail aria-hidden className="size-4" />
      <span className="max-md:sr-only">
        <Trans>Cover letter</Trans>
      </span>
    </Link>
  );
}
