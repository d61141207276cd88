import { resumeTexts, type Resume } from '@resumey/resume';
import {
  Avatar,
  Contact,
  contactItems,
  Line,
  Name,
  Page,
  Sections,
  SideBand,
  type Heading,
  type Theme,
} from '../../blocks';

// Elegant Sidebar: a soft full-height column (photo, contact, skills, education) beside a light, airy main column.
const MainHeading: Heading = ({ children }) => (
  <h2 className="mb-3 flex items-center gap-3 text-[10.5pt] font-semibold tracking-[0.2em] text-gray-900 uppercase">
    <span aria-hidden="true" className="h-px w-7 bg-(--accent)" />
    {children}
  </h2>
);

const SideHeading: Heading = ({ children }) => (
  <h2 className="mb-2 border-b border-(--accent)/30 pb-1 text-[8.5pt] font-semibold tracking-[0.22em] text-(--accent-ink) uppercase">
    {children}
  </h2>
);

const main: Theme = {
  heading: MainHeading,
  titles: { summary: 'Summary' },
  section: 'mt-6 first:mt-0',
  entry: {
    layout: 'stacked',
    subtitle: 'italic text-(--accent-ink)',
    title: 'font-semibold text-gray-900 text-[10.5pt]',
    tags: 'inline',
  },
  entries: 'space-y-4',
  skills: { layout: 'list' },
};

const side: Theme = {
  heading: SideHeading,
  section: 'mt-6',
  entry: { layout: 'narrow', title: 'font-semibold text-gray-900', subtitle: 'text-gray-600' },
  skills: {
    layout: 'tags',
    tagStyle: 'chip',
    label: 'text-[8pt] font-semibold uppercase tracking-wider text-gray-500',
  },
  certifications: 'bullets',
};

// The band widens with a wide page margin so its column never gets narrower than about 38 mm.
const BAND = 'max(72mm, calc(var(--ms) + 45mm))';

export default function ElegantSidebar({ resume }: { resume: Resume }) {
  const { profile } = resume;
  return (
    <Page resume={resume} className="text-[9.5pt] text-gray-700">
      <SideBand side="start" width={BAND} className="bg-(--accent-soft)" />
      {/*
        The side column comes before the main one in the document, so text extractors (applicant tracking systems)
        read it as one block after the header, never wedged between a job on one page and its rest on the next:
        paint order (and so the PDF's text order) is the document order.
      */}
      <div
        className="grid flex-1 gap-x-[15mm]"
        style={{
          gridTemplateColumns: `calc(${BAND} - 7mm - var(--ms)) minmax(0, 1fr)`,
          gridTemplateRows: 'auto 1fr',
          gridTemplateAreas: '"side head" "side main"',
        }}
      >
        <header style={{ gridArea: 'head' }} className="pb-6">
          <Name text={profile.fullName} className="text-[28pt] font-light tracking-tight text-gray-900" />
          <Line
            text={profile.headline}
            className="mt-2 text-[9pt] font-medium tracking-[0.25em] text-(--accent-ink) uppercase"
          />
          <div aria-hidden="true" className="mt-4 h-[2px] w-12 bg-(--accent)" />
        </header>
        <div
          style={{ gridArea: 'side' }}
          className="min-w-0"
          data-print-side="mt-6 rounded-lg bg-(--accent-soft) px-6 pt-1 pb-6 *:mt-5!"
        >
          <div className="flex justify-center">
            <Avatar
              profile={profile}
              size={128}
              className="ring-4 ring-white"
              fallbackClassName="bg-white text-(--accent-ink)"
            />
          </div>
          {contactItems(resume).length > 0 && (
            <section className="mt-6">
              {/*
                Painted as an image in print: resume parsers look for the contact details before the first heading,
                and a 'Contact' heading would start a section of its own for them.
              */}
              <h2
                data-print-image=""
                className="mb-2 border-b border-(--accent)/30 pb-1 text-[8.5pt] font-semibold tracking-[0.22em] text-(--accent-ink) uppercase"
              >
                {resumeTexts(resume.meta.language).contact}
              </h2>
              <Contact
                resume={resume}
                layout="stack"
                icons
                className="text-[8.5pt]"
                iconClassName="mt-px text-(--accent)"
              />
            </section>
          )}
          <Sections resume={resume} theme={side} order={['skills', 'certifications']} />
        </div>
        <div style={{ gridArea: 'main' }} className="min-w-0" data-print-main="">
          <Sections resume={resume} theme={main} order={['summary', 'experience', 'projects', 'education', 'custom']} />
        </div>
      </div>
    </Page>
  );
}
