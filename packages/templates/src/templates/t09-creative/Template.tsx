import { resumeTexts, type Resume } from '@resumey/resume';
import {
  ALL_SECTIONS,
  Avatar,
  Contact,
  Line,
  Name,
  Page,
  Sections,
  useLetter,
  type Heading,
  type Theme,
} from '../../blocks';

// Creative: playful but readable. Accent shapes in the corner, a greeting, numbered headings and a timeline.
const NumberedHeading: Heading = ({ children, index }) => (
  <h2 className="mb-3 flex items-baseline gap-3 text-[13pt] font-extrabold tracking-tight text-gray-900">
    {/* The number prints as an image: beside the title it would make the heading a two-part line to a parser. */}
    <span data-print-image="" className="text-[10pt] font-bold text-(--accent)">
      {String(index + 1).padStart(2, '0')}
    </span>
    {children}
  </h2>
);

const theme: Theme = {
  heading: NumberedHeading,
  titles: { summary: 'Summary', projects: 'Selected Projects', skills: 'My Skills' },
  section: 'mt-6',
  entry: {
    layout: 'timeline',
    tags: 'badges',
    title: 'font-bold text-gray-900 text-[10.5pt]',
    subtitle: 'text-gray-600',
    date: '',
  },
  entries: 'space-y-0',
  skills: { layout: 'tags', tagStyle: 'solid' },
  certifications: 'outline',
};

export default function Creative({ resume }: { resume: Resume }) {
  const { profile } = resume;
  // A cover letter (issue #41) keeps the header without the resume's greeting.
  const letter = useLetter();
  return (
    <Page resume={resume} className="overflow-hidden text-[9.5pt] text-gray-700">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-28 -end-24 size-80 rounded-full bg-(--accent)/12"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-36 end-14 size-16 rounded-full border-[6px] border-(--accent)/30"
      />
      <header className="relative flex items-center gap-8">
        <Avatar
          profile={profile}
          size={118}
          shape="rounded"
          className="shadow-[8px_8px_0_0_var(--accent)] rtl:shadow-[-8px_8px_0_0_var(--accent)]"
          fallbackClassName="bg-gray-900 text-white"
        />
        <div className="min-w-0">
          {letter ? null : (
            <p aria-hidden="true" className="m-0 text-[11pt] font-semibold text-(--accent)">
              {resumeTexts(resume.meta.language).greeting}
            </p>
          )}
          <Name text={profile.fullName} className="text-[30pt] font-black tracking-tight text-gray-950">
            <span data-print-image="" className="inline-block text-(--accent)">
              .
            </span>
          </Name>
          <Line text={profile.headline} className="mt-1.5 text-[12pt] text-gray-600" />
        </div>
      </header>
      <Contact
        resume={resume}
        icons
        className="relative mt-5 text-[8.5pt] text-gray-600"
        iconClassName="text-(--accent)"
      />
      <Sections resume={resume} theme={theme} order={ALL_SECTIONS} />
    </Page>
  );
}
