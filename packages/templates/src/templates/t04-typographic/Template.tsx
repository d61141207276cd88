import type { Resume } from '@resumey/resume';
import { ALL_SECTIONS, Avatar, Contact, Line, Name, Page, Sections, type Heading, type Theme } from '../../blocks';

// Typographic: type does all the work. An oversized name, a hairline, and section labels hung in a left column.
const LabelHeading: Heading = ({ children }) => (
  <h2 className="m-0 pt-[1.5pt] text-[8pt] font-semibold tracking-[0.16em] text-(--accent-ink) uppercase">
    {children}
  </h2>
);

const theme: Theme = {
  heading: LabelHeading,
  layout: 'side-label',
  labelWidth: '34mm',
  titles: { summary: 'Summary' },
  section: 'mt-6 border-t border-gray-200 pt-3',
  entry: {
    layout: 'split',
    title: 'font-bold text-gray-950',
    subtitle: 'text-gray-600',
    date: 'text-[8pt] uppercase tracking-[0.12em] text-gray-500',
    tags: 'inline',
  },
  entries: 'space-y-3.5',
  skills: { layout: 'inline', label: 'font-semibold text-gray-950' },
};

export default function Typographic({ resume }: { resume: Resume }) {
  const { profile } = resume;
  return (
    <Page resume={resume} className="text-[10pt] text-gray-800">
      <header className="flex items-end justify-between gap-6">
        <div className="min-w-0">
          <Name text={profile.fullName} className="text-[38pt] font-extrabold tracking-[-0.03em] text-gray-950" />
          <Line text={profile.headline} className="mt-2 text-[14pt] font-light text-gray-500" />
        </div>
        <Avatar profile={profile} size={78} className="grayscale-[30%]" />
      </header>
      <Contact
        resume={resume}
        separator="/"
        className="mt-5 border-t-2 border-gray-950 pt-2.5 text-[9pt] text-gray-600"
      />
      <Sections resume={resume} theme={theme} order={ALL_SECTIONS} />
    </Page>
  );
}
