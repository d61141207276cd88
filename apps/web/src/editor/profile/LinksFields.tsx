import { memo, useCallback } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { newLink, type Resume } from '@resumey/resume';
import { Button } from '../../components/ui/button';
import { TextField } from '../fields/TextField';
import { useResume, useEditorDoc, useResumeShallow } from '../state/doc';
import { addSectionItem, findItem, removeSectionItem, setItemField } from '../state/ops';
import { selectIds } from '../state/selectors';

const selectLinkIds = selectIds('links');

/** Further links of the profile (the resume's links[]): a label and a URL each. */
export function LinksFields() {
  const doc = useEditorDoc();
  const ids = useResumeShallow(selectLinkIds);
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        <Trans>Other Links</Trans>
      </legend>
      {ids.length === 0 && (
        <p className="text-sm text-slate-500">
          <Trans>Add a portfolio, blog or any other page.</Trans>
        </p>
      )}
      {ids.map((id, index) => (
        <LinkRow key={id} id={id} index={index} />
      ))}
      <div>
        <Button variant="outline" size="sm" onClick={() => doc.edit((r) => addSectionItem(r, 'links', newLink()))}>
          <Plus aria-hidden="true" />
          <Trans>Add Link</Trans>
        </Button>
      </div>
    </fieldset>
  );
}

const LinkRow = memo(function LinkRow({ id, index }: { id: string; index: number }) {
  const doc = useEditorDoc();
  const { t } = useLingui();
  const number = index + 1;
  const label = useResume(useCallback((r: Resume) => findItem(r, 'links', id)?.label ?? '', [id]));
  const url = useResume(useCallback((r: Resume) => findItem(r, 'links', id)?.url ?? '', [id]));
  const setLabel = useCallback(
    (v: string) => doc.edit((r) => setItemField(r, 'links', id, 'label', v), `link.${id}.label`),
    [doc, id],
  );
  const setUrl = useCallback(
    (v: string) => doc.edit((r) => setItemField(r, 'links', id, 'url', v), `link.${id}.url`),
    [doc, id],
  );
  return (
    <div className="grid items-end gap-2 sm:grid-cols-[1fr_2fr_auto]">
      <TextField label={t`Link ${number} label`} value={label} onChange={setLabel} placeholder={t`Portfolio`} />
      <TextField
        label={t`Link ${number} URL`}
        type="url"
        value={url}
        onChange={setUrl}
        placeholder="https://example.com"
      />
      <Button
        variant="ghost"
        size="icon"
        aria-label={t`Remove link ${number}`}
        onClick={() => doc.edit((r) => removeSectionItem(r, 'links', id))}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
});
