import { useEffect, useId, useState } from 'react';
import {
  HEADING_KEYS,
  loadedResumeTexts,
  loadResumeTexts,
  resumeLanguageOf,
  type HeadingKey,
  type Resume,
  type ResumeTexts,
} from '@resumey/resume';
import { useLingui } from '@lingui/react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { SectionCard } from '../fields/SectionCard';
import { useEditorDoc, useResumeShallow } from '../state/doc';
import { LANGUAGE_TEXT as T } from './language-messages';
import { SECTION_LABELS } from './section-names';

type Headings = Partial<Record<HeadingKey, string>>;

/** The language's texts, English until a browser has downloaded them (the placeholders change once). */
function useLoadedTexts(language: string): ResumeTexts | undefined {
  const [, setLoaded] = useState<ResumeTexts>();
  useEffect(() => {
    let live = true;
    void loadResumeTexts(language).then(
      (texts) => live && setLoaded(texts),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [language]);
  return loadedResumeTexts(language);
}

const selectHeadings = (r: Resume) => ({ language: resumeLanguageOf(r.meta.language), headings: r.meta.headings });

/** The headings without `key`; no object at all once none is renamed, so the resume reads as before. */
function withHeading(headings: Headings | undefined, key: HeadingKey, value: string): Headings | undefined {
  const next: Headings = { ...headings };
  if (value === '') delete next[key];
  else next[key] = value;
  return Object.keys(next).length ? next : undefined;
}

/**
 * Renamed section headings (issue #35 item 2): one field per section, empty = the language's own heading, shown
 * as the placeholder. Kept in meta.headings, so links, exports and JSON Resume carry them.
 */
export function HeadingNames() {
  const doc = useEditorDoc();
  const { language, headings } = useResumeShallow(selectHeadings);
  const texts = useLoadedTexts(language);
  const { i18n } = useLingui();
  const set = (key: HeadingKey, value: string) =>
    doc.edit((r) => {
      const next = withHeading(r.meta.headings, key, value);
      const { headings: _old, ...meta } = r.meta;
      return { ...r, meta: next ? { ...meta, headings: next } : meta };
    }, `meta.headings.${key}`);
  return (
    <SectionCard title={T.headingsTitle} description={T.headingsDescription} className="min-w-0">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {HEADING_KEYS.map((key) => (
          <HeadingField
            key={key}
            name={i18n._(SECTION_LABELS[key])}
            value={headings?.[key] ?? ''}
            fallback={texts?.[key] ?? ''}
            language={language}
            onChange={(v) => set(key, v)}
          />
        ))}
      </div>
    </SectionCard>
  );
}

function HeadingField(props: {
  name: string;
  value: string;
  fallback: string;
  language: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div data-heading-field="">
      <Label htmlFor={id} className="mb-1.5 block">
        {T.headingLabel(props.name)}
      </Label>
      <div className="flex gap-2">
        <Input
          id={id}
          lang={props.language}
          value={props.value}
          maxLength={100}
          placeholder={props.fallback}
          onChange={(e) => props.onChange(e.target.value)}
        />
        {props.value !== '' && (
          <Button
            variant="outline"
            size="sm"
            className="h-10"
            aria-label={T.resetLabel(props.name)}
            onClick={() => props.onChange('')}
          >
            {T.reset}
          </Button>
        )}
      </div>
    </div>
  );
}
