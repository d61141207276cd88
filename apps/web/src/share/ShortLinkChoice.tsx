import { useCallback, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { SlugAvailability } from '@resumey/resume';
import { Checkbox } from '../components/ui/checkbox';
import { Label } from '../components/ui/label';
import { shareApi, shortSlugTakenText } from './share-api';

type Short = SlugAvailability['short'];

/**
 * The short link /v/{name} a custom URL gets as it is saved (DESIGN.md decision 8, issue #37): /v/{slug} when it
 * is free, else the nearest free one offered instead; the owner may take it or have none. undefined: keep the
 * server's choice (the check failed or has not answered).
 */
export function chosenShortSlug(slug: string, short: Short | undefined, wanted: boolean): string | null | undefined {
  if (!short) return undefined;
  if (!wanted) return null;
  return short.available ? slug : short.suggestion;
}

/**
 * The short-link state of the Create Custom URL form: `check` is the form's availability check (the /u/ address),
 * keeping each answer's short link by slug; `wanted` the owner's choice (undefined: not made); `refuse` records the
 * server's refusal of the short link sent and asks again, which offers the next free one.
 */
export function useShortLink(resumeId: string) {
  const [answers, setAnswers] = useState<Record<string, SlugAvailability>>({});
  const [wanted, setWanted] = useState<boolean>();
  const [refused, setRefused] = useState<string>();
  const remember = useCallback((r: SlugAvailability) => setAnswers((all) => ({ ...all, [r.slug]: r })), []);
  const check = useCallback(
    (slug: string) =>
      shareApi.slugAvailable(slug, resumeId).then((r) => {
        remember(r);
        return r.available;
      }),
    [resumeId, remember],
  );
  const refuse = useCallback(
    async (slug: string) => {
      setRefused(slug);
      await shareApi.slugAvailable(slug, resumeId).then(remember, () => undefined);
    },
    [resumeId, remember],
  );
  return { check, answers, wanted, setWanted, refused, refuse };
}

/** The short-link part of the Create Custom URL form: what /v/ address the URL gets, with a box to have none. */
export function ShortLinkChoice({
  slug,
  short,
  wanted,
  onWantedChange,
  refused,
}: {
  slug: string;
  short: Short;
  wanted: boolean;
  onWantedChange(wanted: boolean): void;
  /** The server refused the short link offered (taken meanwhile): a fresh offer is shown with this said. */
  refused: boolean;
}) {
  const offered = short.available ? slug : short.suggestion;
  return (
    <div className="grid gap-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm" data-testid="short-link">
      {refused && (
        <p role="alert" className="text-red-700">
          {shortSlugTakenText()}
        </p>
      )}
      {!short.available && (
        <p className="text-slate-700" role="status">
          <Trans>
            The short link <span className="font-medium text-slate-900">/v/{slug}</span> is taken. Your URL above works
            as typed.
          </Trans>
        </p>
      )}
      {offered ? (
        <div className="flex items-start gap-2">
          <Checkbox
            id="share-short"
            checked={wanted}
            onCheckedChange={(v) => onWantedChange(v === true)}
            className="mt-0.5"
          />
          <Label htmlFor="share-short" className="font-normal leading-snug text-slate-700">
            {short.available ? (
              <Trans>
                Also create the short link <span className="font-medium text-slate-900">/v/{offered}</span>
              </Trans>
            ) : (
              <Trans>
                Use the short link <span className="font-medium text-slate-900">/v/{offered}</span> instead
              </Trans>
            )}
          </Label>
        </div>
      ) : (
        <p className="text-slate-700">
          <Trans>This URL will have no short link.</Trans>
        </p>
      )}
    </div>
  );
}
