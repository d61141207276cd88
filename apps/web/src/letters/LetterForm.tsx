import { memo, useCallback, useId } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LETTER_LIMITS, type CoverLetter, type LetterRecipient } from '@resumey/resume';
import { Button } from '../components/ui/button';
import { Input, Textarea } from '../components/ui/input';
import { Label } from '../components/ui/label';

type Edit = (change: (letter: CoverLetter) => CoverLetter) => void;

function Field({
  label,
  value,
  onChange,
  multiline,
  type = 'text',
  max,
  name,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  multiline?: boolean;
  type?: string;
  max: number;
  name: string;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <Textarea
          id={id}
          dir="auto"
          name={name}
          rows={3}
          value={value}
          maxLength={max}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <Input
          id={id}
          dir="auto"
          name={name}
          type={type}
          value={value}
          maxLength={max}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </div>
  );
}

/**
 * The letter's fields, top to bottom as on the page: recipient, date, subject, greeting, paragraphs (with the
 * resumes' bullet markup), closing and signature.
 */
export const LetterForm = memo(function LetterForm({ letter, edit }: { letter: CoverLetter; edit: Edit }) {
  const { t } = useLingui();
  const set = useCallback(
    <K extends keyof CoverLetter>(key: K) =>
      (value: CoverLetter[K]) =>
        edit((l) => ({ ...l, [key]: value })),
    [edit],
  );
  const to = (key: keyof LetterRecipient) => (value: string) =>
    edit((l) => ({ ...l, recipient: { ...l.recipient, [key]: value } }));
  const paragraph = (i: number, value: string) =>
    edit((l) => ({ ...l, paragraphs: l.paragraphs.map((p, j) => (j === i ? value : p)) }));
  const move = (i: number, by: -1 | 1) =>
    edit((l) => {
      const next = [...l.paragraphs];
      [next[i], next[i + by]] = [next[i + by]!, next[i]!];
      return { ...l, paragraphs: next };
    });
  const line = LETTER_LIMITS.lineChars;
  const { paragraphs } = letter;
  return (
    <form className="grid gap-6" onSubmit={(e) => e.preventDefault()} aria-label={t`Cover letter`}>
      <fieldset className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-slate-700">
          <Trans>Recipient</Trans>
        </legend>
        <Field name="recipient.name" label={t`Name`} value={letter.recipient.name} onChange={to('name')} max={line} />
        <Field
          name="recipient.title"
          label={t`Job title`}
          value={letter.recipient.title}
          onChange={to('title')}
          max={line}
        />
        <Field
          name="recipient.company"
          label={t`Company`}
          value={letter.recipient.company}
          onChange={to('company')}
          max={line}
        />
        <Field name="date" label={t`Date`} type="date" value={letter.date} onChange={set('date')} max={10} />
        <div className="sm:col-span-2">
          <Field
            name="recipient.address"
            label={t`Address`}
            multiline
            value={letter.recipient.address}
            onChange={to('address')}
            max={LETTER_LIMITS.addressChars}
          />
        </div>
      </fieldset>
      <fieldset className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
        <legend className="px-1 text-sm font-semibold text-slate-700">
          <Trans>Letter</Trans>
        </legend>
        <Field
          name="subject"
          label={t`Subject`}
          value={letter.subject}
          onChange={set('subject')}
          max={LETTER_LIMITS.subjectChars}
        />
        <Field name="greeting" label={t`Greeting`} value={letter.greeting} onChange={set('greeting')} max={line} />
        <p className="text-xs text-slate-500">
          <Trans>Use **bold**, *italic* and __underline__ in paragraphs.</Trans>
        </p>
        {paragraphs.map((text, i) => (
          <div key={i} className="grid gap-1.5">
            <div className="flex items-center justify-between gap-2">
              <Label htmlFor={`paragraph-${i}`}>{t`Paragraph ${i + 1}`}</Label>
              <span className="flex gap-1">
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={t`Move paragraph ${i + 1} up`}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                >
                  <ArrowUp aria-hidden />
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={t`Move paragraph ${i + 1} down`}
                  disabled={i === paragraphs.length - 1}
                  onClick={() => move(i, 1)}
                >
                  <ArrowDown aria-hidden />
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={t`Remove paragraph ${i + 1}`}
                  onClick={() => edit((l) => ({ ...l, paragraphs: l.paragraphs.filter((_, j) => j !== i) }))}
                >
                  <Trash2 aria-hidden />
                </Button>
              </span>
            </div>
            <Textarea
              id={`paragraph-${i}`}
              dir="auto"
              name={`paragraph-${i}`}
              rows={5}
              value={text}
              maxLength={LETTER_LIMITS.paragraphChars}
              onChange={(e) => paragraph(i, e.target.value)}
            />
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={paragraphs.length >= LETTER_LIMITS.paragraphs}
          onClick={() => edit((l) => ({ ...l, paragraphs: [...l.paragraphs, ''] }))}
        >
          <Plus aria-hidden /> <Trans>Add paragraph</Trans>
        </Button>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field name="closing" label={t`Closing`} value={letter.closing} onChange={set('closing')} max={line} />
          <Field
            name="signature"
            label={t`Signature`}
            value={letter.signature}
            onChange={set('signature')}
            max={line}
          />
        </div>
      </fieldset>
    </form>
  );
});
