import { SHORT_ADDRESS_MESSAGES, type SlugAvailability } from '@resumey/resume';
import { Checkbox } from '../components/ui/checkbox';
import { Label } from '../components/ui/label';

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
          {SHORT_ADDRESS_MESSAGES.shortSlugTaken}
        </p>
      )}
      {!short.available && (
        <p className="text-slate-700" role="status">
          The short link <span className="font-medium text-slate-900">/v/{slug}</span> is taken. Your URL above works as
          typed.
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
              <>
                Also create the short link <span className="font-medium text-slate-900">/v/{offered}</span>
              </>
            ) : (
              <>
                Use the short link <span className="font-medium text-slate-900">/v/{offered}</span> instead
              </>
            )}
          </Label>
        </div>
      ) : (
        <p className="text-slate-700">This URL will have no short link.</p>
      )}
    </div>
  );
}
