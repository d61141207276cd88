import type { Resume } from '@resumey/resume';
import {
  ALL_SECTIONS,
  Avatar,
  bleed,
  Contact,
  Line,
  Name,
  Page,
  Sections,
  type Heading,
  type Theme,
} from '../../blocks';

// Bold Header: a solid accent band across the top with the photo overlapping its edge; strong underlined headings.
const UnderlineHeading: Heading = ({ children }) => (
  <h2 className="mb-2.5">
    <span className="inline-block border-b-[3px] border-(--accent) pb-0.5 text-[11pt] font-extrabold tracking-wide text-gray-900 uppercase">
      {children}
    </span>
  </h2>
);

const theme: Theme = {
  heading: UnderlineHeading,
  section: 'mt-6',
  entry: {
    layout: 'stacked',
    title: 'font-bold text-gray-900 text-[10.5pt]',
    subtitle: 'font-semibold text-(--accent-ink)',
    tags: 'outline',
  },
  entries: 'space-y-4',
  skills: { layout: 'tags', tagStyle: 'outline' },
  certifications: 'bullets',
};

export default function BoldHeader({ resume }: { resume: Resume }) {
  const { profile } = resume;
  return (
    <Page resume={resume} className="text-[9.5pt] text-gray-700">
      <header style={bleed('tse', '0mm')} className="relative bg-(--accent) pb-10 text-white">
        <div className="pe-[130px]">
          <Name text={profile.fullName} className="text-[32pt] font-black tracking-tight" />
          <Line text={profile.headline} className="mt-1.5 text-[12.5pt] font-medium text-white/85" />
          <Contact resume={resume} icons className="mt-4 text-[8.5pt] text-white/90" />
        </div>
        <div className="absolute -bottom-12" style={{ insetInlineEnd: 'var(--me)' }}>
          <Avatar
            profile={profile}
            size={112}
            shape="rounded"
            className="border-4 border-white shadow-lg"
            fallbackClassName="bg-(--accent-soft) text-(--accent-ink)"
          />
        </div>
      </header>
      <div className="mt-8">
        <Sections resume={resume} theme={theme} order={ALL_SECTIONS} />
      </div>
    </Page>
  );
}
