import { resumeTexts, type Resume } from '@resumey/resume';
import {
  Avatar,
  Bullets,
  Contact,
  Line,
  Name,
  Page,
  Section,
  Sections,
  useLetter,
  visibleCustom,
  type Heading,
  type Theme,
} from '../../blocks';

// Academic: a curriculum vitae. Centred title page head, small-capital headings, dates in a right-hand column, education first.
const CvHeading: Heading = ({ children }) => (
  <h2 className="mb-2 border-b border-gray-300 pb-0.5 text-[12pt] font-semibold tracking-wide text-(--accent-ink) [font-variant-caps:small-caps]">
    {children}
  </h2>
);

const theme: Theme = {
  heading: CvHeading,
  titles: {
    summary: 'Research Summary',
    experience: 'Academic & Professional Experience',
    projects: 'Research Projects',
    skills: 'Skills & Methods',
  },
  section: 'mt-5',
  entry: {
    layout: 'dated-right',
    dateColumn: '27mm',
    title: 'font-semibold text-gray-900',
    subtitle: 'italic text-gray-700',
    date: 'text-[9pt] text-gray-600',
    tags: 'inline',
  },
  entries: 'space-y-3',
  skills: { layout: 'inline', label: 'font-semibold text-gray-900 [font-variant-caps:small-caps] text-[10.5pt]' },
};

/** Custom sections that belong in the fixed 'Publications & Awards' block rather than beside it. */
const BELONGS_IN_BLOCK = /publication|award|honou?r|grant|prize|fellowship/i;

export default function Academic({ resume }: { resume: Resume }) {
  const { profile } = resume;
  // A cover letter (issue #41) is no 'Curriculum Vitae'.
  const letter = useLetter();
  const order = ['summary', 'education', 'experience', 'projects', 'skills', 'certifications', 'custom'] as const;
  // Hiding custom sections hides those gathered in the fixed block too; the block keeps its placeholder.
  const customHidden = resume.meta.hiddenSections.includes('custom');
  const inBlock = customHidden ? [] : visibleCustom(resume).filter((c) => BELONGS_IN_BLOCK.test(c.label));
  const rest: Resume = { ...resume, custom: resume.custom.filter((c) => !inBlock.includes(c)) };
  return (
    <Page resume={resume} className="text-[10pt] text-gray-800">
      <header className="flex flex-col items-center border-b-[3px] border-double border-gray-700 pb-4 text-center">
        <Avatar profile={profile} size={64} className="mb-3" />
        {letter ? null : (
          <p aria-hidden="true" className="m-0 text-[9pt] tracking-[0.3em] text-(--accent-ink) uppercase">
            {resumeTexts(resume.meta.language).curriculumVitae}
          </p>
        )}
        <Name text={profile.fullName} className="mt-1 text-[22pt] font-semibold text-gray-950" />
        <Line text={profile.headline} className="mt-1 text-[11pt] text-gray-600 italic" />
        <Contact resume={resume} separator="·" className="mt-2 justify-center text-[9pt] text-gray-600" />
      </header>
      <Sections resume={rest} theme={theme} order={[...order]} />
      {/*
        A fixed block of this layout (SPEC.md section 2). It gathers the user's publication, award and grant
        sections; with none, it keeps its place with a placeholder line.
      */}
      <Section
        title="Publications & Awards"
        sectionKey="publications"
        heading={CvHeading}
        index={order.length}
        className="mt-5"
      >
        {inBlock.length === 0 ? (
          <p className="m-0 text-gray-600 italic">
            Selected publications, presentations and awards are available on request.
          </p>
        ) : (
          <div className="space-y-2.5">
            {inBlock.map((c) => (
              <div key={c.id} className="break-inside-avoid">
                <h3 className="m-0 text-[10pt] font-semibold text-gray-900 italic">{c.label.trim()}</h3>
                <Bullets lines={c.bullets} className="mt-0.5" />
              </div>
            ))}
          </div>
        )}
      </Section>
    </Page>
  );
}
