import type { Resume } from '@resumey/resume';
import { ALL_SECTIONS, Avatar, Contact, Line, Name, Page, Sections, type Heading, type Theme } from '../../blocks';

// Left Rule: the whole body hangs from one vertical accent rule, each heading marked by a ring on it.
const RingHeading: Heading = ({ children }) => (
  <h2 className="relative mb-2 text-[11.5pt] font-bold text-gray-900">
    <span
      aria-hidden="true"
      className="absolute top-1/2 start-[calc(-1.75rem-7px)] size-3 -translate-y-1/2 rounded-full border-[2.5px] border-(--accent) bg-white"
    />
    {children}
  </h2>
);

const theme: Theme = {
  heading: RingHeading,
  section: 'mt-6 first:mt-0',
  entry: { layout: 'split', title: 'font-semibold text-gray-900', subtitle: 'text-(--accent-ink)', tags: 'badges' },
  entries: 'space-y-3.5',
  skills: { layout: 'inline', label: 'font-semibold text-gray-900' },
};

export default function LeftRule({ resume }: { resume: Resume }) {
  const { profile } = resume;
  return (
    <Page resume={resume} className="text-[9.5pt] text-gray-700">
      <header className="flex items-center gap-5">
        <Avatar profile={profile} size={84} className="ring-[3px] ring-(--accent) ring-offset-[3px]" />
        <div className="min-w-0">
          <Name text={profile.fullName} className="text-[24pt] font-bold tracking-tight text-gray-900" />
          <Line text={profile.headline} className="mt-1 text-[11pt] font-medium text-(--accent-ink)" />
          <Contact
            resume={resume}
            icons
            className="mt-2.5 text-[8.5pt] text-gray-600"
            iconClassName="text-(--accent)"
          />
        </div>
      </header>
      <div className="mt-7 ms-2 border-s-2 border-(--accent)/30 pb-1 ps-7">
        <Sections resume={resume} theme={theme} order={ALL_SECTIONS} />
      </div>
    </Page>
  );
}
