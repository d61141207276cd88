import type { Resume } from '@resumey/resume';
import { ALL_SECTIONS, Avatar, Contact, Line, Name, Page, Sections, type Heading, type Theme } from '../../blocks';

// Simple Line: quiet and spacious. One hairline under the name, and a hairline running out of every heading.
const LineHeading: Heading = ({ children }) => (
  <h2 className="mb-2.5 flex items-center gap-3 text-[9pt] font-medium tracking-[0.22em] text-gray-900 uppercase">
    {children}
    <span aria-hidden="true" className="h-px flex-1 bg-(--accent)/45" />
  </h2>
);

const theme: Theme = {
  heading: LineHeading,
  titles: { summary: 'Summary' },
  section: 'mt-6',
  entry: { layout: 'split', title: 'font-semibold text-gray-900', subtitle: 'text-gray-600', tags: 'inline' },
  entries: 'space-y-3.5',
  skills: { layout: 'inline', label: 'font-medium text-gray-900', separator: ' / ' },
};

export default function SimpleLine({ resume }: { resume: Resume }) {
  const { profile } = resume;
  return (
    <Page resume={resume} className="text-[9.5pt] text-gray-700">
      <header className="flex items-end justify-between gap-6">
        <div className="min-w-0">
          <Name text={profile.fullName} className="text-[25pt] font-medium tracking-tight text-gray-900" />
          <Line text={profile.headline} className="mt-1.5 text-[11pt] text-gray-500" />
        </div>
        <Avatar profile={profile} size={72} />
      </header>
      <div aria-hidden="true" className="mt-4 h-px bg-(--accent)" />
      <Contact resume={resume} separator="/" className="mt-2 text-[8.5pt] text-gray-500" />
      <Sections resume={resume} theme={theme} order={ALL_SECTIONS} />
    </Page>
  );
}
