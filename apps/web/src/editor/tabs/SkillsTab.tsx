import { memo, useCallback, useId, useRef, useState } from 'react';
import { Plus, X } from 'lucide-react';
import { hasEntry, newEntries, SKILL_SUGGESTIONS, type Resume, type SkillCategory } from '@resumey/resume';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { SectionCard } from '../fields/SectionCard';
import { useResume, useEditorDoc } from '../state/doc';
import { addSkillsTo, removeSkill, skillCount } from '../state/ops';
import { SkillGroupsSection } from './SkillGroupsSection';

const CATEGORIES: { key: SkillCategory; title: string; placeholder: string }[] = [
  { key: 'core', title: 'Core Skills', placeholder: 'e.g. JavaScript' },
  { key: 'tools', title: 'Tools & Technologies', placeholder: 'e.g. Docker' },
  { key: 'languages', title: 'Languages', placeholder: 'e.g. Spanish' },
];

const selectList = {
  core: (r: Resume) => r.skills.core,
  tools: (r: Resume) => r.skills.tools,
  languages: (r: Resume) => r.skills.languages,
} satisfies Record<SkillCategory, (r: Resume) => string[]>;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export default function SkillsTab() {
  const total = useResume(skillCount);
  return (
    <div className="grid gap-6">
      <SectionCard
        title="Skills"
        description="Press Enter to add a skill; separate several with commas."
        actions={
          <Badge data-testid="skills-total">
            <span className="sr-only">Total: </span>
            {plural(total, 'skill')}
          </Badge>
        }
      >
        <div className="grid gap-6">
          {CATEGORIES.map((c) => (
            <SkillCategoryEditor key={c.key} category={c.key} title={c.title} placeholder={c.placeholder} />
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
        <Badge variant="secondary">{list.length}</Badge>
      </div>
      <Label htmlFor={id} className="sr-only">
        Add to {title}
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
            Add {plural(pending, 'skill')}
          </Button>
        )}
      </div>
      {list.length > 0 && (
        <ul aria-label={title} className="mt-3 flex flex-wrap gap-2">
          {list.map((skill, index) => (
            <li key={`${index}-${skill}`}>
              <Badge variant="outline" className="gap-1 bg-white py-1 pr-1 text-sm">
                {skill}
                <button
                  type="button"
                  aria-label={`Remove ${skill}`}
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
          <p className="mb-1.5 text-xs font-medium text-slate-500">Suggestions</p>
          <div className="flex flex-wrap gap-1.5">
            {SKILL_SUGGESTIONS[category].map((s) => (
              <Button
                key={s}
                variant="outline"
                size="sm"
                disabled={hasEntry(list, s)}
                aria-label={`Add ${s}`}
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
