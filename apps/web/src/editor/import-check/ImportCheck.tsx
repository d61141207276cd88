import { lazy, Suspense, useEffect, useState } from 'react';
import { FileSearch } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import { loadImportSource, type ImportSource } from '../../lib/import-sources';
import { IMPORT_CHECK_TEXT as T } from './messages';
import { useImportMarks } from './useImportMark';

// The provenance view and pdf.js load only when the user opens it: the editor's own bundle does not grow.
const ProvenanceDialog = lazy(() => import('./ProvenanceDialog'));

/**
 * Above the editor's form after an import (issue #39): how many fields the import was unsure of (each is marked
 * in the form until confirmed or edited) and, in the browser that imported the file, the way to the original with
 * each field's region on it.
 */
export function ImportCheck({ resumeId }: { resumeId: string }) {
  const marks = useImportMarks();
  const { t } = useLingui();
  const [source, setSource] = useState<ImportSource>();
  const [open, setOpen] = useState(false);
  // Whether this visit saw marks: once all are answered, say so rather than just where the resume came from.
  const [hadMarks, setHadMarks] = useState(false);
  if (marks.length > 0 && !hadMarks) setHadMarks(true);
  useEffect(() => {
    let active = true;
    void loadImportSource(resumeId).then((s) => active && setSource(s));
    return () => {
      active = false;
    };
  }, [resumeId]);
  if (!marks.length && !source) return null;
  return (
    <section
      aria-label={t`Imported file`}
      data-testid="import-check"
      className="mb-4 flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950 sm:flex-row sm:items-center"
    >
      <p className="min-w-0 flex-1">
        {marks.length ? T.marked(marks.length) : hadMarks ? T.allChecked : T.imported(source?.fileName ?? '')}
      </p>
      {source && (
        <Button type="button" variant="outline" size="sm" className="shrink-0 bg-white" onClick={() => setOpen(true)}>
          <FileSearch aria-hidden className="size-4" />
          {T.compare}
        </Button>
      )}
      {source && open && (
        <Suspense fallback={null}>
          <ProvenanceDialog source={source} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </section>
  );
}
