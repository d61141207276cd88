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

// Executive: a dark full-bleed letterhead, a contact strip, and centred headings between rules.
const RuledHeading: Heading = ({ children }) => (
  <h2 className="mb-3 flex items-center gap-4 text-[9.5pt] font-semibold tracking-[0.3em] text-(--accent-ink) uppercase">
    <span aria-hidden="true" className="h-px flex-1 bg-gray-300" />
    {children}
    <span aria-hidden="true" className="h-px flex-1 bg-gray-300" />
  </h2>
);

const theme: Theme = {
  heading: RuledHeading,
  titles: {
    summary: 'Executive Summary',
    experience: 'Professional Experience',
    projects: 'Strategic Projects',
    skills: 'Skills & Competencies',
  },
  section: 'mt-6',
  summary: 'text-center text-[10.5pt] text-gray-700 px-4',
  entry: {
    layout: 'split',
    title: 'font-bold text-gray-900 uppercase tracking-wide text-[9.5pt]',
    subtitle: 'font-semibold text-(--accent-ink)',
    tags: 'inline',
  },
  entries: 'space-y-4',
  skills: { layout: 'columns' },
};

export default function Executive({ resume }: { resume: Resume }) {
  const { profile } = resume;
  return (
    <Page resume={resume} className="text-[10pt] text-gray-800">
      <header style={bleed('tse')} className="bg-(--accent-ink) pb-8 text-white">
        <div className="flex items-center gap-7">
          <Avatar
            profile={profile}
            size={100}
            className="ring-4 ring-white/25"
            fallbackClassName="bg-white/15 text-white"
          />
          <div className="min-w-0">
            <Name text={profile.fullName} className="text-[28pt] font-semibold tracking-wide" />
            <Line text={profile.headline} className="mt-2 text-[9.5pt] tracking-[0.3em] text-white/80 uppercase" />
          </div>
        </div>
      </header>
      <div style={bleed('se')} className="border-b border-gray-200 bg-gray-50 py-2.5">
        <Contact
          resume={resume}
          icons
          className="justify-center text-[8.5pt] text-gray-600"
          iconClassName="text-(--accent)"
        />
      </div>
      <Sections resume={resume} theme={theme} order={ALL_SECTIONS} />
    </Page>
  );
}
