import type { Resume } from '@resumey/resume';
import { ALL_SECTIONS, Avatar, Contact, Line, Name, Page, Sections, type Heading, type Theme } from '../../blocks';

// Sample 1: a straightforward left-aligned resume. Accent name, black headings over grey rules, every section shown.
const PlainHeading: Heading = ({ children }) => (
  <h2 className="mb-2 border-b border-gray-300 pb-0.5 text-[10.5pt] font-bold tracking-wide text-gray-900 uppercase">
    {children}
  </h2>
);

const theme: Theme = {
  heading: PlainHeading,
  section: 'mt-4',
  entry: { layout: 'split', title: 'font-bold text-gray-900', subtitle: 'text-gray-700', tags: 'inline' },
  entries: 'space-y-3',
  skills: { layout: 'inline', label: 'font-bold text-gray-900' },
};

export default function Sample1({ resume }: { resume: Resume }) {
  const { profile } = resume;
  return (
    <Page resume={resume} className="text-[10pt] text-gray-800">
      <header className="flex items-center gap-5">
        <Avatar profile={profile} size={76} shape="rounded" />
        <div className="min-w-0">
          <Name text={profile.fullName} className="text-[23pt] font-bold text-(--accent-ink)" />
          <Line text={profile.headline} className="mt-0.5 text-[11pt] text-gray-600" />
          <Contact resume={resume} separator="•" className="mt-1.5 text-[9pt] text-gray-600" />
        </div>
      </header>
      <Sections resume={resume} theme={theme} order={ALL_SECTIONS} />
    </Page>
  );
}
