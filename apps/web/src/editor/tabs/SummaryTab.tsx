import { useCallback, useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS, summaryWarning } from '@resumey/resume';
import { localizeMessage } from '../../i18n';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import { FieldMessage } from '../fields/TextField';
import { SectionCard } from '../fields/SectionCard';
import { useResume, useEditorDoc } from '../state/doc';
import { selectSummary } from '../state/selectors';

/** The summary with SPEC.md's 500-character counter, length warnings (text is saved regardless) and tip. */
export default function SummaryTab() {
  const id = useId();
  const doc = useEditorDoc();
  const summary = useResume(selectSummary);
  const onChange = useCallback((value: string) => doc.edit((r) => ({ ...r, summary: value }), 'summary'), [doc]);
  const { i18n, t } = useLingui();
  const english = summaryWarning(summary);
  const warning = english && localizeMessage(english);
  const number = new Intl.NumberFormat(i18n.locale);
  const used = number.format(summary.length);
  const max = number.format(LIMITS.summaryMax);
  const over = summary.length > LIMITS.summaryMax;
  return (
    <SectionCard title={t`Professional Summary`} description={t`A short pitch at the top of your resume.`}>
      <div className="mb-1.5 flex items-center justify-between gap-2">
        <Label htmlFor={id}>
          <Trans>Summary</Trans>
        </Label>
        <span
          id={`${id}-count`}
          className={cn('text-xs tabular-nums', over ? 'font-semibold text-amber-700' : 'text-slate-500')}
        >
          {t`${used}/${max}`}
        </span>
      </div>
      <Textarea
        id={id}
        value={summary}
        rows={8}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-count ${id}-tip${warning ? ` ${id}-msg` : ''}`}
        placeholder={t`Experienced engineer who...`}
        className="resize-y"
      />
      <FieldMessage id={`${id}-msg`} warning={warning} />
      <p id={`${id}-tip`} className="mt-2 text-xs text-slate-500">
        <Trans>Tip: Use **bold** and *italic* formatting</Trans>
      </p>
    </SectionCard>
  );
}
