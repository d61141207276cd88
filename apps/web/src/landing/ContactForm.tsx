import { useId, useRef, useState, type FormEvent } from 'react';
import { Loader2, Send } from 'lucide-react';
import { toast } from 'sonner';
import { CONTACT_LIMITS, MESSAGES, validateContact } from '@resumey/resume';
import { ApiRequestError, call, client } from '../lib/api';
import { Button } from '../components/ui/button';
import { Input, Textarea } from '../components/ui/input';
import { Label } from '../components/ui/label';

/** The same caps as the server's (the shared contact schema's). */
const { nameMax: NAME_MAX, messageMax: MESSAGE_MAX } = CONTACT_LIMITS;

/**
 * Contact Us (SPEC.md sections 2 and 5, DESIGN.md decision 11): name and message, sent to POST /api/contact.
 * The form validates itself (noValidate) so a missing field gets SPEC.md's toast rather than the browser's bubble.
 */
export function ContactForm({ onSent }: { onSent: () => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);

  const nameMissing = !name.trim();
  const messageMissing = !message.trim();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const invalid = validateContact({ name, message });
    if (invalid) {
      setShowErrors(true);
      toast.error(invalid.title, { description: invalid.description });
      (nameMissing ? nameRef : messageRef).current?.focus();
      return;
    }
    setSending(true);
    try {
      await call(
        client.api.contact.$post({
          json: { name: name.trim(), message: message.trim(), homepage: honeypotRef.current?.value ?? '' },
        }),
      );
      toast.success(MESSAGES.messageSentTitle, { description: MESSAGES.messageSentDescription });
      setName('');
      setMessage('');
      setShowErrors(false);
      onSent();
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 429) {
        // The server says when the visitor may write again ('Too many messages. Please try again in 9 minutes.').
        toast.error(err.message);
      } else {
        toast.error(MESSAGES.sendFailedTitle, { description: MESSAGES.sendFailedDescription });
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={sending}>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-name`}>
          Name{' '}
          <span aria-hidden="true" className="text-red-600">
            *
          </span>
        </Label>
        <Input
          ref={nameRef}
          id={`${id}-name`}
          name="name"
          autoComplete="name"
          maxLength={NAME_MAX}
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-required="true"
          aria-invalid={showErrors && nameMissing ? true : undefined}
          placeholder="Your name"
        />
      </div>
      <div className="grid gap-1.5">
        <div className="flex items-baseline justify-between">
          <Label htmlFor={`${id}-message`}>
            Message{' '}
            <span aria-hidden="true" className="text-red-600">
              *
            </span>
          </Label>
          <span id={`${id}-count`} className="text-xs tabular-nums text-slate-500">
            {message.length}/{MESSAGE_MAX}
          </span>
        </div>
        <Textarea
          ref={messageRef}
          id={`${id}-message`}
          name="message"
          rows={6}
          maxLength={MESSAGE_MAX}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          aria-required="true"
          aria-invalid={showErrors && messageMissing ? true : undefined}
          aria-describedby={`${id}-hint ${id}-count`}
          placeholder="How can we help?"
        />
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          Would you like a reply? Include your e-mail address in the message.
        </p>
      </div>
      {/* Honeypot: invisible to people and skipped by keyboard and screen readers; bots that fill it are ignored. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
        <label htmlFor={`${id}-homepage`}>Leave this field empty</label>
        <input ref={honeypotRef} id={`${id}-homepage`} name="homepage" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <Button type="submit" size="lg" disabled={sending} className="mt-1 w-full sm:w-auto sm:justify-self-end">
        {sending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
