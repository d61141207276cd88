import type { Resume } from '@resumey/resume';
import { ALL_SECTIONS, Avatar, Contact, Line, Name, Page, Sections, type Heading, type Theme } from '../../blocks';

// Classic: a centred letterhead over a single column, accent rules under small-capital headings.
const ClassicHeading: Heading = ({ children }) => (
  <h2 className="mb-2 border-b border-(--accent)/40 pb-1 text-[10pt] font-bold tracking-[0.16em] text-(--accent-ink) uppercase">
    {children}
  </h2>
);

const theme: Theme = {
  heading: ClassicHeading,
  titles: { summary: 'Professional Summary' },
  section: 'mt-5',
  entry: { layout: 'split', tags: 'inline' },
  skills: { layout: 'inline', label: 'font-semibold text-gray-900' },
};

export default function Classic({ resume }: { resume: Resume }) {
  const { profile } = resume;
  return (
    <Page resume={resume} className="text-[10pt] text-gray-800">
      <header className="flex flex-col items-center text-center">
        <Avatar profile={profile} size={76} className="mb-3 ring-2 ring-(--accent)/30 ring-offset-2" />
        <Name text={profile.fullName} className="text-[24pt] font-bold tracking-[0.08em] text-gray-900 uppercase" />
        <Line text={profile.headline} className="mt-1.5 text-[11.5pt] text-(--accent-ink)" />
        <Contact resume={resume} separator="|" className="mt-2.5 justify-center text-[9pt] text-gray-600" />
      </header>
      <div aria-hidden="true" className="mt-4 h-[2px] bg-(--accent)" />
      <Sections resume={resume} theme={theme} order={ALL_SECTIONS} />
    </Page>
  );
}
