import { memo, useState } from 'react';
import { sectionCounts, type Resume } from '@resumey/resume';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { useResumeShallow } from './state/doc';
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
  const counts = useResumeShallow(selectCounts);
  return (
    <Tabs value={tab} onValueChange={setTab} className="min-w-0">
      <TabsList aria-label="Resume sections" className="z-10 mb-4 lg:sticky lg:top-16">
        {TABS.map((t) => (
          <TabsTrigger key={t.value} value={t.value}>
            {t.label}
            {t.count && (
              <span
                data-count={t.count}
                className="min-w-5 rounded-full bg-slate-200/80 px-1.5 text-center text-xs tabular-nums text-slate-700 group-data-[state=active]:bg-white/25 group-data-[state=active]:text-white"
              >
                {counts[t.count]}
              </span>
            )}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map(({ value, Panel }) => (
        <TabsContent key={value} value={value}>
          <Panel />
        </TabsContent>
      ))}
    </Tabs>
  );
});
