import type { Resume } from '@resumey/resume';
import { Avatar, Contact, Line, Name, Page, Sections, type Heading, type Theme } from '../../blocks';

// Data Scientist: analytical and structured. Bar-chart heading marks, impact in the main column, toolkit in a side panel.
const ChartHeading: Heading = ({ children }) => (
  <h2 className="mb-2.5 flex items-end gap-2 text-[11pt] font-bold text-gray-900">
    <span aria-hidden="true" className="mb-[3px] flex h-3.5 items-end gap-[2px]">
      <span className="h-1.5 w-[3px] rounded-[1px] bg-(--accent)/45" />
      <span className="h-3.5 w-[3px] rounded-[1px] bg-(--accent)" />
      <span className="h-2.5 w-[3px] rounded-[1px] bg-(--accent)/70" />
    </span>
    {children}
  </h2>
);

const main: Theme = {
  heading: ChartHeading,
  section: 'mt-5 first:mt-0',
  entry: {
    layout: 'stacked',
    title: 'font-semibold text-gray-900 text-[10.5pt]',
    subtitle: 'text-(--accent-ink)',
    tags: 'inline',
  },
  entries: 'space-y-3.5',
  skills: { layout: 'tags' },
};

const side: Theme = {
  ...main,
  section: 'mt-5 first:mt-0',
  titles: { skills: 'Skills & Toolkit' },
  entry: { layout: 'narrow', title: 'font-semibold text-gray-900', subtitle: 'text-gray-600' },
  entries: 'space-y-2.5',
  skills: { layout: 'tags', tagStyle: 'outline' },
  skillLabels: { core: 'Methods', tools: 'Platforms', languages: 'Languages' },
  certifications: 'bullets',
};

export default function DataScientist({ resume }: { resume: Resume }) {
  const { profile } = resume;
  return (
    <Page resume={resume} className="text-[9.5pt] text-gray-700">
      <header className="flex items-center gap-5 border-b border-gray-200 pb-4">
        <Avatar profile={profile} size={78} />
        <div className="min-w-0">
          <Name text={profile.fullName} className="text-[24pt] font-bold tracking-tight text-gray-900" />
          <Line text={profile.headline} className="mt-1 text-[11pt] font-medium text-(--accent-ink)" />
          <Contact resume={resume} icons className="mt-2 text-[8.5pt] text-gray-600" iconClassName="text-(--accent)" />
        </div>
      </header>
      {/*
        The side column comes first in the document (placed right by the grid), so text extractors (applicant
        tracking systems) read it as one block after the header, never wedged between a job on one page and its
        rest on the next: paint order (and so the PDF's text order) is the document order.
      */}
      <div className="mt-5 grid flex-1 grid-cols-[minmax(0,1fr)_60mm] items-start gap-x-6">
        <div
          className="col-start-2 row-start-1 min-w-0 rounded-lg bg-gray-50 p-4"
          data-print-side="mt-5 rounded-lg bg-gray-50 p-4"
        >
          <Sections resume={resume} theme={side} order={['skills', 'certifications']} />
        </div>
        <div className="col-start-1 row-start-1 min-w-0" data-print-main="">
          <Sections resume={resume} theme={main} order={['summary', 'experience', 'projects', 'education', 'custom']} />
        </div>
      </div>
    </Page>
  );
}
