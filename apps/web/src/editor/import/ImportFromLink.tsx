import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { isLimitError } from '@resumey/resume';
import { M } from '../../i18n';
import { Button } from '../../components/ui/button';
import { Loading } from '../EditorStates';
import { importFromLink } from './import-link';

/** The share data in a location hash ('#_1...'), if any. */
export const linkData = (hash: string): string | undefined => {
  const data = hash.replace(/^#/, '');
  return data.length > 1 ? data : undefined;
};

type Failure = 'invalid' | 'limit' | 'error';

/** Imports the resume carried in the link, then replaces the address with /edit/{newId}. */
export function ImportFromLink({ data }: { data: string }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<Failure>();
  const { t } = useLingui();
  useEffect(() => {
    let active = true;
    importFromLink(data).then(
      (id) => {
        if (!active) return;
        if (id) void navigate(`/edit/${id}`, { replace: true });
        else setFailure('invalid');
      },
      (error: unknown) => active && setFailure(isLimitError(error) ? 'limit' : 'error'),
    );
    return () => {
      active = false;
    };
  }, [data, navigate]);

  if (!failure) return <Loading label={t`Importing resume...`} />;
  const text = {
    invalid: M.resumeLinkCorrupted,
    limit: M.resumeLimit,
    error: t`The resume could not be imported. Please try again.`,
  }[failure];
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 bg-slate-50 px-6 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">
        {failure === 'limit' ? M.resumeLimitTitle : M.loadResumeErrorTitle}
      </h1>
      <p role="alert" className="max-w-md text-slate-600">
        {text}
      </p>
      <Button asChild className="mt-2">
        <Link to="/dashboard">
          {failure === 'limit' ? <Trans>Manage Resumes</Trans> : <Trans>Back to Dashboard</Trans>}
        </Link>
      </Button>
    </main>
  );
}
