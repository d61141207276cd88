import type { Resume } from '@resumey/resume';
import {
  ALL_SECTIONS,
  Avatar,
  hasText,
  Contact,
  Line,
  Name,
  Page,
  Sections,
  type Heading,
  type Theme,
} from '../../blocks';

// Tech Minimal: a terminal session. Monospaced prompts ('$ experience'), comments for the headline, plain body text.
// In print the heading's text is the section word alone, in capitals like every section title ('EXPERIENCE', see
// sectionTitlesInBoldCapitals in apps/web/src/pdf): the prompt is painted as an image.
const PromptHeading: Heading = ({ children }) => (
  <h2 className="mb-2 font-mono text-[10.5pt] font-bold text-(--accent-ink) lowercase">
    <span data-print-image="" className="inline-block whitespace-pre text-gray-400 print:align-bottom">
      {'$ '}
    </span>
    {children}
  </h2>
);

const theme: Theme = {
  heading: PromptHeading,
  // Lower-case in the text itself, so the prompt reads '$ experience' wherever the text is copied.
  titles: {
    summary: 'summary',
    experience: 'experience',
    projects: 'projects',
    education: 'education',
    skills: 'skills',
    certifications: 'certifications',
  },
  section: 'mt-5 border-t border-dashed border-gray-300 pt-3',
  entry: {
    layout: 'split',
    tags: 'mono',
    title: 'font-semibold text-gray-900',
    subtitle: 'text-(--accent-ink)',
    date: 'font-mono text-[8.5pt] text-gray-500',
  },
  entries: 'space-y-3.5',
  skills: { layout: 'tags', tagStyle: 'mono', label: 'font-mono text-[8.5pt] text-gray-500' },
  skillLabels: { core: '# core', tools: '# tools', languages: '# languages' },
  certifications: 'bullets',
};

export default function TechMinimal({ resume }: { resume: Resume }) {
  const { profile } = resume;
  return (
    <Page resume={resume} className="text-[9.5pt] text-gray-800">
      <header className="flex items-start justify-between gap-6">
        <div className="min-w-0 flex-1">
          <p aria-hidden="true" className="m-0 font-mono text-[8.5pt] text-(--accent)">
            ~ $ whoami
          </p>
          <Name text={profile.fullName} className="mt-1 font-mono text-[22pt] font-bold tracking-tight text-gray-950">
            <span
              aria-hidden="true"
              className="ms-1 inline-block h-[0.8em] w-[0.45em] translate-y-[0.08em] bg-(--accent)"
            />
          </Name>
          {hasText(profile.headline) && (
            <Line text={`// ${profile.headline.trim()}`} className="mt-1 font-mono text-[10pt] text-gray-500" />
          )}
          <Contact
            resume={resume}
            layout="grid"
            className="mt-3 font-mono text-[8.5pt] text-gray-700"
            prefix={(item) => `${item.kind === 'link' ? 'link' : item.kind}: `}
            gridColumnMin="68mm"
          />
        </div>
        <Avatar
          profile={profile}
          size={76}
          shape="rounded"
          className="border border-gray-300 grayscale"
          fallbackClassName="bg-gray-900 font-mono text-(--accent-soft)"
        />
      </header>
      <Sections resume={resume} theme={theme} order={ALL_SECTIONS} />
    </Page>
  );
}
