import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import { CheckCircle2, Copy, Download } from 'lucide-react';
import { Button } from '../components/ui/button';

/**
 * The backup codes, shown once (after enrolment, or after new ones replaced them): copy or download them, then they
 * are gone from the screen.
 */
export function BackupCodes({ codes, onDone, headline }: { codes: string[]; onDone: () => void; headline?: string }) {
  const { t: tr } = useLingui();
  const list = codes.join('\n');
  const text = `${tr`Resumey backup codes (each works once)`}\n\n${list}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t`Backup codes copied`);
    } catch {
      toast.error(t`Could not copy: select the codes and copy them by hand.`);
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: 'resumey-backup-codes.txt' });
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="mt-3 space-y-4">
      <p className="flex items-start gap-2 text-sm font-medium text-emerald-700">
        <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {headline ?? tr`Two-factor authentication is on.`}
      </p>
      <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        <Trans>
          Save these backup codes somewhere safe. If you lose your phone, each one lets you sign in once. They will not
          be shown again.
        </Trans>
      </div>
      <ul
        aria-label={tr`Backup codes`}
        className="grid grid-cols-2 gap-2 rounded-lg bg-slate-100 p-3 font-mono text-sm text-slate-900"
      >
        {codes.map((c) => (
          <li key={c} className="text-center">
            {c}
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          <Trans>Copy</Trans>
        </Button>
        <Button variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          <Trans>Download</Trans>
        </Button>
        <Button className="sm:ms-auto" onClick={onDone}>
          <Trans>I saved my codes</Trans>
        </Button>
      </div>
    </div>
  );
}
