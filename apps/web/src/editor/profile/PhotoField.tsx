import { useCallback, useId, useRef, useState, type ChangeEvent } from 'react';
import { ImageUp, Trash2, UserRound } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ACCEPTED_IMAGE_TYPES } from '@resumey/resume';
import { Button } from '../../components/ui/button';
import { useResume, useEditorDoc } from '../state/doc';
import { selectProfileField } from '../state/selectors';
import { processPhoto } from './photo';

const selectPhoto = selectProfileField('profileImage');

/** The profile photo: upload (validated, resized, re-encoded), 'Processing...' meanwhile, errors as alerts, remove. */
export function PhotoField() {
  const doc = useEditorDoc();
  const photo = useResume(selectPhoto);
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const { t } = useLingui();

  const setPhoto = useCallback(
    (dataUrl: string) => doc.edit((r) => ({ ...r, profile: { ...r.profile, profileImage: dataUrl } })),
    [doc],
  );

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clear the input so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    setError(undefined);
    setProcessing(true);
    const result = await processPhoto(file);
    setProcessing(false);
    if (result.ok) setPhoto(result.dataUrl);
    else setError(result.error);
  };

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        <Trans>Photo</Trans>
      </legend>
      <div className="flex items-center gap-4">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full border border-slate-200 bg-slate-100">
          {photo ? (
            <img src={photo} alt={t`Profile photo`} className="size-full object-cover" />
          ) : (
            <UserRound aria-hidden="true" className="size-9 text-slate-400" />
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-label={t`Upload photo`}
            onChange={(e) => void onFile(e)}
          />
          <Button variant="outline" size="sm" disabled={processing} onClick={() => input.current?.click()}>
            <ImageUp aria-hidden="true" />
            {processing ? t`Processing...` : photo ? t`Change Photo` : t`Upload Photo`}
          </Button>
          {photo && !processing && (
            <Button variant="ghost" size="sm" onClick={() => setPhoto('')}>
              <Trash2 aria-hidden="true" />
              <Trans>Remove Photo</Trans>
            </Button>
          )}
          <p className="w-full text-xs text-slate-500">
            <Trans>JPEG, PNG or WebP, under 5MB.</Trans>
          </p>
        </div>
      </div>
      <span role="status" className="sr-only">
        {processing ? t`Processing...` : ''}
      </span>
      <p role="alert" className="text-sm font-medium text-red-600 empty:hidden">
        {error}
      </p>
    </fieldset>
  );
}
