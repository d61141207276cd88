import { useMemo } from 'react';
import { diffResumes, type Resume } from '@resumey/resume';
import { useLingui } from '@lingui/react';
import { changeLabel, HISTORY_MESSAGES as M, sectionLabel } from './messages';

/** What changed from a version to the current resume, field by field. */
export function VersionDiff({ version, current }: { version: Resume; current: Resume }) {
  useLingui(); // re-renders in a new language: the texts below are read at render
  const changes = useMemo(() => diffResumes(version, current), [version, current]);
  if (changes.length === 0) return <p className="text-sm text-slate-600">{M.noChanges}</p>;
  return (
    <ul aria-label={M.changes} className="space-y-2 text-sm">
      {changes.map((c, i) => (
        <li key={i} data-change={c.kind} className="rounded-md border border-slate-200 p-2">
          <p className="font-medium text-slate-900">
            <span className="me-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
              {changeLabel(c.kind)}
            </span>
            {sectionLabel(c.section) ?? c.section}
            {c.entry && <span className="text-slate-600"> · {c.entry.label}</span>}
            {c.field && <span className="text-slate-500"> · {c.field}</span>}
          </p>
          {c.kind === 'changed' && (
            <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-slate-700">
              <dt className="text-slate-500">{M.before}</dt>
              <dd className="break-words line-through decoration-slate-400">{c.before}</dd>
              <dt className="text-slate-500">{M.after}</dt>
              <dd className="break-words">{c.after}</dd>
            </dl>
          )}
        </li>
      ))}
    </ul>
  );
}
