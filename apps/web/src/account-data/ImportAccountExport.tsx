import { useId, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import { Loader2, Upload } from 'lucide-react';
import { Button } from '../components/ui/button';
import { Checkbox } from '../components/ui/checkbox';
import { Label } from '../components/ui/label';
import { errorText } from '../lib/api';
import { reportResumesChanged } from '../lib/resumes-changed';
import { importAccountExport, type AccountImportResult } from './api';
import { ImportSummary } from './ImportSummary';

/**
 * Import an account export (issue #42 item 5): a ZIP from Download my data, on this server or another. The server
 * writes all of it or nothing; its answer (what came in, what did not and why) is shown here until the dialog closes.
 */
export function ImportAccountExport() {
  const { t } = useLingui();
  const fileId = useId();
  const sharesId = useId();
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [shares, setShares] = useState(false);
  const [result, setResult] = useState<AccountImportResult | null>(null);
  const queries = useQueryClient();
  const run = useMutation({
    mutationFn: ({ file, shares }: { file: File; shares: boolean }) => importAccountExport(file, shares),
    onSuccess: async (answer) => {
      setResult(answer);
      setFile(null);
      if (input.current) input.current.value = '';
      // New resumes, maybe shares and a username: every list shown from the server is read again.
      await Promise.all([reportResumesChanged(), queries.invalidateQueries()]);
    },
    onError: (err) => toast.error(t`The export could not be imported.`, { description: errorText(err) }),
  });
  const busy = run.isPending;

  return (
    <div className="mt-5 border-t border-slate-200 pt-4">
      <h4 id={headingId} className="text-sm font-semibold text-slate-900">
        <Trans>Import an account export</Trans>
      </h4>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          Bring the resumes of a Resumey account export (the ZIP file of Download my data) into this account. You can
          have up to 4 resumes: when there is no room for all of them, the newest come in.
        </Trans>
      </p>
      <form
        aria-labelledby={headingId}
        className="mt-3 space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (file) run.mutate({ file, shares });
        }}
      >
        <div className="space-y-1.5">
          <Label htmlFor={fileId}>
            <Trans>Account export (ZIP file)</Trans>
          </Label>
          <input
            ref={input}
            id={fileId}
            type="file"
            accept=".zip,application/zip"
            disabled={busy}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setResult(null);
            }}
            className="block w-full text-sm text-slate-700 file:me-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50"
          />
        </div>
        <div className="flex items-start gap-2">
          <Checkbox
            id={sharesId}
            className="mt-0.5"
            checked={shares}
            disabled={busy}
            onCheckedChange={(v) => setShares(v === true)}
          />
          <Label htmlFor={sharesId} className="text-sm font-normal text-slate-700">
            <Trans>Recreate my shares too, at the addresses that are free on this server</Trans>
          </Label>
        </div>
        <Button type="submit" variant="outline" disabled={!file || busy}>
          {busy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : <Upload aria-hidden className="size-4" />}
          {busy ? t`Importing…` : t`Import`}
        </Button>
      </form>
      {result ? <ImportSummary result={result} /> : null}
    </div>
  );
}
