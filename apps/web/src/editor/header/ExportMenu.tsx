import { FileDown, FileStack, FileText, FileType } from 'lucide-react';
import { toast } from 'sonner';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, type Resume } from '@resumey/resume';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { downloadExport, type ExportKind } from '../../dashboard';
import { localizeMessage } from '../../i18n';
import { downloadLetterPdf, useLetterIds } from '../../letters';

/**
 * Word and plain-text downloads of the resume as it is in the editor, saved or not (issue #19): the same files as
 * the dashboard's card menu gives. A resume with a cover letter also offers both in one PDF (issue #41 item 3),
 * made by the server from the saved resume and letter: `beforeServerPdf` saves unsaved edits first. The Word builder
 * loads only when chosen.
 */
export function ExportMenu({
  getResume,
  beforeServerPdf,
}: {
  getResume: () => Resume;
  beforeServerPdf: () => Promise<void>;
}) {
  const { t } = useLingui();
  const resumeId = getResume().id;
  const hasLetter = useLetterIds().has(resumeId);
  const failed = (error: unknown) =>
    toast.error(t`Export failed`, { description: localizeMessage(errorMessage(error)) || t`Please try again.` });
  const run = (kind: ExportKind) => downloadExport(getResume(), kind).catch(failed);
  const withLetter = async () => {
    try {
      await beforeServerPdf();
      await downloadLetterPdf(resumeId, getResume(), true);
    } catch (error) {
      failed(error);
    }
  };
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          title={hasLetter ? t`Export as Word, plain text, or with the cover letter` : t`Export as Word or plain text`}
        >
          <FileDown aria-hidden="true" />
          <span className="max-md:sr-only">
            <Trans>Export</Trans>
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuItem onSelect={() => void run('docx')}>
          <FileType /> <Trans>Word (.docx)</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void run('text')}>
          <FileText /> <Trans>Plain text (.txt)</Trans>
        </DropdownMenuItem>
        {hasLetter && (
          <DropdownMenuItem onSelect={() => void withLetter()}>
            <FileStack /> <Trans>Resume + cover letter (PDF)</Trans>
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
