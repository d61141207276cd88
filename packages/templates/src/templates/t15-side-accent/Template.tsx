import type { CSSProperties } from 'react';
import type { Resume } from '@resumey/resume';
import {
  ALL_SECTIONS,
  Avatar,
  Contact,
  Line,
  Name,
  Page,
  Sections,
  SideBand,
  type Heading,
  type Theme,
} from '../../blocks';

// Side Accent: a solid accent stripe down the paper's left edge; every heading reaches back to it with a line.
const STRIPE = '7mm';

const ReachHeading: Heading = ({ children }) => (
  <h2 className="relative mb-2 text-[12pt] font-bold text-(--accent-ink)">
    <span
      aria-hidden="true"
      className="absolute top-1/2 end-full me-3 h-[2px] -translate-y-1/2 bg-(--accent)"
      style={{ width: `max(0mm, calc(var(--ms) + var(--inset) - ${STRIPE} - 3mm))` }}
    />
    {children}
  </h2>
);

const theme: Theme = {
  heading: ReachHeading,
  section: 'mt-6',
  entry: { layout: 'split', title: 'font-semibold text-gray-900', subtitle: 'text-gray-600', tags: 'outline' },
  entries: 'space-y-3.5',
  skills: {
    layout: 'tags',
    tagStyle: 'outline',
    label: 'text-[8.5pt] font-bold uppercase tracking-wider text-gray-900',
  },
};

export default function SideAccent({ resume }: { resume: Resume }) {
  const { profile } = resume;
  return (
    <Page resume={resume} className="text-[9.5pt] text-gray-700">
      <SideBand side="start" width={STRIPE} className="bg-(--accent)" />
      {/* With a narrow page margin the content moves clear of the stripe. */}
      <div
        style={
          {
            '--inset': `max(0mm, calc(${STRIPE} + 5mm - var(--ms)))`,
            paddingInlineStart: 'var(--inset)',
          } as CSSProperties
        }
      >
        <header className="flex items-center justify-between gap-6">
          <div className="min-w-0">
            <Name text={profile.fullName} className="text-[27pt] font-bold tracking-tight text-gray-900" />
            <Line
              text={profile.headline}
              className="mt-1.5 text-[10pt] font-semibold tracking-[0.18em] text-(--accent-ink) uppercase"
            />
            <Contact
              resume={resume}
              icons
              className="mt-3 text-[8.5pt] text-gray-600"
              iconClassName="text-(--accent)"
            />
          </div>
          <Avatar profile={profile} size={92} className="ring-[3px] ring-(--accent)" />
        </header>
        <Sections resume={resume} theme={theme} order={ALL_SECTIONS} />
      </div>
    </Page>
  );
}
