import { Plus, Sparkles } from 'lucide-react';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import {
  availablePresets,
  EMPTY_STATE_PRESETS,
  newCustomSection,
  showPresetQuickAdd,
  type CustomSection,
  type Resume,
} from '@resumey/resume';
import { Button } from '../../components/ui/button';
import { ItemField } from '../list/ItemFields';
import { LinesField } from '../list/LinesField';
import { ListSection } from '../list/ListSection';
import { useResumeShallow } from '../state/doc';
import { findItem } from '../state/ops';

const selectCustomLabels = (r: Resume) => r.custom.map((c) => c.label);

const heading = (r: Resume, id: string) => findItem(r, 'custom', id)?.label.trim() || t`Untitled section`;

const fields = (id: string) => (
  <>
    <ItemField
      section="custom"
      id={id}
      field="label"
      label={t`Section Title`}
      required
      placeholder={t`Awards & Honors`}
    />
    <LinesField section="custom" id={id} field="bullets" label={t`Entries`} noun={t`Bullet`} />
  </>
);

type Add = (item: CustomSection) => void;

function PresetButtons({ presets, add }: { presets: readonly string[]; add: Add }) {
  return (
    <div className="flex flex-wrap gap-2">
      {presets.map((label) => (
        <Button key={label} variant="outline" size="sm" onClick={() => add(newCustomSection(label))}>
          <Plus aria-hidden="true" />
          {label}
        </Button>
      ))}
    </div>
  );
}

/** The empty state: the first four presets and a blank section. */
function EmptyState({ add }: { add: Add }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 p-6 text-center">
      <Sparkles aria-hidden="true" className="mx-auto mb-2 size-6 text-brand" />
      <p className="font-medium text-slate-900">{t`No custom sections yet`}</p>
      <p className="mb-4 text-sm text-slate-500">{t`Start from a common section or add your own.`}</p>
      <div className="flex justify-center">
        <PresetButtons presets={EMPTY_STATE_PRESETS} add={add} />
      </div>
    </div>
  );
}

/** The quick-add card: while there are 1 to 5 sections, the presets not used yet (labels compared ignoring case). */
function QuickAdd({ add }: { add: Add }) {
  // Labels only, so typing a bullet does not re-render the card.
  const labels = useResumeShallow(selectCustomLabels);
  const presets = availablePresets(labels.map((label) => ({ label })));
  if (!showPresetQuickAdd(labels.length) || presets.length === 0) return null;
  return (
    <div className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <p className="mb-2 text-sm font-medium text-slate-800">{t`Quick add`}</p>
      <PresetButtons presets={presets} add={add} />
    </div>
  );
}

export default function CustomTab() {
  useLingui();
  return (
    <ListSection
      section="custom"
      title={t`Custom Sections`}
      description={t`Awards, publications, volunteering and anything else.`}
      noun={t`custom section`}
      addLabel={t`Add Section`}
      emptyText=""
      create={newCustomSection}
      heading={heading}
      fields={fields}
      empty={(add) => <EmptyState add={add} />}
      extra={(add) => <QuickAdd add={add} />}
    />
  );
}
