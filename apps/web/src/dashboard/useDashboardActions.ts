import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { t } from '@lingui/core/macro';
import {
  LIMITS,
  errorMessage,
  idMapOf,
  isLimitError,
  rekey,
  type ImportReport,
  type ImportResult,
} from '@resumey/resume';
import { saveImportSource } from '../lib/import-sources';
import { ApiRequestError } from '../lib/api';
import { useResumes, type ResumeRecord } from '../resumes';
import { downloadExport, type ExportKind } from './export-files';
import { readImportFile } from './import-file';
import { importErrorText } from './import-errors';
import { SHARES_KEY } from '../share';
import { TRASH_KEY } from '../trash';
import { LETTERS_QUERY_KEY } from '../letters';
import { localizeMessage, M } from '../i18n';

/** A failure's description for a toast: the error's own text (translated when it is a shared message). */
const describe = (error: unknown) => localizeMessage(errorMessage(error)) || t`Please try again.`;

/** The server's limit refusal (its SPEC message does not contain the word), or any error mentioning a limit. */
const isLimitRefusal = (error: unknown) =>
  (error instanceof ApiRequestError && error.code === 'resume_limit') || isLimitError(error);

export type Busy = 'create' | 'sample' | 'duplicate' | 'import' | 'rename' | 'delete' | null;

/**
 * What the dashboard does (SPEC.md section 4 'Dashboard flow'): every action goes through the resume store;
 * create, sample, duplicate and import errors mentioning a limit open the limit dialog, others show a toast.
 */
export function useDashboardActions(count: number) {
  const navigate = useNavigate();
  const [limitOpen, setLimitOpen] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  const queryClient = useQueryClient();

  const run = useCallback(
    async (
      kind: Exclude<Busy, null>,
      failTitle: string,
      action: () => Promise<ResumeRecord>,
      importReport?: ImportReport,
    ) => {
      setBusy(kind);
      try {
        const record = await action();
        // The editor shows the import's summary over the new resume (ImportSummary reads it from the history).
        void navigate(`/edit/${record.resume.id}`, importReport ? { state: { importReport } } : undefined);
      } catch (error) {
        if (isLimitRefusal(error)) setLimitOpen(true);
        else toast.error(failTitle, { description: describe(error) });
      } finally {
        setBusy(null);
      }
    },
    [navigate],
  );

  /** New Resume: the chooser if under the limit, else the limit dialog. Returns whether the chooser may open. */
  const canCreate = useCallback(() => {
    if (count >= LIMITS.maxResumes) {
      setLimitOpen(true);
      return false;
    }
    return true;
  }, [count]);

  const createFromTemplate = (templateId: string) =>
    run('create', M.cannotCreateResume, () => useResumes.getState().create(templateId));

  const createSample = () => run('sample', M.cannotCreateResume, () => useResumes.getState().createSample());

  /** `withLetter`: the copy takes the resume's cover letter too (issue #41 item 6). */
  const duplicate = (id: string, withLetter = false) =>
    run('duplicate', M.cannotDuplicateResume, async () => {
      const record = await useResumes.getState().duplicate(id, withLetter);
      if (withLetter) void queryClient.invalidateQueries({ queryKey: LETTERS_QUERY_KEY });
      return record;
    });

  /**
   * Import: a Resumey or JSON Resume file, a Word document or LinkedIn's data export ZIP (see import-file.ts);
   * an unreadable one changes nothing and says why. The editor opens on the new resume with the import's summary.
   */
  const importFile = async (file: File) => {
    let parsed: ImportResult;
    setBusy('import');
    try {
      parsed = await readImportFile(file);
    } catch {
      setBusy(null);
      toast.error(t`Cannot import resume`, { description: t`The file could not be read.` });
      return;
    }
    if (!parsed.ok) {
      setBusy(null);
      toast.error(t`Cannot import resume`, { description: importErrorText(parsed.error) });
      return;
    }
    const { report, provenance } = parsed;
    const review = parsed.resume.meta.importReview;
    // The marks say which file they are about; a resume the file gave no name to is titled by the file's.
    const title = parsed.resume.meta.title || file.name.replace(/\.[^.]+$/, '').slice(0, 200);
    const meta = { ...parsed.resume.meta, title };
    const resume = {
      ...parsed.resume,
      meta: review ? { ...meta, importReview: { ...review, fileName: file.name.slice(0, 300) } } : meta,
    };
    await run(
      'import',
      t`Cannot import resume`,
      async () => {
        const record = await useResumes.getState().importResume(resume);
        if (provenance) {
          // The file and where each field came from stay in this browser, under the new resume's item ids.
          const ids = idMapOf(resume, record.resume);
          await saveImportSource({
            resumeId: record.resume.id,
            fileName: file.name,
            type: provenance.format === 'PDF' ? 'pdf' : 'docx',
            bytes: await file.arrayBuffer(),
            provenance: {
              ...provenance,
              fileName: file.name,
              fields: provenance.fields.map((f) => ({ ...f, key: rekey(f.key, ids) })),
            },
            at: Date.now(),
          });
        }
        return record;
      },
      report,
    );
  };

  const rename = async (id: string, title: string): Promise<boolean> => {
    setBusy('rename');
    try {
      const result = await useResumes.getState().rename(id, title);
      if (result === 'conflict') {
        toast.warning(t`This resume was changed somewhere else`, {
          description: t`Both versions are kept: choose one with 'Changed elsewhere' on its card.`,
        });
      }
      return true;
    } catch (error) {
      toast.error(M.saveResumeFailed(localizeMessage(errorMessage(error))));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const remove = async (id: string) => {
    setBusy('delete');
    try {
      await useResumes.getState().remove(id);
      toast.success(t`Resume deleted`);
      // It is in the trash now, and its custom URLs are withdrawn.
      void queryClient.invalidateQueries({ queryKey: TRASH_KEY });
      void queryClient.invalidateQueries({ queryKey: SHARES_KEY });
      void queryClient.invalidateQueries({ queryKey: LETTERS_QUERY_KEY });
    } catch (error) {
      toast.error(M.deleteResumeFailed(localizeMessage(errorMessage(error))));
    } finally {
      setBusy(null);
    }
  };

  const exportAs = (record: ResumeRecord, kind: ExportKind) => {
    downloadExport(record.resume, kind).catch((error: unknown) =>
      toast.error(t`Export failed`, { description: describe(error) }),
    );
  };

  return {
    busy,
    limitOpen,
    setLimitOpen,
    canCreate,
    createFromTemplate,
    createSample,
    duplicate,
    importFile,
    rename,
    remove,
    exportAs,
  };
}

export type DashboardActions = ReturnType<typeof useDashboardActions>;
