import type { Resume } from '@resumey/resume';
import { ALL_SECTIONS, Avatar, Contact, Line, Name, Page, Sections, type Heading, type Theme } from '../../blocks';

// Corporate: conservative and scannable. Name left, contact block right, grey heading bars with an accent edge.
const BarHeading: Heading = ({ children }) => (
  <h2 className="mb-2.5 border-s-4 border-(--accent) bg-gray-100 px-3 py-1 text-[9pt] font-bold tracking-[0.14em] text-gray-800 uppercase">
    {children}
  </h2>
);

const theme: Theme = {
  heading: BarHeading,
  titles: {
    summary: 'Professional Summary',
    experience: 'Professional Experience',
    skills: 'Skills & Expertise',
    certifications: 'Licenses & Certifications',
  },
  section: 'mt-5',
  entry: { layout: 'split', title: 'font-bold text-gray-900', subtitle: 'font-semibold text-gray-700', tags: 'inline' },
  entries: 'space-y-3.5',
  skills: {
    layout: 'columns',
    label: 'text-[8.5pt] font-bold uppercase tracking-wider text-(--accent-ink)',
  },
};

export default function Corporate({ resume }: { resume: Resume }) {
  const { profile } = resume;
  return (
    <Page resume={resume} className="text-[9.5pt] text-gray-800">
      {/* Contact details start below the name's line, never above it: a layout extractor reads top to bottom. */}
      <header className="flex items-start justify-between gap-6 border-b-2 border-gray-800 pb-3">
        {/* The name keeps its line (a name wrapped onto two lines reaches parsers as a first name alone). */}
        <div className="flex max-w-[62%] shrink-0 items-start gap-4">
          <Avatar profile={profile} size={72} shape="square" fallbackClassName="bg-gray-800 text-white" />
          <div className="min-w-0">
            <Name text={profile.fullName} className="text-[21pt] font-bold tracking-[0.04em] text-gray-900 uppercase" />
            <Line text={profile.headline} className="mt-1 text-[11pt] font-semibold text-(--accent-ink)" />
          </div>
        </div>
        <Contact
          resume={resume}
          layout="grid"
          icons
          className="mt-[10mm] min-w-0 flex-1 gap-x-5! text-[8pt] text-gray-600"
          iconClassName="text-(--accent)"
        />
      </header>
      <Sections resume={resume} theme={theme} order={ALL_SECTIONS} />
    </Page>
  );
}
