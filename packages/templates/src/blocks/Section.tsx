import { useLetter } from './letter';
import type { JSX, ReactNode } from 'react';

export interface HeadingProps {
  children: ReactNode;
  /** Position among the sections shown, from 0, for numbered headings. */
  index: number;
  /** Which section it heads ('custom' for every custom section), for headings with an icon per section. */
  sectionKey: string;
}
export type Heading = (props: HeadingProps) => JSX.Element;

export interface SectionProps {
  title: string;
  sectionKey: string;
  heading: Heading;
  index: number;
  className?: string;
  /** 'side-label': the title in a column left of the content. */
  layout?: 'stacked' | 'side-label';
  labelWidth?: string;
  /**
   * A list of entries, drawn by the section so that its heading stays on one page with the first entry
   * (break-inside: avoid on the pair): 'break-after: avoid' on a heading alone is lost in grid and flex layouts,
   * where a heading was left at a page's foot. Otherwise `children` is the body.
   */
  list?: SectionList;
  children?: ReactNode;
}

export interface SectionList {
  /** Classes of the list (spacing between entries). */
  className: string;
  items: ReactNode[];
}

export function Section({
  title,
  sectionKey,
  heading: H,
  index,
  className = '',
  layout = 'stacked',
  labelWidth = '30mm',
  list,
  children,
}: SectionProps) {
  // A template's fixed block (Academic's 'Publications & Awards') is no part of its cover letter.
  if (useLetter()) return null;
  // The title's own element: in print it becomes bold capitals (apps/web/src/pdf/ats-adjustments.ts,
  // sectionTitlesInBoldCapitals), the one mark of a section title that every parser reads, whatever its words.
  const text = <span data-section-title="">{title}</span>;
  const heading = (
    <div className="break-after-avoid">
      <H index={index} sectionKey={sectionKey}>
        {text}
      </H>
    </div>
  );
  if (layout === 'side-label') {
    return (
      <section
        data-section={sectionKey}
        className={`grid gap-x-5 ${className}`}
        style={{ gridTemplateColumns: `${labelWidth} minmax(0, 1fr)` }}
      >
        {/*
          In print the content starts below the label's line: side by side on one baseline, text extractors
          read the label and the first entry's title as one line ('EXPERIENCE Senior Engineer | Acme'). There the
          label spans the empty content cell beside it too, so it stays on one line inside its own box: wrapped,
          'VOLUNTEER EXPERIENCE' became two headings to parsers of the OpenResume kind, the second an 'EXPERIENCE'
          that replaced the jobs.
        */}
        <div className="break-after-avoid print:col-span-2 print:row-start-1">
          <H index={index} sectionKey={sectionKey}>
            {text}
          </H>
        </div>
        <div className="min-w-0 print:col-start-2 print:row-start-2">
          {list ? <div className={list.className}>{list.items}</div> : children}
        </div>
      </section>
    );
  }
  return (
    // data-section names the section for tests and tools that check the order on the page (issue #20).
    <section data-section={sectionKey} className={className}>
      {list ? (
        <div className={list.className}>
          <div data-section-lead="" className="break-inside-avoid">
            {heading}
            {list.items[0]}
          </div>
          {list.items.slice(1)}
        </div>
      ) : (
        <>
          {heading}
          {children}
        </>
      )}
    </section>
  );
}
