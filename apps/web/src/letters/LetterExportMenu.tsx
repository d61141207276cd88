import { FileDown, FileStack, FileText, FileType } from 'lucide-react';
import { toast } from 'sonner';
import { useLingui } from '@lingui/react/macro';
import { errorMessage, type CoverLetter, type Resume } from '@resumey/resume';
import { Button } from '../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu';
import { localizeMessage } from '../i18n';
import { downloadLetter, type LetterExport } from './download';

/**
 * The letter's downloads (issue #41 item 3): PDF from the server's renderer (the saved letter, alone or after the
 * saved resume in one PDF), Word and plain text of the letter as it is on screen. Unsaved edits are saved before a
 * PDF is asked for (`beforePdf`), so the PDF is what the screen shows. The Word builder loads only when chosen.
 */
export function LetterExportMenu({
  resumeId,
  resume,
  letter,
  beforePdf,
  target,
}: {
  resumeId: string;
  resume: Resume;
  letter: CoverLetter;
  beforePdf?: () => Promise<void>;
  /** The job target whose letter this is, when it is not the resume's own. */
  target?: string;
}) {
  const { t } = useLingui();
  const run = async (kind: LetterExport) => {
    try {
      if (kind === 'pdf' || kind === 'both') await beforePdf?.();
      await downloadLetter(resumeId, resume, letter, kind, target);
    } catch (error) {
      toast.error(t`Export failed`, { description: localizeMessage(errorMessage(error)) || t`Please try again.` });
    }
  };
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <FileDown aria-hidden="true" />
          <span className="max-md:sr-only">{t`Download`}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuItem onSelect={() => void run('pdf')}>
          <FileDown /> PDF
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void run('both')}>
          <FileStack /> {t`Resume + cover letter (PDF)`}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void run('docx')}>
          <FileType /> Word (.docx)
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void run('text')}>
          <FileText /> {t`Plain text (.txt)`}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
