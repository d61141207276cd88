import { useEffect, useMemo, useState } from 'react';
import { Copy, ExternalLink } from 'lucide-react';
import { t as tNow } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { encodeShareLink, LINK_LIMITS, SHARE_PHOTO, shareLinkIssues, type Resume } from '@resumey/resume';
import { Button } from '../components/ui/button';
import { Checkbox } from '../components/ui/checkbox';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { copyText } from './clipboard';
import { shrinkPhotoForLink } from './photo';
import { localizeMessage } from '../i18n';

const linkFor = (data: string) => `${window.location.origin}/v/#${data}`;
/** Links the public page refuses to open (LINK_LIMITS): more than the link can carry. */
const tooLong = (link: string) => link.length - linkFor('').length > LINK_LIMITS.fragmentChars;

/** The small photo the link would carry, made once per photo (canvas work is not free). */
function useLinkPhoto(dataUrl: string | undefined) {
  const [state, setState] = useState<{ src?: string; small?: string }>({});
  useEffect(() => {
    if (!dataUrl) return;
    let live = true;
    void shrinkPhotoForLink(dataUrl, SHARE_PHOTO).then((small) => live && setState({ src: dataUrl, small }));
    return () => {
      live = false;
    };
  }, [dataUrl]);
  return state.src === dataUrl ? state.small || undefined : undefined;
}

function tooLongText(locale: string) {
  const max = LINK_LIMITS.fragmentChars.toLocaleString(locale);
  return tNow`The resume is too long for a link (at most ${max} characters): share it with a custom URL below.`;
}

/** The link that carries the resume itself (DESIGN.md decision 9): works with no account and no server copy. */
export function LinkShare({ resume }: { resume: Resume }) {
  const { t, i18n } = useLingui();
  const fmt = (n: number) => n.toLocaleString(i18n.locale);
  const [withPhoto, setWithPhoto] = useState(false);
  const photoUrl = resume.profile.profileImage || undefined;
  const photo = useLinkPhoto(photoUrl);

  const plain = useMemo(() => linkFor(encodeShareLink(resume)), [resume]);
  const withImage = useMemo(
    () => (photo ? linkFor(encodeShareLink(resume, { includePhoto: true, photo })) : undefined),
    [resume, photo],
  );
  const link = withPhoto && withImage ? withImage : plain;
  // A resume that fails the shared-link schema (SPEC.md section 5) or the link's size limits would give a link
  // that opens nothing: then there is no link to see, copy or open, only what to change.
  const issues = useMemo(() => {
    const messages = new Set(shareLinkIssues(resume).map((i) => localizeMessage(i.message)));
    if (tooLong(link)) messages.add(tooLongText(i18n.locale));
    return [...messages];
  }, [resume, link, i18n]);
  const blocked = issues.length > 0;
  const linkLength = fmt(link.length);
  const extra = withImage ? fmt(withImage.length - plain.length) : '';

  return (
    <section aria-labelledby="link-share-title" className="grid gap-2">
      <h3 id="link-share-title" className="font-medium text-slate-900">
        <Trans>Link with your resume inside</Trans>
      </h3>
      <p className="text-sm text-slate-600">
        <Trans>
          The whole resume travels in the link: it opens without an account, and later edits do not change it.
        </Trans>
      </p>
      {blocked && (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-medium">
            <Trans>Fix these first, or the link will not open:</Trans>
          </p>
          <ul className="mt-1 list-disc ps-5">
            {issues.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex gap-2">
        <Input
          readOnly
          disabled={blocked}
          value={blocked ? '' : link}
          placeholder={blocked ? t`No link until the resume can open` : undefined}
          aria-label={t`Link with your resume inside`}
          onFocus={(e) => e.target.select()}
        />
        <Button
          variant="outline"
          disabled={blocked}
          onClick={() => void copyText(link)}
          aria-label={t`Copy link with resume inside`}
        >
          <Copy aria-hidden />
          <span className="hidden sm:inline">
            <Trans>Copy</Trans>
          </span>
        </Button>
        {blocked ? (
          <Button variant="ghost" size="icon" disabled aria-label={t`Open link with resume inside`}>
            <ExternalLink aria-hidden />
          </Button>
        ) : (
          <Button variant="ghost" size="icon" asChild>
            <a href={link} target="_blank" rel="noopener noreferrer" aria-label={t`Open link with resume inside`}>
              <ExternalLink aria-hidden />
            </a>
          </Button>
        )}
      </div>
      {!blocked && (
        <p className="text-xs text-slate-500" data-testid="link-length">
          <Trans>Link length: {linkLength} characters</Trans>
        </p>
      )}
      {photoUrl && (
        <div className="flex items-start gap-2">
          <Checkbox
            id="link-photo"
            checked={withPhoto}
            disabled={!withImage}
            onCheckedChange={(v) => setWithPhoto(v === true)}
            className="mt-0.5"
          />
          <Label htmlFor="link-photo" className="grid gap-0.5 font-normal text-slate-700">
            <span>
              <Trans>Include my photo</Trans>
            </span>
            <span className="text-xs text-slate-500">
              {withImage
                ? t`Adds about ${extra} characters (a small 160 px copy). Some apps cut very long links.`
                : t`Preparing a small copy of your photo...`}
            </span>
          </Label>
        </div>
      )}
    </section>
  );
}
