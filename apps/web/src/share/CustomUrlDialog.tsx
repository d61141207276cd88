import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { toast } from 'sonner';
import { AtSign, ExternalLink, TriangleAlert } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { filterSlugInput, LIMITS, normalizeSlug, slugFromTitle, type Resume } from '@resumey/resume';
import { M } from '../i18n';
import { Button } from '../components/ui/button';
import { Checkbox } from '../components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../components/ui/dialog';
import { Form, useSchemaForm } from '../components/ui/form';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { Spinner } from '../components/ui/spinner';
import { ApiRequestError } from '../lib/api';
import {
  PROFILE_KEY,
  SHARES_KEY,
  shareApi,
  shareUrl,
  shortUrl,
  useProfile,
  useShares,
  type OwnShare,
} from './share-api';
import { chosenShortSlug, ShortLinkChoice, useShortLink } from './ShortLinkChoice';
import { useAvailability } from './useAvailability';
import { UsernameDialog } from './UsernameDialog';

/** The slug as typed (filtered to what a slug may hold) and the agreement to share it publicly. */
const slugFormSchema = z.object({ slug: z.string().max(LIMITS.slugMax), terms: z.boolean() });

interface Props {
  resume: Resume;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Tells the share dialog a custom URL now exists (to show its QR code). */
  onSaved?(share: OwnShare): void;
}

/** 'Create Custom URL' (SPEC.md sections 2, 4, 5 and 8): /u/{username}/{slug} for this resume. */
export function CustomUrlDialog({ resume, open, onOpenChange, onSaved }: Props) {
  const profile = useProfile(open);
  const { t } = useLingui();
  const [usernameOpen, setUsernameOpen] = useState(false);
  const username = profile.data?.username ?? null;
  const needsUsername = profile.isSuccess && !username;
  const exampleSlug = slugFromTitle(resume.meta.title);

  // Without a username the namespace must be set first: the username dialog opens by itself, once per opening.
  const autoOpened = useRef(false);
  useEffect(() => {
    if (!open) autoOpened.current = false;
    else if (needsUsername && !autoOpened.current) {
      autoOpened.current = true;
      setUsernameOpen(true);
    }
  }, [open, needsUsername]);

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent aria-describedby="custom-url-description" className="max-w-lg">
          <DialogHeader>
            <DialogTitle>
              <Trans>Create Custom URL</Trans>
            </DialogTitle>
            <DialogDescription id="custom-url-description">
              <Trans>A short, memorable address for this resume that anyone can open without signing in.</Trans>
            </DialogDescription>
          </DialogHeader>
          {profile.isPending ? (
            <Spinner label={t`Loading...`} />
          ) : username ? (
            open && (
              <>
                {/* A username may change: links under the old one keep working (addresses module, issue #18). */}
                <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
                  <Trans>
                    Your username: <span className="font-medium text-slate-900">{username}</span>
                  </Trans>
                  <Button variant="outline" size="sm" onClick={() => setUsernameOpen(true)}>
                    <Trans>Change username</Trans>
                  </Button>
                </p>
                <SlugForm resume={resume} username={username} onSaved={onSaved} onClose={() => onOpenChange(false)} />
              </>
            )
          ) : (
            <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-slate-300 p-6 text-center">
              <AtSign className="size-8 text-brand" aria-hidden />
              <p className="font-medium text-slate-900">
                <Trans>Set up your Personal namespace</Trans>
              </p>
              <p className="text-sm text-slate-600">
                <Trans>Custom URLs live under your username, like /u/your-name/{exampleSlug}.</Trans>
              </p>
              <Button onClick={() => setUsernameOpen(true)}>
                <Trans>Set Username First</Trans>
              </Button>
            </div>
          )}
        </DialogContent>
      </Dialog>
      <UsernameDialog open={usernameOpen} onOpenChange={setUsernameOpen} current={username} />
    </>
  );
}

function SlugForm({
  resume,
  username,
  onSaved,
  onClose,
}: {
  resume: Resume;
  username: string;
  onSaved?(share: OwnShare): void;
  onClose(): void;
}) {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const shares = useShares(true);
  const form = useSchemaForm(slugFormSchema, {
    defaultValues: { slug: slugFromTitle(resume.meta.title), terms: false },
  });
  const slugInput = form.register('slug');
  const raw = form.watch('slug');
  const terms = form.watch('terms');
  // Besides the /u/ address, each check says what short link /v/ it would get (issue #37).
  const shortLink = useShortLink(resume.id);
  const save = useMutation({
    mutationFn: (v: { slug: string; shortSlug: string | null | undefined }) =>
      shareApi.save({ username, slug: v.slug, resumeId: resume.id, shortSlug: v.shortSlug }),
    onSuccess: async ({ share }) => {
      await queryClient.invalidateQueries({ queryKey: SHARES_KEY });
      toast.success(M.resumeSharedTitle, {
        description: M.resumeSharedDescription(username, share.slug),
      });
      onSaved?.(share);
    },
    onError: async (err, v) => {
      const code = err instanceof ApiRequestError ? err.code : '';
      if (code === 'shared_limit') {
        toast.error(M.sharedLimitTitle, { description: M.sharedLimit(LIMITS.maxSharedResumes) });
        await queryClient.invalidateQueries({ queryKey: SHARES_KEY });
      } else if (code === 'short_slug_taken') {
        await shortLink.refuse(v.slug); // taken by another account since the check
      } else if (code !== 'slug_taken') {
        toast.error(M.saveFailedTitle, { description: M.saveFailedDescription });
        // The username changed elsewhere (another tab): show the current one, so trying again works.
        if (code === 'username_mismatch' || code === 'profile_not_found') {
          await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
        }
      }
    },
  });
  const saved = save.data?.share;
  const saving = save.isPending;
  const takenOnSave =
    save.error instanceof ApiRequestError && save.error.code === 'slug_taken' ? save.variables?.slug : undefined;

  const slug = normalizeSlug(raw);
  const availability = useAvailability(slug, shortLink.check, !saved);
  const taken = availability === 'taken' || takenOnSave === slug;
  const list = shares.data?.shares ?? [];
  const own = list.find((s) => s.slug === slug && s.resumeId === resume.id);
  const resaving = Boolean(own);
  const short = availability === 'available' ? shortLink.answers[slug]?.short : undefined;
  // A URL saved before keeps having a short link or none, unless changed here; a new one gets one.
  const wantsShort = shortLink.wanted ?? (own ? own.shortSlug !== null : true);
  const shortSlug = chosenShortSlug(slug, short, wantsShort);
  // A failed list counts as the limit reached (SPEC.md section 8); re-saving an existing URL is always fine.
  const atLimit = !resaving && (shares.isError || list.length >= (shares.data?.limit ?? LIMITS.maxSharedResumes));
  const canSave = Boolean(slug) && !taken && !saving && !atLimit && terms && shares.isSuccess;

  if (saved) {
    const url = shareUrl(username, saved.slug);
    const savedShort = saved.shortSlug ? shortUrl(saved.shortSlug) : undefined;
    return (
      <div className="grid gap-4">
        <div className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900" role="status">
          <p className="font-medium">{M.resumeSharedTitle}</p>
          <p className="mt-1 break-all">{M.resumeSharedDescription(username, saved.slug)}</p>
          <p className="mt-1 break-all" data-testid="saved-short-link">
            {savedShort ? <Trans>Short link: {savedShort}</Trans> : <Trans>This URL has no short link.</Trans>}
          </p>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            <Trans>Done</Trans>
          </Button>
          <Button asChild>
            <a href={url} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden />
              <Trans>Open Link</Trans>
            </a>
          </Button>
        </DialogFooter>
      </div>
    );
  }

  const hint = !slug
    ? t`Use letters, numbers, spaces or hyphens.`
    : taken
      ? M.slugTaken
      : availability === 'checking'
        ? t`Checking...`
        : availability === 'available'
          ? resaving
            ? t`This resume already uses this URL: saving refreshes it.`
            : t`Available`
          : '';

  return (
    <Form form={form} onSubmit={() => canSave && save.mutate({ slug, shortSlug })} className="grid gap-4">
      {atLimit && shares.isFetched && (
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div>
            <p className="font-medium">{M.sharedResumeLimitTitle}</p>
            <p>{M.sharedLimit(LIMITS.maxSharedResumes)}</p>
          </div>
        </div>
      )}
      <div className="grid gap-1.5">
        <div className="flex items-baseline justify-between">
          <Label htmlFor="share-slug">
            <Trans>Custom URL</Trans>
          </Label>
          <span className="text-xs tabular-nums text-slate-500">
            {raw.length}/{LIMITS.slugMax}
          </span>
        </div>
        <div className="flex items-center rounded-md border border-slate-300 focus-within:border-brand">
          <span className="max-w-[55%] shrink-0 truncate ps-3 text-sm text-slate-500" title={`/u/${username}/`}>
            /u/{username}/
          </span>
          <Input
            id="share-slug"
            maxLength={LIMITS.slugMax}
            autoComplete="off"
            spellCheck={false}
            className="h-10 border-0 ps-0.5 focus-visible:outline-0"
            aria-invalid={taken || !slug}
            aria-describedby="share-slug-help"
            {...slugInput}
            onChange={(e) => {
              e.target.value = filterSlugInput(e.target.value);
              void slugInput.onChange(e);
            }}
            autoFocus
          />
        </div>
        <p
          id="share-slug-help"
          className={
            taken || !slug
              ? 'text-sm text-red-600'
              : availability === 'available'
                ? 'text-sm text-emerald-700'
                : 'text-sm text-slate-500'
          }
          role={taken ? 'alert' : undefined}
        >
          {hint}
        </p>
        {slug && <p className="break-all text-xs text-slate-500">{shareUrl(username, slug)}</p>}
      </div>
      {short && !taken && (
        <ShortLinkChoice
          slug={slug}
          short={short}
          wanted={wantsShort}
          onWantedChange={shortLink.setWanted}
          refused={shortLink.refused === slug}
        />
      )}
      <div className="flex items-start gap-2">
        <Checkbox
          id="share-terms"
          checked={terms}
          onCheckedChange={(v) => form.setValue('terms', v === true)}
          className="mt-0.5"
        />
        <Label htmlFor="share-terms" className="font-normal leading-snug text-slate-700">
          <Trans>
            I agree to share this resume's data publicly: anyone with the URL can view it, and it stays online until I
            delete the URL.
          </Trans>
        </Label>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={!canSave}>
          {saving && <Spinner className="size-4 text-current" />}
          <Trans>Save</Trans>
        </Button>
      </DialogFooter>
    </Form>
  );
}
