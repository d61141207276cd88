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
  children: ReactNode;
}

export function Section({
  title,
  sectionKey,
  heading: H,
  index,
  className = '',
  layout = 'stacked',
  labelWidth = '30mm',
  children,
}: SectionProps) {
  if (layout === 'side-label') {
    return (
      <section className={`grid gap-x-5 ${className}`} style={{ gridTemplateColumns: `${labelWidth} minmax(0, 1fr)` }}>
        <div className="break-after-avoid">
          <H index={index} sectionKey={sectionKey}>
            {title}
          </H>
        </div>
        <div className="min-w-0">{children}</div>
      </section>
    );
  }
  return (
    <section className={className}>
      <div className="break-after-avoid">
        <H index={index} sectionKey={sectionKey}>
          {title}
        </H>
      </div>
      {children}
    </section>
  );
}
