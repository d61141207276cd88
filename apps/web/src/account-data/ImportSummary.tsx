import type { ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2 } from 'lucide-react';
import type { AccountImportResult } from './api';

function List({ title, children }: { title: string; children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <div className="mt-3">
      <p className="text-sm font-medium text-slate-900">{title}</p>
      <ul className="mt-1 list-disc space-y-1 ps-5 text-sm text-slate-700">{children}</ul>
    </div>
  );
}

/** What an import did: the resumes that came in, those left out and why, and the shares (when asked for). */
export function ImportSummary({ result }: { result: AccountImportResult }) {
  const { t } = useLingui();
  const count = result.imported.length;
  const letters = result.letters;
  const targets = result.targets;
  const { created, notes } = result.shares;
  return (
    <div role="status" className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 p-3">
      <p className="flex items-center gap-2 text-sm font-semibold text-emerald-900">
        <CheckCircle2 aria-hidden className="size-4 shrink-0" />
        <Plural value={count} _0="No resume was imported." one="Imported # resume." other="Imported # resumes." />
      </p>
      {letters > 0 && (
        <p className="mt-1 text-sm text-emerald-900">
          <Plural value={letters} one="# cover letter came with them." other="# cover letters came with them." />
        </p>
      )}
      {targets > 0 && (
        <p className="mt-1 text-sm text-emerald-900">
          <Plural value={targets} one="# job posting came with them." other="# job postings came with them." />
        </p>
      )}
      <List title={t`Imported`}>
        {result.imported.map((r) => (
          <li key={r.id}>{r.title}</li>
        ))}
      </List>
      <List title={t`Not imported`}>
        {result.skipped.map((s, i) => (
          <li key={i}>
            <span className="font-medium">{s.title}</span>: {s.message}
          </li>
        ))}
      </List>
      {result.usernameSet ? (
        <p className="mt-3 text-sm text-slate-700">
          <Trans>Your username is now {result.usernameSet}.</Trans>
        </p>
      ) : null}
      <List title={t`Shares recreated`}>
        {created.map((s) => (
          <li key={s.slug}>
            <span className="break-all font-mono text-xs">
              /u/{s.username}/{s.slug}
              {s.shortSlug ? ` · /v/${s.shortSlug}` : ''}
            </span>{' '}
            {s.published ? null : <Trans>(unpublished)</Trans>}
          </li>
        ))}
      </List>
      <List title={t`About the shares`}>
        {notes.map((n, i) => (
          <li key={i}>
            <span className="font-medium">
              {n.title} ({n.slug})
            </span>
            : {n.message}
          </li>
        ))}
      </List>
    </div>
  );
}
