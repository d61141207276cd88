import type { Resume } from '@resumey/resume';
import { Avatar, Contact, Line, Name, Page, Sections, type Heading, type Theme } from '../../blocks';

// Two Column: a full-width header, the story on the left, the facts (skills, education, credentials) on the right.
const BarHeading: Heading = ({ children }) => (
  <h2 className="mb-2.5 text-[11pt] font-bold text-gray-900">
    {children}
    <span aria-hidden="true" className="mt-1 block h-[3px] w-8 rounded-full bg-(--accent)" />
  </h2>
);

const main: Theme = {
  heading: BarHeading,
  section: 'mt-5 first:mt-0',
  entry: { layout: 'stacked', tags: 'badges', title: 'font-semibold text-gray-900 text-[10.5pt]' },
  entries: 'space-y-4',
  skills: { layout: 'tags' },
};

const side: Theme = {
  ...main,
  entry: { layout: 'narrow', title: 'font-semibold text-gray-900', subtitle: 'text-gray-600' },
  entries: 'space-y-3',
  skills: { layout: 'tags', tagStyle: 'badges' },
  certifications: 'bullets',
};

export default function TwoColumn({ resume }: { resume: Resume }) {
  const { profile } = resume;
  return (
    <Page resume={resume} className="text-[9.5pt] text-gray-700">
      <header className="flex items-start justify-between gap-6 border-b border-gray-200 pb-5">
        <div className="min-w-0">
          <Name text={profile.fullName} className="text-[26pt] font-bold tracking-tight text-gray-900" />
          <Line text={profile.headline} className="mt-1 text-[12pt] font-medium text-(--accent-ink)" />
          <Contact resume={resume} icons className="mt-3 text-[8.5pt] text-gray-600" iconClassName="text-(--accent)" />
        </div>
        <Avatar profile={profile} size={88} shape="rounded" />
      </header>
      {/*
        The side column comes first in the document (placed right by the grid), so text extractors (applicant
        tracking systems) read it as one block after the header, never wedged between a job on one page and its
        rest on the next: paint order (and so the PDF's text order) is the document order.
      */}
      <div className="mt-5 grid flex-1 grid-cols-[minmax(0,1fr)_58mm] gap-x-7">
        <div
          className="col-start-2 row-start-1 min-w-0 border-s border-gray-200 ps-6"
          data-print-side="mt-6 border-t border-gray-200 pt-5"
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
