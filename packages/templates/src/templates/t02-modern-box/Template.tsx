import type { Resume } from '@resumey/resume';
import { ALL_SECTIONS, Avatar, Contact, Line, Name, Page, Sections, type Heading, type Theme } from '../../blocks';

// Modern Box: a tinted header card, then every section in its own outlined box.
const BoxHeading: Heading = ({ children }) => (
  <h2 className="mb-2 flex items-center gap-2 text-[9.5pt] font-bold tracking-[0.12em] text-(--accent-ink) uppercase">
    <span aria-hidden="true" className="size-2 rounded-[2px] bg-(--accent)" />
    {children}
  </h2>
);

const theme: Theme = {
  heading: BoxHeading,
  section: 'mt-3 rounded-xl border border-gray-200 px-5 py-3',
  entry: { layout: 'stacked', tags: 'badges', title: 'font-semibold text-gray-900 text-[10.5pt]' },
  entries: 'space-y-3',
  skills: { layout: 'tags', tagStyle: 'badges' },
  certifications: 'outline',
};

export default function ModernBox({ resume }: { resume: Resume }) {
  const { profile } = resume;
  return (
    <Page resume={resume} className="text-[10pt] text-gray-700">
      <header className="flex items-center gap-6 rounded-xl bg-(--accent-soft) px-6 py-5">
        <Avatar
          profile={profile}
          size={92}
          shape="rounded"
          className="ring-4 ring-white"
          fallbackClassName="bg-(--accent) text-white"
        />
        <div className="min-w-0 flex-1">
          <Name text={profile.fullName} className="text-[22pt] font-bold tracking-tight text-gray-900" />
          <Line text={profile.headline} className="mt-1 text-[11pt] font-medium text-(--accent-ink)" />
          <Contact
            resume={resume}
            layout="grid"
            icons
            className="mt-3 text-[8.5pt] text-gray-600"
            iconClassName="text-(--accent)"
          />
        </div>
      </header>
      <Sections resume={resume} theme={theme} order={ALL_SECTIONS} />
    </Page>
  );
}
