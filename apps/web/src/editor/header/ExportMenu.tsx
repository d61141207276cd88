import { FileDown, FileText, FileType } from 'lucide-react';
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

/**
 * Word and plain-text downloads of the resume as it is in the editor, saved or not (issue #19): the same files as
 * the dashboard's card menu gives. The Word builder loads only when chosen.
 */
export function ExportMenu({ getResume }: { getResume: () => Resume }) {
  const { t } = useLingui();
  const run = (kind: ExportKind) =>
    downloadExport(getResume(), kind).catch((error: unknown) =>
      toast.error(t`Export failed`, { description: localizeMessage(errorMessage(error)) || t`Please try again.` }),
    );
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" title={t`Export as Word or plain text`}>
          <FileDown aria-hidden="true" />
          <span className="max-md:sr-only">
            <Trans>Export</Trans>
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuItem onSelect={() => void run('docx')}>
          <FileType /> <Trans>Word (.docx)</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void run('text')}>
          <FileText /> <Trans>Plain text (.txt)</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
