import { memo, useCallback, useId, useRef, useState } from 'react';
import { Plus, X } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { hasEntry, newEntries, SKILL_SUGGESTIONS, type Resume, type SkillCategory } from '@resumey/resume';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { SectionCard } from '../fields/SectionCard';
import { useResume, useEditorDoc } from '../state/doc';
import { addSkillsTo, removeSkill, skillCount } from '../state/ops';
import { SkillGroupsSection } from './SkillGroupsSection';

const CATEGORIES: { key: SkillCategory; title: MessageDescriptor; placeholder: MessageDescriptor }[] = [
  { key: 'core', title: msg`Core Skills`, placeholder: msg`e.g. JavaScript` },
  { key: 'tools', title: msg`Tools & Technologies`, placeholder: msg`e.g. Docker` },
  { key: 'languages', title: msg`Languages`, placeholder: msg`e.g. Spanish` },
];

const selectList = {
  core: (r: Resume) => r.skills.core,
  tools: (r: Resume) => r.skills.tools,
  languages: (r: Resume) => r.skills.languages,
} satisfies Record<SkillCategory, (r: Resume) => string[]>;

export default function SkillsTab() {
  const total = useResume(skillCount);
  const { i18n, t } = useLingui();
  return (
    <div className="grid gap-6">
      <SectionCard
        title={t`Skills`}
        description={t`Press Enter to add a skill; separate several with commas.`}
        actions={
          <Badge data-testid="skills-total">
            <span className="sr-only">{t`Total:`} </span>
            {t`${plural(total, { one: '# skill', other: '# skills' })}`}
          </Badge>
        }
      >
        <div className="grid gap-6">
          {CATEGORIES.map((c) => (
            <SkillCategoryEditor
              key={c.key}
              category={c.key}
              title={i18n._(c.title)}
              placeholder={i18n._(c.placeholder)}
            />
          ))}
        </div>
      </SectionCard>
      <SkillGroupsSection />
    </div>
  );
}

/**
 * One category: Enter adds (trimmed, empty and duplicates ignored, input cleared and kept focused); input with
 * commas offers 'Add N skills'; each skill has a remove button; suggestions are disabled once added.
 */
const SkillCategoryEditor = memo(function SkillCategoryEditor({
  category,
  title,
  placeholder,
}: {
  category: SkillCategory;
  title: string;
  placeholder: string;
}) {
  const doc = useEditorDoc();
  const id = useId();
  const list = useResume(selectList[category]);
  const [input, setInput] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const pending = input.includes(',') ? newEntries(list, input).length : 0;
  const { i18n, t } = useLingui();

  const add = useCallback(
    (text: string) => {
      doc.edit((r) => addSkillsTo(r, category, text).resume);
      setInput('');
      inputRef.current?.focus();
    },
    [doc, category],
  );

  return (
    <div role="group" aria-labelledby={`${id}-title`}>
      <div className="mb-2 flex items-center gap-2">
        <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
          {title}
        </h3>
        <Badge variant="secondary">{new Intl.NumberFormat(i18n.locale).format(list.length)}</Badge>
      </div>
      <Label htmlFor={id} className="sr-only">
        <Trans>Add to {title}</Trans>
      </Label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={id}
          value={input}
          placeholder={placeholder}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            add(input);
          }}
        />
        {pending > 0 && (
          <Button variant="secondary" onClick={() => add(input)}>
            {t`Add ${plural(pending, { one: '# skill', other: '# skills' })}`}
          </Button>
        )}
      </div>
      {list.length > 0 && (
        <ul aria-label={title} className="mt-3 flex flex-wrap gap-2">
          {list.map((skill, index) => (
            <li key={`${index}-${skill}`}>
              <Badge variant="outline" className="gap-1 bg-white py-1 pe-1 text-sm">
                {skill}
                <button
                  type="button"
                  aria-label={t`Remove ${skill}`}
                  onClick={() => doc.edit((r) => removeSkill(r, category, index))}
                  className="rounded-full p-0.5 text-slate-500 hover:bg-slate-200 hover:text-slate-900"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {SKILL_SUGGESTIONS[category].length > 0 && (
        <div className="mt-3">
          <p className="mb-1.5 text-xs font-medium text-slate-500">
            <Trans>Suggestions</Trans>
          </p>
          <div className="flex flex-wrap gap-1.5">
            {SKILL_SUGGESTIONS[category].map((s) => (
              <Button
                key={s}
                variant="outline"
                size="sm"
                disabled={hasEntry(list, s)}
                aria-label={t`Add ${s}`}
                onClick={() => doc.edit((r) => addSkillsTo(r, category, s).resume)}
              >
                <Plus aria-hidden="true" />
                {s}
              </Button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
});
