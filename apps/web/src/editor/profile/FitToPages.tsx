import { useId, useState } from 'react';
import { fitToPages } from '@resumey/resume';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import { settingsMeasurer, type SettingsMeasurer } from '../../pdf/measure-pages';
import { useEditorDoc } from '../state/doc';
import { cannotFitMessage, describeFit, FIT_PAGE_CHOICES, settingsOf } from './fit-choices';

type Outcome = { kind: 'done' | 'problem'; text: string };

/**
 * Fit to 1 page / 2 pages (issue #20 item 3): tightens line spacing, then margins, then one font-size step, only as
 * far as the resume needs to print on that many pages, measured on a copy of the live preview's sheet with the page
 * boundaries the preview and the PDF use. The result is one ordinary edit (saved, one undo step); the text is never
 * touched. When it cannot fit, nothing changes and the user is told.
 */
export function FitToPages() {
  const doc = useEditorDoc();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const outcomeId = useId();
  const { t } = useLingui();

  const fit = async (pages: number) => {
    const sheet = document.querySelector<HTMLElement>('[data-preview] [data-resume-page]');
    if (!sheet) {
      setOutcome({ kind: 'problem', text: t`The preview is still loading: try again in a moment.` });
      return;
    }
    setBusy(true);
    setOutcome(undefined);
    let measurer: SettingsMeasurer | undefined;
    try {
      const settings = settingsOf(doc.resume.meta);
      measurer = await settingsMeasurer(sheet);
      const measure = measurer;
      const result = await fitToPages({ settings, pages, measure: (s) => measure.pages(s) });
      if (result.status === 'fits') {
        setOutcome({
          kind: 'done',
          text: t`It already fits on ${plural(pages, { one: '# page', other: '# pages' })}: nothing changed.`,
        });
      } else if (result.status === 'cannot') {
        setOutcome({ kind: 'problem', text: cannotFitMessage(pages) });
      } else {
        const next = result.settings;
        doc.edit((r) => ({
          ...r,
          meta: { ...r.meta, lineSpacing: next.lineSpacing, pageMargins: next.pageMargins, fontSize: next.fontSize },
        }));
        setOutcome({ kind: 'done', text: describeFit(settings, next, pages) });
      }
    } catch {
      setOutcome({ kind: 'problem', text: t`Fitting failed: try again in a moment.` });
    } finally {
      measurer?.dispose();
      setBusy(false);
    }
  };

  return (
    <fieldset aria-describedby={outcomeId}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        <Trans>Fit to pages</Trans>
      </legend>
      <div className="flex flex-wrap gap-2">
        {FIT_PAGE_CHOICES.map((n) => (
          <Button key={n} variant="outline" disabled={busy} onClick={() => void fit(n)}>
            {t`Fit to ${plural(n, { one: '# page', other: '# pages' })}`}
          </Button>
        ))}
      </div>
      <p className="mt-1.5 text-xs text-slate-500">
        <Trans>Tightens line spacing, then margins, then one font size step. Your text is not changed.</Trans>
      </p>
      <p
        id={outcomeId}
        role="status"
        data-fit-outcome={outcome?.kind ?? ''}
        className={
          outcome?.kind === 'problem'
            ? 'mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 empty:hidden'
            : 'mt-2 text-sm text-slate-700 empty:hidden'
        }
      >
        {busy ? t`Fitting...` : outcome?.text}
      </p>
    </fieldset>
  );
}
