import { Tabs } from 'radix-ui';
import { memo, useState } from 'react';
import { sectionCounts, type Resume } from '@resumey/resume';
import { cn } from '../lib/cn';
import { shallowEqualObjects, useDocSelector } from './state/context';
import ProfileTab from './profile/ProfileTab';
import SummaryTab from './tabs/SummaryTab';
import ExperienceTab from './tabs/ExperienceTab';
import ProjectsTab from './tabs/ProjectsTab';
import EducationTab from './tabs/EducationTab';
import SkillsTab from './tabs/SkillsTab';
import CertificationsTab from './tabs/CertificationsTab';
import CustomTab from './tabs/CustomTab';

type Counted = 'experience' | 'projects' | 'education' | 'certifications' | 'custom';

const TABS: { value: string; label: string; count?: Counted; Panel: () => React.JSX.Element }[] = [
  { value: 'profile', label: 'Profile', Panel: ProfileTab },
  { value: 'summary', label: 'Summary', Panel: SummaryTab },
  { value: 'experience', label: 'Experience', count: 'experience', Panel: ExperienceTab },
  { value: 'projects', label: 'Projects', count: 'projects', Panel: ProjectsTab },
  { value: 'education', label: 'Education', count: 'education', Panel: EducationTab },
  { value: 'skills', label: 'Skills', Panel: SkillsTab },
  { value: 'certifications', label: 'Certifications', count: 'certifications', Panel: CertificationsTab },
  { value: 'custom', label: 'Custom', count: 'custom', Panel: CustomTab },
];

const selectCounts = (r: Resume) => sectionCounts(r);

/** The editing panel: SPEC.md's eight tabs, with item counts on the list tabs. */
export const EditorTabs = memo(function EditorTabs() {
  const [tab, setTab] = useState('profile');
  const counts = useDocSelector(selectCounts, shallowEqualObjects);
  return (
    <Tabs.Root value={tab} onValueChange={setTab} className="min-w-0">
      <Tabs.List
        aria-label="Resume sections"
        className="z-10 mb-4 flex flex-wrap gap-1 rounded-xl border border-slate-200 bg-white p-1 lg:sticky lg:top-16"
      >
        {TABS.map((t) => (
          <Tabs.Trigger
            key={t.value}
            value={t.value}
            className={cn(
              'group inline-flex shrink-0 items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900',
              'data-[state=active]:bg-brand data-[state=active]:text-white',
            )}
          >
            {t.label}
            {t.count && (
              <span
                data-count={t.count}
                className="min-w-5 rounded-full bg-slate-200/80 px-1.5 text-center text-xs tabular-nums text-slate-700 group-data-[state=active]:bg-white/25 group-data-[state=active]:text-white"
              >
                {counts[t.count]}
              </span>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map(({ value, Panel }) => (
        <Tabs.Content
          key={value}
          value={value}
          // A Tab stop (the library's default): a visible ring when reached by keyboard (WCAG 2.4.7).
          className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:ring-offset-2"
        >
          <Panel />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
});
