import {
  Award,
  BriefcaseBusiness,
  GraduationCap,
  Rocket,
  Sparkles,
  Target,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { resumeTexts, type Resume } from '@resumey/resume';
import { ALL_SECTIONS, Avatar, Contact, Line, Name, Page, Sections, type Heading, type Theme } from '../../blocks';

// Product Manager: outcome-first. A highlighted summary callout, icon headings, dates as pills.
const ICONS: Record<string, LucideIcon> = {
  summary: Target,
  experience: BriefcaseBusiness,
  projects: Rocket,
  education: GraduationCap,
  skills: Wrench,
  certifications: Award,
};

/** Icons that point (the rocket flies toward the line's end): mirrored in a right-to-left resume. */
const POINTING: ReadonlySet<LucideIcon> = new Set([Rocket]);

const IconHeading: Heading = ({ children, sectionKey }) => {
  const Icon = ICONS[sectionKey] ?? Sparkles;
  return (
    <h2 className="mb-2.5 flex items-center gap-2.5 text-[12pt] font-bold text-gray-900">
      <span
        aria-hidden="true"
        className="flex size-6 items-center justify-center rounded-full bg-(--accent) text-white"
      >
        <Icon className={`size-3.5 ${POINTING.has(Icon) ? 'rtl:-scale-x-100' : ''}`} strokeWidth={2.25} />
      </span>
      {children}
    </h2>
  );
};

const theme: Theme = {
  heading: IconHeading,
  titles: { experience: 'Product Experience', projects: 'Launches & Projects', skills: 'Skills & Tools' },
  section: 'mt-5',
  summary: 'rounded-e-lg border-s-4 border-(--accent) bg-(--accent-soft) px-4 py-3 text-gray-800',
  entry: {
    layout: 'stacked',
    title: 'font-bold text-gray-900 text-[10.5pt]',
    subtitle: 'font-semibold text-(--accent-ink)',
    date: 'rounded-full bg-(--accent-soft) px-2 py-px text-[8pt] font-medium text-(--accent-ink)',
    tags: 'badges',
  },
  entries: 'space-y-4',
  skills: { layout: 'tags', tagStyle: 'badges' },
  certifications: 'bullets',
};

export default function ProductManager({ resume }: { resume: Resume }) {
  const { profile } = resume;
  return (
    <Page resume={resume} className="text-[9.5pt] text-gray-700">
      <header className="flex items-center justify-between gap-6">
        <div className="min-w-0">
          <p aria-hidden="true" className="m-0 text-[8pt] font-bold tracking-[0.22em] text-(--accent) uppercase">
            {resumeTexts(resume.meta.language).productTagline}
          </p>
          <Name text={profile.fullName} className="mt-1.5 text-[25pt] font-extrabold tracking-tight text-gray-900" />
          <Line text={profile.headline} className="mt-1 text-[11.5pt] text-gray-600" />
          <Contact resume={resume} icons className="mt-3 text-[8.5pt] text-gray-600" iconClassName="text-(--accent)" />
        </div>
        <Avatar profile={profile} size={90} />
      </header>
      <Sections resume={resume} theme={theme} order={ALL_SECTIONS} />
    </Page>
  );
}
