import { memo, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { sectionCounts, type Resume } from '@resumey/resume';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { directionOf, type InterfaceLocale } from '../i18n';
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

const TABS: { value: string; label: MessageDescriptor; count?: Counted; Panel: () => React.JSX.Element }[] = [
  { value: 'profile', label: msg`Profile`, Panel: ProfileTab },
  { value: 'summary', label: msg`Summary`, Panel: SummaryTab },
  { value: 'experience', label: msg`Experience`, count: 'experience', Panel: ExperienceTab },
  { value: 'projects', label: msg`Projects`, count: 'projects', Panel: ProjectsTab },
  { value: 'education', label: msg`Education`, count: 'education', Panel: EducationTab },
  { value: 'skills', label: msg`Skills`, Panel: SkillsTab },
  { value: 'certifications', label: msg`Certifications`, count: 'certifications', Panel: CertificationsTab },
  { value: 'custom', label: msg`Custom`, count: 'custom', Panel: CustomTab },
];

const selectCounts = (r: Resume) => sectionCounts(r);

/** The editing panel: SPEC.md's eight tabs, with item counts on the list tabs. */
export const EditorTabs = memo(function EditorTabs() {
  const [tab, setTab] = useState('profile');
  const counts = useResumeShallow(selectCounts);
  const { i18n, t } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  return (
    // Radix sets dir="ltr" on the tabs unless told: the tabs (and the form inside) follow the interface language.
    <Tabs value={tab} onValueChange={setTab} dir={directionOf(i18n.locale as InterfaceLocale)} className="min-w-0">
      <TabsList aria-label={t`Resume sections`} className="z-10 mb-4 lg:sticky lg:top-16">
        {TABS.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {i18n._(tab.label)}
            {tab.count && (
              <span
                data-count={tab.count}
                className="min-w-5 rounded-full bg-slate-200/80 px-1.5 text-center text-xs tabular-nums text-slate-700 group-data-[state=active]:bg-white/25 group-data-[state=active]:text-white"
              >
                {number.format(counts[tab.count])}
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
