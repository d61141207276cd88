import { useEffect, useMemo, useState } from 'react';
import { Copy, ExternalLink } from 'lucide-react';
import { encodeShareLink, LINK_LIMITS, SHARE_PHOTO, shareLinkIssues, type Resume } from '@resumey/resume';
import { Button } from '../components/ui/button';
import { Checkbox } from '../components/ui/checkbox';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { copyText } from './clipboard';
import { shrinkPhotoForLink } from './photo';

const linkFor = (data: string) => `${window.location.origin}/v/#${data}`;
const fmt = (n: number) => n.toLocaleString('en-US');
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

const TOO_LONG = `The resume is too long for a link (at most ${fmt(LINK_LIMITS.fragmentChars)} characters): share it with a custom URL below.`;

/** The link that carries the resume itself (DESIGN.md decision 9): works with no account and no server copy. */
export function LinkShare({ resume }: { resume: Resume }) {
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
    const messages = new Set(shareLinkIssues(resume).map((i) => i.message));
    if (tooLong(link)) messages.add(TOO_LONG);
    return [...messages];
  }, [resume, link]);
  const blocked = issues.length > 0;

  return (
    <section aria-labelledby="link-share-title" className="grid gap-2">
      <h3 id="link-share-title" className="font-medium text-slate-900">
        Link with your resume inside
      </h3>
      <p className="text-sm text-slate-600">
        The whole resume travels in the link: it opens without an account, and later edits do not change it.
      </p>
      {blocked && (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-medium">Fix these first, or the link will not open:</p>
          <ul className="mt-1 list-disc pl-5">
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
          placeholder={blocked ? 'No link until the resume can open' : undefined}
          aria-label="Link with your resume inside"
          onFocus={(e) => e.target.select()}
        />
        <Button
          variant="outline"
          disabled={blocked}
          onClick={() => void copyText(link)}
          aria-label="Copy link with resume inside"
        >
          <Copy aria-hidden />
          <span className="hidden sm:inline">Copy</span>
        </Button>
        {blocked ? (
          <Button variant="ghost" size="icon" disabled aria-label="Open link with resume inside">
            <ExternalLink aria-hidden />
          </Button>
        ) : (
          <Button variant="ghost" size="icon" asChild>
            <a href={link} target="_blank" rel="noopener noreferrer" aria-label="Open link with resume inside">
              <ExternalLink aria-hidden />
            </a>
          </Button>
        )}
      </div>
      {!blocked && (
        <p className="text-xs text-slate-500" data-testid="link-length">
          Link length: {fmt(link.length)} characters
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
            <span>Include my photo</span>
            <span className="text-xs text-slate-500">
              {withImage
                ? `Adds about ${fmt(withImage.length - plain.length)} characters (a small 160 px copy). Some apps cut very long links.`
                : 'Preparing a small copy of your photo...'}
            </span>
          </Label>
        </div>
      )}
    </section>
  );
}
