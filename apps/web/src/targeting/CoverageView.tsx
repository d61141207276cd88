import { useQuery } from '@tanstack/react-query';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { addSkills, type CoverageAnswer } from '@resumey/resume';
import type { Place, Suggestion, Term } from '@resumey/resume/targeting';
import { Button } from '../components/ui/button';
import type { EditedResume, PausedResume } from './edited-resume';
import { i18n } from '../i18n';
import { PANEL_MESSAGES as M } from './messages';
import { targetsApi } from './targets-api';

const SECTION_LABELS: Record<string, MessageDescriptor> = {
  header: msg`Header`,
  summary: msg`Summary`,
  experience: msg`Experience`,
  projects: msg`Projects`,
  education: msg`Education`,
  skills: msg`Skills`,
  certifications: msg`Certifications`,
  other: msg`Other section`,
};

const sectionLabel = (section: string): string | undefined => {
  const label = SECTION_LABELS[section];
  return label && i18n._(label);
};

/** Items joined as the interface's language lists them. */
const listOf = (items: string[]) => new Intl.ListFormat(i18n.locale, { type: 'unit', style: 'short' }).format(items);

/** 'Experience › Senior Engineer, Acme › bullet 2'. */
function placeText(p: Place): string {
  // A known section by its name (templates print headings in capitals or their own words); another by its heading.
  const parts = [(p.section !== 'other' && sectionLabel(p.section)) || p.heading || p.section];
  if (p.entry) parts.push(p.entry);
  if (p.field) parts.push(p.field);
  const bullet = p.bullet;
  if (bullet) parts.push(t`bullet ${bullet}`);
  return parts.join(' › ');
}

function suggestionText(s: Suggestion): string {
  const entry = s.entry;
  if (s.section === 'experience' && entry) return t`a bullet of ${entry}`;
  if (s.section === 'header') return t`your headline`;
  return sectionLabel(s.section) ?? s.section;
}

const Strength = ({ term }: { term: Term }) => (
  <span className="text-xs text-slate-500">{term.strength === 'required' ? M.required : M.preferred}</span>
);

/** The score of the edited resume's PDF against one posting, refreshed when typing pauses. */
export function CoverageView({
  edited,
  paused,
  targetId,
}: {
  edited: EditedResume;
  paused: PausedResume;
  targetId: string;
}) {
  const { i18n: active } = useLingui();
  const query = useQuery({
    queryKey: ['coverage', edited.id, targetId, paused.version],
    queryFn: ({ signal }) => targetsApi.coverage(edited.id, targetId, paused.resume, signal),
    placeholderData: (previous) => previous,
    staleTime: Infinity,
    retry: 1,
  });
  const data: CoverageAnswer | undefined = query.data;
  const addToSkills = (term: Term, category: 'core' | 'tools' | 'languages') =>
    edited.edit((r) => ({ ...r, skills: { ...r.skills, [category]: addSkills(r.skills[category], term.label).list } }));

  if (!data)
    return (
      <p className="text-sm text-slate-600" role="status">
        {query.isError ? M.scoreFailed : M.reading}
      </p>
    );
  return (
    <div
      className="space-y-5"
      aria-busy={query.isFetching}
      // The pause this score is for (absent while an older one stands in): what bench/targeting.ts waits on.
      data-scored-version={query.isPlaceholderData ? undefined : paused.version}
    >
      <div className="flex items-baseline gap-3">
        <span className="text-4xl font-semibold text-slate-900" data-testid="target-score">
          {data.score === null
            ? '–'
            : new Intl.NumberFormat(active.locale, { style: 'percent' }).format(data.score / 100)}
        </span>
        <span className="text-sm font-medium text-slate-700">{M.score}</span>
        {query.isFetching && (
          <span className="text-xs text-slate-500" role="status">
            {M.reading}
          </span>
        )}
      </div>
      <p className="text-xs text-slate-600">{data.formula}</p>
      {query.isError && <p className="text-xs text-amber-800">{M.scoreFailed}</p>}

      <section aria-labelledby="cov-missing">
        <h3 id="cov-missing" className="text-sm font-semibold text-slate-900">
          {M.missingCount(data.missing.length)}
        </h3>
        {data.missing.length === 0 && <p className="text-sm text-slate-600">{M.noneMissing}</p>}
        <ul className="mt-2 space-y-2">
          {data.missing.map(({ term, suggestions }) => (
            <li key={term.id} className="rounded-md border border-slate-200 bg-white p-2" data-term={term.label}>
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-slate-900">{term.label}</span>
                <Strength term={term} />
                {suggestions.map((s) =>
                  s.addTo ? (
                    <Button
                      key="add"
                      size="sm"
                      variant="outline"
                      className="ms-auto"
                      onClick={() => addToSkills(term, s.addTo!)}
                    >
                      {M.addToSkills}
                    </Button>
                  ) : null,
                )}
              </div>
              <p className="mt-1 text-xs text-slate-600">{M.wouldCount(listOf(suggestions.map(suggestionText)))}</p>
            </li>
          ))}
        </ul>
      </section>

      {data.notInPdf.length > 0 && (
        <section aria-labelledby="cov-unread">
          <h3 id="cov-unread" className="text-sm font-semibold text-slate-900">
            {M.notInPdfCount(data.notInPdf.length)}
          </h3>
          <ul className="mt-2 space-y-2">
            {data.notInPdf.map(({ term, message, places }) => (
              <li key={term.id} className="rounded-md border border-amber-200 bg-amber-50 p-2" data-term={term.label}>
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-slate-900">{term.label}</span>
                  <Strength term={term} />
                </div>
                <p className="mt-1 text-xs text-amber-900">{message}</p>
                <p className="text-xs text-slate-600">{places.map(placeText).join('; ')}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="cov-matched">
        <h3 id="cov-matched" className="text-sm font-semibold text-slate-900">
          {M.matchedCount(data.matched.length)}
        </h3>
        <ul className="mt-2 space-y-1">
          {data.matched.map(({ term, places }) => (
            <li key={term.id} className="text-sm" data-term={term.label}>
              <span className="font-medium text-emerald-800">{term.label}</span>{' '}
              <span className="text-xs text-slate-600">{places.slice(0, 3).map(placeText).join('; ')}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
