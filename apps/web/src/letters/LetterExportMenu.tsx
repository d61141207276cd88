import { FileDown, FileText, FileType } from 'lucide-react';
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
import { downloadLetter, type LetterExport } from './download';

/**
 * The letter's downloads (issue #41 item 3): PDF from the server's renderer (the saved letter), Word and plain text
 * of the letter as it is on screen. The Word builder loads only when chosen.
 */
export function LetterExportMenu({
  resumeId,
  resume,
  letter,
}: {
  resumeId: string;
  resume: Resume;
  letter: CoverLetter;
}) {
  const { t } = useLingui();
  const run = (kind: LetterExport) =>
    downloadLetter(resumeId, resume, letter, kind).catch((error: unknown) =>
      toast.error(t`Export failed`, { description: errorMessage(error) || t`Please try again.` }),
    );
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <FileDown aria-hidden="true" />
          <span className="max-md:sr-only">{t`Download`}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuItem onSelect={() => void run('pdf')}>
          <FileDown /> PDF
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
