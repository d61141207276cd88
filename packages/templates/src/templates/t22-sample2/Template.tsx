import type { Resume } from '@resumey/resume';
import { ALL_SECTIONS, Avatar, Contact, Line, Name, Page, Sections, type Heading, type Theme } from '../../blocks';

// Sample 2: name and contact facing each other across the top, headings flagged by a thick accent edge.
const EdgeHeading: Heading = ({ children }) => (
  <h2 className="mb-2.5 border-s-4 border-(--accent) ps-2.5 text-[10.5pt] leading-tight font-bold tracking-wide text-gray-900 uppercase">
    {children}
  </h2>
);

const theme: Theme = {
  heading: EdgeHeading,
  section: 'mt-5',
  entry: { layout: 'stacked', title: 'font-bold text-gray-900', subtitle: 'italic text-gray-700', tags: 'badges' },
  entries: 'space-y-3.5',
  skills: { layout: 'tags', tagStyle: 'badges' },
  certifications: 'outline',
};

export default function Sample2({ resume }: { resume: Resume }) {
  const { profile } = resume;
  return (
    <Page resume={resume} className="text-[9.5pt] text-gray-700">
      <header className="border-b border-gray-200 pb-4">
        <div className="flex items-center justify-between gap-6">
          <div className="min-w-0">
            <Name text={profile.fullName} className="text-[26pt] font-bold tracking-tight text-(--accent-ink)" />
            <Line text={profile.headline} className="mt-1 text-[11.5pt] text-gray-600" />
          </div>
          <Avatar profile={profile} size={80} />
        </div>
        <Contact
          resume={resume}
          layout="grid"
          icons
          className="mt-3 grid-cols-3! gap-x-4! text-[8.5pt] text-gray-600"
          iconClassName="text-(--accent)"
        />
      </header>
      <Sections resume={resume} theme={theme} order={ALL_SECTIONS} />
    </Page>
  );
}
