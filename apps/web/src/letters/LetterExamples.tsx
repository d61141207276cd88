import { useState } from 'react';
import { BookOpenText, FilePen } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { LETTER_EXAMPLES, recipientLines, type LetterExample, type LetterExampleId } from '@resumey/resume';
import { Markup } from '@resumey/templates';
import { Button } from '../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../components/ui/dialog';

/** The role each example was written for, in the interface's language (the letters themselves stay English). */
const ROLES: Record<LetterExampleId, MessageDescriptor> = {
  'software-engineer': msg`Software engineer`,
  nurse: msg`Nurse`,
  'customer-success': msg`Customer success manager`,
};

/**
 * Three short letters for different jobs, to read before writing one's own (issue #41 item 4): each opens in a
 * dialog, from which a letter can also be started with its text.
 */
export function LetterExamples({ onStart }: { onStart: (example: LetterExample) => void }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState<LetterExample | null>(null);
  const role = open ? i18n._(ROLES[open.id]) : '';
  return (
    <section aria-labelledby="letter-examples" className="mt-6 border-t border-slate-200 pt-4">
      <h2 id="letter-examples" className="text-sm font-semibold text-slate-900">
        <Trans>See an example</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>Short letters written for three different jobs, to read before you write yours.</Trans>
      </p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {LETTER_EXAMPLES.map((example) => (
          <li key={example.id}>
            <Button variant="outline" size="sm" data-example={example.id} onClick={() => setOpen(example)}>
              <BookOpenText aria-hidden /> {i18n._(ROLES[example.id])}
            </Button>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        {open && (
          <DialogContent className="max-w-2xl">
            <DialogHeader>
              <DialogTitle>
                <Trans>Example letter: {role}</Trans>
              </DialogTitle>
              <DialogDescription>
                <Trans>
                  Written by a person as an example, in English. Its writer, the people and the companies in it are made
                  up.
                </Trans>
              </DialogDescription>
            </DialogHeader>
            <ExampleText example={open} />
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">
                  <Trans>Close</Trans>
                </Button>
              </DialogClose>
              <Button
                onClick={() => {
                  setOpen(null);
                  onStart(open);
                }}
              >
                <FilePen aria-hidden /> <Trans>Start from this example</Trans>
              </Button>
            </DialogFooter>
          </DialogContent>
        )}
      </Dialog>
    </section>
  );
}

/** The example as a letter reads: the user's content, in its own language and direction whatever the interface's. */
function ExampleText({ example }: { example: LetterExample }) {
  const { letter } = example;
  return (
    <article
      lang="en"
      dir="ltr"
      translate="no"
      data-letter-example={example.id}
      className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-3 text-start text-sm leading-relaxed text-slate-800 sm:px-5 sm:py-4"
    >
      <p className="font-semibold text-slate-900">{example.signature}</p>
      <address className="not-italic text-slate-700">
        {recipientLines({ ...letter, date: '', signature: '' }).map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
      <p className="font-semibold text-slate-900">{letter.subject}</p>
      <p>{letter.greeting}</p>
      {letter.paragraphs.map((p) => (
        <p key={p}>
          <Markup text={p} />
        </p>
      ))}
      <p>
        {letter.closing}
        <span className="block">{example.signature}</span>
      </p>
    </article>
  );
}
