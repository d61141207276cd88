import { useId } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import { Download, Loader2 } from 'lucide-react';
import { Button } from '../components/ui/button';
import { errorText } from '../lib/api';
import { downloadAccountExport } from './api';
import { ImportAccountExport } from './ImportAccountExport';

/**
 * The account's data in the account dialog (issue #42): Download my data (a ZIP of everything in the account, made
 * and streamed by the server) and Import an account export (the same ZIP, from this server or another one).
 */
export function AccountDataSettings() {
  const { t } = useLingui();
  const headingId = useId();
  const download = useMutation({
    mutationFn: downloadAccountExport,
    onSuccess: () => toast.success(t`Your data is downloading.`),
    onError: (err) => toast.error(t`Your data could not be downloaded.`, { description: errorText(err) }),
  });
  const busy = download.isPending;

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4 sm:p-5">
      <h3 id={headingId} className="font-semibold text-slate-900">
        <Trans>Your data</Trans>
      </h3>
      <p className="mt-2 text-sm text-slate-600">
        <Trans>
          Download everything in your account as a ZIP file: your resumes (Resumey JSON, JSON Resume and PDF), their
          history, shares with their views, job targets and your profile. A README inside says what each file is.
        </Trans>
      </p>
      <Button variant="outline" className="mt-3" disabled={busy} onClick={() => download.mutate()}>
        {busy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : <Download aria-hidden className="size-4" />}
        {busy ? t`Preparing your data…` : t`Download my data`}
      </Button>
      <ImportAccountExport />
    </section>
  );
}
