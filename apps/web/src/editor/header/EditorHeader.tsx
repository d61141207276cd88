import { ArrowLeft, Home, Redo2, Save, Share2, Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { DownloadPdfButton } from '../../pdf/DownloadPdfButton';
import { usePdfAvailable } from '../../pdf/usePdfAvailable';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { SaveIndicator } from '../save/SaveIndicator';
import { ExportMenu } from './ExportMenu';
import { CoverLetterLink } from '../../letters';
import type { SaveController } from '../save/useSaveController';
import { useResume, useEditorDoc, useHistoryState } from '../state/doc';
import { selectTemplateId, selectTitle } from '../state/selectors';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const mod = isMac ? '⌘' : 'Ctrl+';

/**
 * Back to the dashboard, Home, the template id, the save indicator, undo/redo, 'Save Now' (only while there are
 * unsaved changes), PDF, Export (Word, plain text) and Share. Leaving with unsaved changes is confirmed by LeaveGuard.
 */
export function EditorHeader({
  saving,
  canShare,
  onShare,
}: {
  saving: SaveController;
  canShare: boolean;
  onShare: () => void;
}) {
  const doc = useEditorDoc();
  const pdfAvailable = usePdfAvailable();
  const templateId = useResume(selectTemplateId);
  const title = useResume(selectTitle);

  const { canUndo, canRedo } = useHistoryState();
  const { t } = useLingui();
  const resumeTitle = title || t`Resume`;
  useDocumentTitle(t`${resumeTitle} - Edit - Resumey`);
  const undoKeys = `${mod}Z`;
  const redoKeys = isMac ? '⇧⌘Z' : 'Ctrl+Shift+Z';
  const saveKeys = `${mod}S`;
  const shareKeys = `${mod}Enter`;
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-14 max-w-[1600px] items-center gap-1 px-2 sm:gap-2 sm:px-4">
        <Button asChild variant="ghost" size="sm" className="px-2">
          <Link to="/dashboard" aria-label={t`Back to Dashboard`}>
            <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
            <span className="max-md:hidden">
              <Trans>Dashboard</Trans>
            </span>
          </Link>
        </Button>
        <Button asChild variant="ghost" size="icon">
          <Link to="/" aria-label={t`Home`}>
            <Home aria-hidden="true" />
          </Link>
        </Button>
        <div className="mx-1 flex min-w-0 flex-1 items-center gap-2">
          <h1 className="truncate text-sm font-semibold text-slate-900 max-lg:sr-only" translate="no">
            {title}
          </h1>
          <Badge variant="secondary" className="min-w-0 font-mono" title={t`Template`}>
            <span className="truncate" translate="no">
              {templateId}
            </span>
          </Badge>
        </div>
        <SaveIndicator state={saving.state} savedAt={saving.savedAt} />
        <div className="flex items-center max-sm:hidden">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t`Undo`}
            title={t`Undo (${undoKeys})`}
            disabled={!canUndo}
            onClick={doc.undo}
          >
            <Undo2 aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t`Redo`}
            title={t`Redo (${redoKeys})`}
            disabled={!canRedo}
            onClick={doc.redo}
          >
            <Redo2 aria-hidden="true" />
          </Button>
        </div>
        {(saving.state === 'unsaved' || saving.state === 'offline') && (
          <Button variant="outline" size="sm" title={t`Save (${saveKeys})`} onClick={() => void saving.save('manual')}>
            <Save aria-hidden="true" />
            <Trans>Save Now</Trans>
          </Button>
        )}
        <DownloadPdfButton
          compact
          printShortcut
          // A server without a renderer (issue #38): said on the button before it is clicked.
          {...(pdfAvailable
            ? {}
            : {
                browserPrint: true,
                label: t`Print to PDF`,
                hint: t`This server cannot make PDFs, so your browser's print dialog will be used: choose Save as PDF as the printer.`,
              })}
          getResume={() => doc.resume}
          // Saved: the server's copy is what the preview shows. Unsaved: the live resume is posted (stored nowhere).
          getSource={() => (saving.state === 'saved' ? { kind: 'owner', id: doc.resume.id } : { kind: 'inline' })}
          onError={(message) => toast.error(t`PDF download failed`, { description: message })}
        />
        <ExportMenu
          getResume={() => doc.resume}
          // The server prints the saved resume: unsaved edits are saved first (a clean resume is not held up).
          beforeServerPdf={async () => {
            if (saving.dirty) await saving.save('manual');
          }}
        />
        <CoverLetterLink resumeId={doc.resume.id} />
        <Button
          size="sm"
          onClick={onShare}
          disabled={!canShare}
          title={canShare ? t`Share (${shareKeys})` : t`Sharing is not available yet`}
        >
          <Share2 aria-hidden="true" />
          <span className="max-sm:sr-only">
            <Trans>Share</Trans>
          </span>
        </Button>
      </div>
    </header>
  );
}
