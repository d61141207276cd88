import { useState } from 'react';
import { Link2 } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS, type Resume } from '@resumey/resume';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Spinner } from '../components/ui/spinner';
import { CustomUrlDialog } from './CustomUrlDialog';
import { LinkShare } from './LinkShare';
import { ShareList } from './ShareList';
import { shareUrl, shortUrl, useShares } from './share-api';

export interface ShareDialogProps {
  resume: Resume;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * Sharing a resume (SPEC.md section 1): a link carrying the resume itself, and custom URLs under the user's
 * username with a QR code, view counts, copy and delete. Opened by the editor's Share button and Ctrl/Cmd+Enter.
 */
export function ShareDialog({ resume, open, onOpenChange }: ShareDialogProps) {
  const { t } = useLingui();
  const [customOpen, setCustomOpen] = useState(false);
  const shares = useShares(open);
  const list = shares.data?.shares ?? [];
  const own = list.find((s) => s.resumeId === resume.id && s.username);
  const limit = shares.data?.limit ?? LIMITS.maxSharedResumes;
  const count = list.length;
  const ownPath = own?.username ? `/u/${own.username}/${own.slug}` : undefined;
  const ownShort = own?.shortSlug ? shortUrl(own.shortSlug) : undefined;

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-w-xl" aria-describedby="share-dialog-description">
          <DialogHeader>
            <DialogTitle>
              <Trans>Share Resume</Trans>
            </DialogTitle>
            <DialogDescription id="share-dialog-description">
              <Trans>Anyone with a link can view your resume, no sign-in needed.</Trans>
            </DialogDescription>
          </DialogHeader>

          {open && <LinkShare resume={resume} />}

          <section aria-labelledby="custom-urls-title" className="grid gap-3 border-t border-slate-200 pt-4">
            <div className="flex items-center justify-between gap-2">
              <h3 id="custom-urls-title" className="font-medium text-slate-900">
                <Trans>
                  Custom URLs{' '}
                  <span className="text-sm font-normal text-slate-500">
                    ({count}/{limit})
                  </span>
                </Trans>
              </h3>
              <Button variant="outline" size="sm" onClick={() => setCustomOpen(true)}>
                <Link2 aria-hidden />
                <Trans>Create Custom URL</Trans>
              </Button>
            </div>
            {own?.username && ownPath && (
              <div className="flex items-center gap-4 rounded-lg bg-slate-50 p-3">
                <QRCodeSVG
                  value={shareUrl(own.username, own.slug)}
                  size={112}
                  marginSize={2}
                  title={t`QR code for ${ownPath}`}
                  className="shrink-0 rounded bg-white"
                />
                <div className="min-w-0 text-sm">
                  <p className="font-medium text-slate-900">
                    <Trans>Custom URL</Trans>
                  </p>
                  <p className="break-all text-slate-600">{shareUrl(own.username, own.slug)}</p>
                  {own.shortSlug && (
                    <p className="break-all text-slate-600">
                      <Trans>Short link: {ownShort}</Trans>
                    </p>
                  )}
                  <p className="mt-1 text-xs text-slate-500">
                    <Trans>Scan to open this resume on a phone.</Trans>
                  </p>
                </div>
              </div>
            )}
            {shares.isPending ? (
              <Spinner label={t`Loading custom URLs...`} />
            ) : shares.isError ? (
              <p className="text-sm text-slate-500">
                <Trans>Your custom URLs could not be loaded right now.</Trans>
              </p>
            ) : (
              <ShareList shares={list} currentResumeId={resume.id} />
            )}
          </section>
        </DialogContent>
      </Dialog>
      <CustomUrlDialog resume={resume} open={customOpen} onOpenChange={setCustomOpen} />
    </>
  );
}
