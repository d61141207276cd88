import type { Resume } from '@resumey/resume';
import {
  ALL_SECTIONS,
  Avatar,
  bleed,
  Contact,
  Line,
  Name,
  Page,
  Sections,
  type Heading,
  type Theme,
} from '../../blocks';

// Sales Operations: energetic and results-led. A top accent bar, a contact strip, arrow-shaped heading tabs.
const ArrowHeading: Heading = ({ children }) => (
  <h2 className="mb-2.5">
    <span className="inline-block bg-(--accent) py-[3px] ps-3 pe-6 text-[9pt] font-bold tracking-[0.12em] text-white uppercase [clip-path:polygon(0_0,calc(100%-10px)_0,100%_50%,calc(100%-10px)_100%,0_100%)] rtl:[clip-path:polygon(100%_0,10px_0,0_50%,10px_100%,100%_100%)]">
      {children}
    </span>
  </h2>
);

const theme: Theme = {
  heading: ArrowHeading,
  titles: {
    summary: 'Professional Summary',
    experience: 'Career Experience',
    projects: 'Key Projects',
    skills: 'Core Skills',
  },
  section: 'mt-5',
  entry: {
    layout: 'split',
    title: 'font-bold text-gray-900',
    subtitle: 'font-semibold text-(--accent-ink)',
    tags: 'inline',
  },
  entries: 'space-y-3.5',
  skills: { layout: 'columns', label: 'text-[8.5pt] font-bold uppercase tracking-wider text-gray-900' },
};

export default function SalesOps({ resume }: { resume: Resume }) {
  const { profile } = resume;
  return (
    <Page resume={resume} className="text-[9.5pt] text-gray-700">
      <div
        aria-hidden="true"
        style={{ ...bleed('se'), marginTop: 'calc(var(--mt) * -1)', marginBottom: 'calc(var(--mt) - 6px)' }}
        className="h-[6px] shrink-0 bg-(--accent)"
      />
      <header className="flex items-center justify-between gap-6">
        <div className="min-w-0">
          <Name text={profile.fullName} className="text-[26pt] font-extrabold tracking-tight text-gray-900 uppercase" />
          <Line text={profile.headline} className="mt-1 text-[12pt] font-semibold text-(--accent-ink)" />
        </div>
        <Avatar profile={profile} size={86} className="border-4 border-(--accent)" />
      </header>
      <div className="mt-4 border-y border-gray-200 py-2">
        <Contact resume={resume} icons className="text-[8.5pt] text-gray-600" iconClassName="text-(--accent)" />
      </div>
      <Sections resume={resume} theme={theme} order={ALL_SECTIONS} />
    </Page>
  );
}
