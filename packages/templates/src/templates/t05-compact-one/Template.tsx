import type { Resume } from '@resumey/resume';
import { Avatar, Contact, Line, Name, Page, Sections, type Heading, type Theme } from '../../blocks';

// Compact One: built to fit a full career on one page; tinted heading bands, one-line entry headers, a two-column foot.
const BandHeading: Heading = ({ children }) => (
  <h2 className="mb-1 bg-(--accent-soft) px-2 py-px text-[8pt] font-bold tracking-[0.14em] text-(--accent-ink) uppercase">
    {children}
  </h2>
);

const theme: Theme = {
  heading: BandHeading,
  section: 'mt-1.5',
  entry: {
    layout: 'inline',
    dense: true,
    tags: 'inline',
    title: 'font-bold text-gray-900',
    subtitle: 'text-(--accent-ink)',
  },
  entries: 'space-y-1.5',
  skills: { layout: 'inline', label: 'font-semibold text-gray-900', separator: ' · ' },
  summary: 'text-gray-700',
};

// In the half-width foot a school and its dates share a line under the degree.
const foot: Theme = { ...theme, entry: { ...theme.entry, layout: 'stacked' } };

export default function CompactOne({ resume }: { resume: Resume }) {
  const { profile } = resume;
  return (
    <Page resume={resume} className="text-[8.5pt] text-gray-800">
      <header className="flex items-center gap-4 border-b-2 border-(--accent) pb-2">
        <Avatar profile={profile} size={54} shape="rounded" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-baseline gap-x-3">
            <Name text={profile.fullName} className="text-[18pt] font-bold text-gray-900" />
            <Line text={profile.headline} className="text-[10.5pt] font-medium text-(--accent-ink)" />
          </div>
          <Contact resume={resume} separator="·" className="mt-1 text-[8.5pt] text-gray-600" />
        </div>
      </header>
      {/* The summary has its heading band too: an unheaded paragraph reaches a resume parser as header text. */}
      <Sections resume={resume} theme={theme} order={['summary', 'experience', 'projects']} />
      {/*
        Each column of the foot stays on one page (when it fits): split by a page break, the columns' halves would
        reach a parser page by page in turns, a column's end read under the other column's last heading.
      */}
      <div className="grid grid-cols-2 gap-x-6">
        <div className="min-w-0 break-inside-avoid">
          <Sections resume={resume} theme={foot} order={['education', 'skills']} />
        </div>
        <div className="min-w-0 break-inside-avoid">
          <Sections resume={resume} theme={foot} order={['certifications', 'custom']} />
        </div>
      </div>
    </Page>
  );
}
