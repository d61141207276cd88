import { resumeLanguageOf, resumeTexts, type Resume } from '@resumey/resume';
import {
  Avatar,
  Contact,
  Line,
  Name,
  Page,
  resumeStats,
  Sections,
  useLetter,
  type Heading,
  type Theme,
} from '../../blocks';

// Grid Focus: a dashboard of cards. 'Quick Stats' up top, then sections as tiles on a two-column grid.
const TileHeading: Heading = ({ children }) => (
  <h2 className="-mx-4 -mt-3 mb-3 rounded-t-lg border-b border-gray-200 bg-gray-50 px-4 py-1.5 text-[8.5pt] font-bold tracking-[0.14em] text-(--accent-ink) uppercase">
    {children}
  </h2>
);

const full: Theme = {
  heading: TileHeading,
  section: 'rounded-lg border border-gray-200 px-4 py-3',
  entry: { layout: 'split', title: 'font-semibold text-gray-900', subtitle: 'text-(--accent-ink)', tags: 'badges' },
  entries: 'space-y-3.5',
  skills: { layout: 'tags', tagStyle: 'badges' },
  certifications: 'bullets',
};

const half: Theme = {
  ...full,
  section: `${full.section} break-inside-avoid`,
  entry: { ...full.entry, layout: 'stacked' },
};

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** 'Role' for one in English; other languages label each count with the plural noun, as a table column would. */
function statLabels(language: string | undefined, n: { roles: number; projects: number; degrees: number }) {
  const t = resumeTexts(language);
  if (resumeLanguageOf(language) !== 'en')
    return { roles: t.statRoles, projects: t.statProjects, degrees: t.statDegrees };
  return {
    roles: plural(n.roles, 'Role', 'Roles'),
    projects: plural(n.projects, 'Project', 'Projects'),
    degrees: plural(n.degrees, 'Degree', 'Degrees'),
  };
}

function QuickStats({ resume }: { resume: Resume }) {
  const counts = resumeStats(resume);
  const language = resume.meta.language;
  const labels = statLabels(language, counts);
  const number = new Intl.NumberFormat(resumeLanguageOf(language));
  const stats = (['roles', 'projects', 'degrees'] as const).map((key) => ({
    key,
    value: number.format(counts[key]),
    label: labels[key],
  }));
  return (
    <section aria-labelledby="quick-stats" className="mt-5">
      {/*
        Printed as images (data-print-image): counts derived from the resume, which a resume parser would only
        misread ('PROJECTS' taken for a section heading).
      */}
      <h2
        id="quick-stats"
        data-print-image=""
        className="mb-2 text-[8.5pt] font-bold tracking-[0.14em] text-gray-500 uppercase"
      >
        {resumeTexts(language).quickStats}
      </h2>
      <dl className="m-0 grid grid-cols-3 gap-3">
        {stats.map((s) => (
          <div
            key={s.key}
            data-stat={s.key}
            className="flex flex-col-reverse rounded-lg bg-(--accent-soft) px-4 py-2.5"
          >
            <dt data-print-image="" className="mt-1 text-[8pt] font-semibold tracking-[0.12em] text-gray-600 uppercase">
              {s.label}
            </dt>
            <dd data-print-image="" className="m-0 text-[20pt] leading-none font-bold text-(--accent-ink)">
              {s.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export default function GridFocus({ resume }: { resume: Resume }) {
  const { profile } = resume;
  const letter = useLetter();
  return (
    <Page resume={resume} className="text-[9.5pt] text-gray-700">
      <header className="flex items-center gap-5">
        <Avatar profile={profile} size={80} shape="rounded" />
        <div className="min-w-0 flex-1">
          <Name text={profile.fullName} className="text-[24pt] font-bold tracking-tight text-gray-900" />
          <Line text={profile.headline} className="mt-1 text-[11pt] font-medium text-(--accent-ink)" />
        </div>
      </header>
      <Contact
        resume={resume}
        layout="grid"
        icons
        className="mt-4 text-[8.5pt] text-gray-600 grid-cols-3!"
        iconClassName="text-(--accent)"
      />
      {/* The resume's counts are no part of its cover letter (issue #41). */}
      {letter ? null : <QuickStats resume={resume} />}
      <div className="mt-4 space-y-4">
        <Sections
          resume={resume}
          theme={{ ...full, section: `${full.section} mt-0` }}
          order={['summary', 'experience']}
        />
      </div>
      <div className="mt-4 grid grid-cols-2 items-start gap-4">
        <Sections
          resume={resume}
          theme={{ ...half, section: `${half.section} mt-0` }}
          order={['projects', 'education', 'skills', 'certifications', 'custom']}
        />
      </div>
    </Page>
  );
}
