import { useId } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Loader2, Send } from 'lucide-react';
import { toast } from 'sonner';
import { Trans, useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import { CONTACT_LIMITS, contactBody, validateContact } from '@resumey/resume';
import { M, localizeMessage } from '../i18n';
import { ApiRequestError, call, client, errorText } from '../lib/api';
import { Button } from '../components/ui/button';
import { FieldError, Form, useSchemaForm } from '../components/ui/form';
import { Input, Textarea } from '../components/ui/input';
import { Label } from '../components/ui/label';

/** The same caps as the server's (the shared contact schema's). */
const { nameMax: NAME_MAX, messageMax: MESSAGE_MAX } = CONTACT_LIMITS;

type ContactInput = z.input<typeof contactBody>;

/**
 * Contact Us (SPEC.md sections 2 and 5, DESIGN.md decision 11): name and message, sent to POST /api/contact.
 * The shared contact schema checks the form (its message under each field) and a missing field also gets SPEC.md's
 * toast rather than the browser's bubble.
 */
export function ContactForm({ onSent }: { onSent: () => void }) {
  const id = useId();
  const { t } = useLingui();
  const form = useSchemaForm(contactBody, { defaultValues: { name: '', message: '', homepage: '' } });
  const { errors } = form.formState;
  const send = useMutation({
    mutationFn: (json: ContactInput) => call(client.api.contact.$post({ json })),
    onSuccess: () => {
      toast.success(M.messageSentTitle, { description: M.messageSentDescription });
      form.reset();
      onSent();
    },
    onError: (err) => {
      // A rate limit: the server says when the visitor may write again ('... try again in 9 minutes.').
      if (err instanceof ApiRequestError && err.status === 429) toast.error(localizeMessage(errorText(err)));
      else toast.error(M.sendFailedTitle, { description: M.sendFailedDescription });
    },
  });
  const refused = () => {
    const invalid = validateContact(form.getValues());
    if (invalid) toast.error(localizeMessage(invalid.title), { description: localizeMessage(invalid.description) });
  };
  const messageLength = form.watch('message').length;

  return (
    <Form
      form={form}
      onSubmit={(values) => !send.isPending && send.mutate(values)}
      onInvalid={refused}
      className="grid gap-4"
      aria-busy={send.isPending}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-name`}>
          <Trans>Name</Trans>{' '}
          <span aria-hidden="true" className="text-red-600">
            *
          </span>
        </Label>
        <Input
          id={`${id}-name`}
          autoComplete="name"
          maxLength={NAME_MAX}
          aria-required="true"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={`${id}-name-error`}
          placeholder={t`Your name`}
          {...form.register('name')}
        />
        <FieldError name="name" id={`${id}-name-error`} />
      </div>
      <div className="grid gap-1.5">
        <div className="flex items-baseline justify-between">
          <Label htmlFor={`${id}-message`}>
            <Trans>Message</Trans>{' '}
            <span aria-hidden="true" className="text-red-600">
              *
            </span>
          </Label>
          <span id={`${id}-count`} className="text-xs tabular-nums text-slate-500">
            {messageLength}/{MESSAGE_MAX}
          </span>
        </div>
        <Textarea
          id={`${id}-message`}
          rows={6}
          maxLength={MESSAGE_MAX}
          aria-required="true"
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={`${id}-hint ${id}-count ${id}-message-error`}
          placeholder={t`How can we help?`}
          {...form.register('message')}
        />
        <FieldError name="message" id={`${id}-message-error`} />
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          <Trans>Would you like a reply? Include your e-mail address in the message.</Trans>
        </p>
      </div>
      {/* Honeypot: invisible to people and skipped by keyboard and screen readers; bots that fill it are ignored. */}
      <div aria-hidden="true" className="absolute -start-[10000px] top-auto size-px overflow-hidden">
        <label htmlFor={`${id}-homepage`}>{t`Leave this field empty`}</label>
        <input id={`${id}-homepage`} type="text" tabIndex={-1} autoComplete="off" {...form.register('homepage')} />
      </div>
      <Button type="submit" size="lg" disabled={send.isPending} className="mt-1 w-full sm:w-auto sm:justify-self-end">
        {send.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {send.isPending ? t`Sending...` : t`Send Message`}
      </Button>
    </Form>
  );
}
