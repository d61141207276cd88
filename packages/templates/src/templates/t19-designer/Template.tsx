import type { CSSProperties } from 'react';
import type { Resume } from '@resumey/resume';
import { Avatar, Contact, hasText, Page, Sections, SideBand, type Heading, type Theme } from '../../blocks';

// Designer: editorial. A split-weight name, lower-case headings with an accent full stop, a solid colour column on the right.
// The band widens with a wide page margin so its column never gets narrower than about 38 mm.
const BAND = 'max(68mm, calc(var(--me) + 45mm))';

const MainHeading: Heading = ({ children }) => (
  // In print the title is in bold capitals like every section title (sectionTitlesInBoldCapitals in
  // apps/web/src/pdf), with the full stop painted as an image, so parsers read the title alone.
  <h2 className="mb-3 text-[16pt] leading-none font-light tracking-tight text-gray-900 lowercase">
    {children}
    <span data-print-image="" className="inline-block text-(--accent)">
      .
    </span>
  </h2>
);

const SideHeading: Heading = ({ children }) => (
  <h2 className="mb-2 border-b border-white/35 pb-1 text-[8.5pt] font-semibold tracking-[0.22em] text-white uppercase">
    {children}
  </h2>
);

const main: Theme = {
  heading: MainHeading,
  section: 'mt-6 first:mt-0',
  entry: {
    layout: 'stacked',
    title: 'font-semibold text-gray-900 text-[10.5pt]',
    subtitle: 'text-(--accent-ink)',
    tags: 'outline',
  },
  entries: 'space-y-4',
  skills: { layout: 'tags' },
};

const side: Theme = {
  heading: SideHeading,
  section: 'mt-6',
  entry: {
    layout: 'narrow',
    title: 'font-semibold text-white',
    subtitle: 'text-white/85',
    date: 'text-white/75 text-[0.9em]',
  },
  skills: {
    layout: 'tags',
    tagStyle: 'outline',
    label: 'text-[8pt] font-semibold uppercase tracking-wider text-white/70',
  },
  certifications: 'bullets',
};

// Inside the colour column the accent becomes white, so every accent-coloured block stays visible on it.
const ON_ACCENT = {
  '--accent': '#fff',
  '--accent-ink': '#fff',
  '--accent-soft': 'rgb(255 255 255 / 0.16)',
} as CSSProperties;

export default function Designer({ resume }: { resume: Resume }) {
  const { profile } = resume;
  const [first, ...rest] = profile.fullName.trim().split(/\s+/);
  return (
    <Page resume={resume} className="text-[9.5pt] text-gray-700">
      <SideBand side="end" width={BAND} className="bg-(--accent)" />
      {/*
        The colour column comes before the main one in the document, so text extractors (applicant tracking
        systems) read it as one block after the header, never wedged between a job on one page and its rest on
        the next: paint order (and so the PDF's text order) is the document order.
      */}
      <div
        className="grid flex-1 gap-x-[15mm]"
        style={{
          // The page's accent, for a side panel under the main column (the column turns --accent white).
          ['--panel' as string]: 'var(--accent)',
          gridTemplateColumns: `minmax(0, 1fr) calc(${BAND} - 7mm - var(--me))`,
          gridTemplateRows: 'auto 1fr',
          gridTemplateAreas: '"head side" "main side"',
        }}
      >
        <header style={{ gridArea: 'head' }} className="pb-7">
          {hasText(profile.fullName) && (
            <h1 className="m-0 text-[32pt] leading-[1.02] tracking-tight text-gray-950">
              <span className="print:hidden">
                <span className="block font-light">{first}</span>
                {rest.length > 0 && (
                  <>
                    {' '}
                    <span className="block font-extrabold">{rest.join(' ')}</span>
                  </>
                )}
              </span>
              {/*
                In print: one line in one style. A name on two lines, or in two weights or colours (which the PDF holds
                as separate text items), reaches resume parsers as one of its words.
              */}
              <span className="hidden font-extrabold print:inline">{profile.fullName.trim()}</span>
            </h1>
          )}
          {hasText(profile.headline) && (
            <p className="m-0 mt-3 text-[10pt] font-medium tracking-[0.2em] text-(--accent-ink) uppercase">
              {profile.headline.trim()}
            </p>
          )}
          <Contact
            resume={resume}
            layout="grid"
            icons
            className="mt-4 text-[8.5pt] text-gray-600"
            iconClassName="text-(--accent)"
          />
        </header>
        <div
          style={{ gridArea: 'side', ...ON_ACCENT }}
          className="min-w-0 text-white/90"
          data-print-side="mt-7 rounded-lg bg-(--panel) px-6 pt-1 pb-6 text-white/90 *:mt-5!"
        >
          <div className="flex justify-center">
            <Avatar
              profile={profile}
              size={132}
              className="ring-4 ring-white/40"
              fallbackClassName="bg-white/15 text-white"
            />
          </div>
          <Sections resume={resume} theme={side} order={['skills', 'certifications']} />
        </div>
        <div style={{ gridArea: 'main' }} className="min-w-0" data-print-main="">
          <Sections resume={resume} theme={main} order={['summary', 'experience', 'projects', 'education', 'custom']} />
        </div>
      </div>
    </Page>
  );
}
