import { useId, useMemo } from 'react';
import { languageName, RESUME_LANGUAGES, resumeLanguageOf, type Resume } from '@resumey/resume';
import { useLingui } from '@lingui/react';
import { Label } from '../../components/ui/label';
import { LANGUAGE_TEXT as T } from '../sections/language-messages';
import { useEditorDoc, useResume } from '../state/doc';

const selectLanguage = (r: Resume) => resumeLanguageOf(r.meta.language);

const select =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:border-brand';

/**
 * The resume's language (issue #35): each listed by its own name ('Deutsch', '日本語'), since whoever picks one
 * reads that language; sorted the interface's way so the list is predictable.
 */
export function LanguagePicker() {
  const id = useId();
  const hint = useId();
  const doc = useEditorDoc();
  const language = useResume(selectLanguage);
  const { i18n } = useLingui();
  const options = useMemo(
    () =>
      RESUME_LANGUAGES.map((value) => ({ value, label: languageName(value) })).sort((a, b) =>
        a.label.localeCompare(b.label, i18n.locale),
      ),
    [i18n.locale],
  );
  return (
    <div>
      <Label htmlFor={id} className="mb-1.5 block">
        {T.language}
      </Label>
      <select
        id={id}
        aria-describedby={hint}
        className={select}
        value={language}
        onChange={(e) => {
          const value = e.target.value;
          doc.edit(
            (r) => (r.meta.language === value ? r : { ...r, meta: { ...r.meta, language: value } }),
            'meta.language',
          );
        }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} lang={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <p id={hint} className="mt-1 text-xs text-slate-500">
        {T.languageHint}
      </p>
    </div>
  );
}
