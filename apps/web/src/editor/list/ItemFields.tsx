import { memo, useCallback, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMonth, markKeyOf, parseTechnologies, technologiesToText, type Resume } from '@resumey/resume';
import { useImportMark } from '../import-check/useImportMark';
import { Badge } from '../../components/ui/badge';
import { TextField, type TextFieldProps } from '../fields/TextField';
import { shallow } from 'zustand/shallow';
import { useEditorDoc, useResume, useResumeShallow } from '../state/doc';
import { findItem, setItemField, setLines, type ItemSection } from '../state/ops';

type Section = Exclude<ItemSection, 'links'>;

/** The text fields of list items, by section. */
type TextFieldOf<S extends Section> = {
  [K in keyof Resume[S][number]]: Resume[S][number][K] extends string ? K : never;
}[keyof Resume[S][number]];

interface ItemFieldProps<S extends Section> extends Pick<
  TextFieldProps,
  'type' | 'placeholder' | 'required' | 'hint' | 'className' | 'multiline'
> {
  section: S;
  id: string;
  field: Exclude<TextFieldOf<S>, 'id'>;
  label: string;
  /** The import mark this field shows (its own by default); null for none. */
  markKey?: string | null;
}

function useItemText(section: Section, id: string, field: string): string {
  return useResume(
    useCallback(
      (r: Resume) => ((findItem(r, section, id) as Record<string, unknown> | undefined)?.[field] as string) ?? '',
      [section, id, field],
    ),
  );
}

function ItemFieldImpl<S extends Section>({ section, id, field, label, markKey, ...rest }: ItemFieldProps<S>) {
  const doc = useEditorDoc();
  const value = useItemText(section, id, field as string);
  const onChange = useCallback(
    (next: string) =>
      doc.edit((r) => setItemField(r, section, id, field as never, next as never), `${section}.${id}.${String(field)}`),
    [doc, section, id, field],
  );
  const mark = useImportMark(markKey === null ? '' : (markKey ?? markKeyOf(`${section}.${id}.${String(field)}`)));
  return <TextField label={label} value={value} onChange={onChange} mark={mark} {...rest} />;
}

/** A text field of one list item, bound to the resume. */
export const ItemField = memo(ItemFieldImpl) as typeof ItemFieldImpl;

const selectLanguage = (r: Resume) => r.meta.language;

/**
 * A month picker (type=month, YYYY-MM). An empty end date means Present: the hint says so, and a filled end date
 * has a button to clear it back to Present.
 */
export function MonthField(props: {
  section: 'experience' | 'education';
  id: string;
  field: 'startDate' | 'endDate';
  label: string;
}) {
  const { section, id, field } = props;
  const doc = useEditorDoc();
  const value = useItemText(section, id, field);
  const language = useResume(selectLanguage);
  const isEnd = field === 'endDate';
  const { t } = useLingui();
  // The month as the resume prints it: a Persian resume's '2019-04' is 'فروردین ۱۳۹۸', whatever the interface.
  const hint = value ? formatMonth(value, language) : isEnd ? t`Empty means Present` : undefined;
  return (
    <div className="relative">
      <ItemField
        {...props}
        field={field as never}
        type="month"
        placeholder={t`YYYY-MM`}
        hint={hint}
        markKey={isEnd ? null : undefined}
      />
      {isEnd && value && (
        <button
          type="button"
          className="absolute end-0 top-0 text-xs font-medium text-brand hover:underline"
          onClick={() => doc.edit((r) => setItemField(r, section, id, 'endDate', ''))}
        >
          <Trans>Set to Present</Trans>
        </button>
      )}
    </div>
  );
}

/**
 * A list as comma-separated text, shown as badges (trimmed, empties dropped): a job's or project's technologies,
 * a skill group's keywords. The text box keeps what is typed (a trailing comma and space included) while the
 * resume stores the parsed list.
 */
export const CommaListField = memo(function CommaListField({
  section,
  id,
  field,
  label,
  placeholder,
  badges,
}: {
  section: 'experience' | 'projects' | 'skillGroups';
  id: string;
  field: 'technologies' | 'keywords';
  label: string;
  placeholder: string;
  /** The badges' list name for assistive technology. */
  badges: string;
}) {
  const doc = useEditorDoc();
  const { t } = useLingui();
  const list = useResumeShallow(
    useCallback(
      (r: Resume) => ((findItem(r, section, id) as Record<string, unknown> | undefined)?.[field] as string[]) ?? [],
      [section, id, field],
    ),
  );
  const [text, setText] = useState(() => technologiesToText(list));
  // Follow the list when it changes from elsewhere (undo, another tab), without rewriting what is being typed.
  const [seen, setSeen] = useState(list);
  if (seen !== list) {
    setSeen(list);
    if (!shallow(parseTechnologies(text), list)) setText(technologiesToText(list));
  }
  const onChange = useCallback(
    (next: string) => {
      setText(next);
      doc.edit((r) => setLines(r, section, id, field, parseTechnologies(next)), `${section}.${id}.${field}`);
    },
    [doc, section, id, field],
  );
  return (
    <div>
      <TextField
        label={label}
        value={text}
        onChange={onChange}
        placeholder={placeholder}
        hint={t`Separate with commas`}
      />
      {list.length > 0 && (
        <ul aria-label={badges} className="mt-2 flex flex-wrap gap-1.5">
          {list.map((item, i) => (
            <li key={`${i}-${item}`}>
              <Badge variant="secondary">{item}</Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});

export function TechnologiesField({ section, id }: { section: 'experience' | 'projects'; id: string }) {
  const { t } = useLingui();
  return (
    <CommaListField
      section={section}
      id={id}
      field="technologies"
      label={t`Technologies`}
      placeholder={t({
        message: 'React, TypeScript, Node.js',
        comment: 'Example technologies: product names, kept as they are',
      })}
      badges={t`Technology badges`}
    />
  );
}

/**
 * The dates as written when an import found no plain range of months in them ('Summer 2013, 2014'): printed
 * instead of the months. Shown while it holds something; clearing it prints the months again.
 */
export function DatesTextField({ section, id }: { section: 'experience' | 'education'; id: string }) {
  const value = useItemText(section, id, 'datesText');
  const { t } = useLingui();
  if (!value) return null;
  return (
    <ItemField
      section={section}
      id={id}
      field={'datesText' as never}
      label={t`Dates as written`}
      hint={t`Printed instead of the months. Clear it to print the months.`}
      className="sm:col-span-2"
      markKey={null}
    />
  );
}
