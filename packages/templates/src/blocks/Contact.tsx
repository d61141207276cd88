import { Fragment, type ComponentType, type SVGProps } from 'react';
import { Globe, Link2, Mail, MapPin, Phone } from 'lucide-react';
import { displayUrl, type Resume } from '@resumey/resume';
import { GitHubIcon, LinkedInIcon } from './BrandIcons';
import { hasText } from './content';
import { LinkOrText } from './LinkOrText';

export interface ContactItem {
  key: string;
  kind: 'location' | 'phone' | 'email' | 'website' | 'linkedin' | 'github' | 'link';
  text: string;
  /** Present for items that may become links (shown as text when the URL is not http, https or mailto). */
  url?: string;
}

/** Location, phone, e-mail, website, LinkedIn, GitHub and the extra links, in that order, blanks left out. */
export function contactItems(resume: Resume): ContactItem[] {
  const p = resume.profile;
  const items: ContactItem[] = [];
  if (hasText(p.location)) items.push({ key: 'location', kind: 'location', text: p.location.trim() });
  if (hasText(p.phone)) items.push({ key: 'phone', kind: 'phone', text: p.phone.trim() });
  if (hasText(p.email))
    items.push({ key: 'email', kind: 'email', text: p.email.trim(), url: `mailto:${p.email.trim()}` });
  for (const kind of ['website', 'linkedin', 'github'] as const) {
    const url = p[kind];
    if (hasText(url)) items.push({ key: kind, kind, text: displayUrl(url), url: url.trim() });
  }
  for (const link of resume.links) {
    if (!hasText(link.url) && !hasText(link.label)) continue;
    items.push({
      key: `link-${link.id}`,
      kind: 'link',
      text: hasText(link.label) ? link.label.trim() : displayUrl(link.url),
      url: link.url.trim(),
    });
  }
  return items;
}

const ICONS: Record<ContactItem['kind'], ComponentType<SVGProps<SVGSVGElement>>> = {
  location: MapPin,
  phone: Phone,
  email: Mail,
  website: Globe,
  linkedin: LinkedInIcon,
  github: GitHubIcon,
  link: Link2,
};

export function ContactIcon({ kind, className = '' }: { kind: ContactItem['kind']; className?: string }) {
  const Icon = ICONS[kind];
  return <Icon aria-hidden="true" className={`inline-block size-[1em] shrink-0 ${className}`} strokeWidth={2} />;
}

export interface ContactProps {
  resume: Resume;
  /** 'inline': one wrapping row; 'stack': one item a line; 'grid': two columns. */
  layout?: 'inline' | 'stack' | 'grid';
  icons?: boolean;
  /** A text separator between inline items ('|', '·', '•'); none when icons are shown. */
  separator?: string;
  className?: string;
  iconClassName?: string;
  /** Drawn before each item's text, e.g. 'email: ' in a terminal style. */
  prefix?: (item: ContactItem) => string;
  /**
   * 'grid' only: the narrowest column, when the items are wider than the default 46 mm (a prefix, a monospaced font).
   * A column too narrow breaks a detail over lines ('San Francisco,' / 'CA'), and parsers no longer read it whole.
   */
  gridColumnMin?: string;
}

const isOnline = (item: ContactItem) => !['location', 'phone', 'email'].includes(item.kind);

const LAYOUTS = {
  inline: 'flex flex-wrap items-center gap-y-0.5',
  stack: 'flex flex-col gap-1.5',
  // As many columns as fit at 46 mm each, so a narrow header falls back to one column instead of breaking words.
  grid: 'grid grid-cols-[repeat(auto-fill,minmax(46mm,1fr))] gap-x-6 gap-y-1',
} as const;

export function Contact({
  resume,
  layout = 'inline',
  icons = false,
  separator,
  className = '',
  iconClassName = '',
  prefix,
  gridColumnMin,
}: ContactProps) {
  const items = contactItems(resume);
  if (items.length === 0) return null;
  const separated = layout === 'inline' && !!separator && !icons;
  // A separated line puts the details (location, phone, e-mail) and the web addresses on rows of their own,
  // so a wrapped row never starts with a dangling separator.
  const startsRow = (i: number) => i === 0 || (separated && isOnline(items[i]!) && !isOnline(items[i - 1]!));
  return (
    <ul
      // Separators stand 2.5 apart from the details on both sides: parsers that merge nearby text runs (OpenResume)
      // would otherwise read '555-0142/alex@example.com' as one detail.
      // max-w-full: in a centred header (items-center) the list is as wide as its content, and a long address
      // would run out of the page on both sides.
      className={`m-0 max-w-full list-none p-0 ${LAYOUTS[layout]} ${layout === 'inline' ? (separated ? 'gap-x-2.5' : 'gap-x-4') : ''} ${className}`}
      style={
        layout === 'grid' && gridColumnMin
          ? { gridTemplateColumns: `repeat(auto-fill, minmax(min(${gridColumnMin}, 100%), 1fr))` }
          : undefined
      }
    >
      {items.map((item, i) => (
        <Fragment key={item.key}>
          {i > 0 && startsRow(i) && <li aria-hidden="true" className="h-0 basis-full" />}
          <li className={`flex min-w-0 items-center ${separated ? 'gap-2.5' : 'gap-1.5'}`}>
            {separated && !startsRow(i) && (
              // A dimmed colour, not opacity: an opacity layer is painted after the text around it, and the
              // separator would then reach PDF text extractors out of place.
              <span aria-hidden="true" className="text-current/50">
                {separator}
              </span>
            )}
            {icons && <ContactIcon kind={item.kind} className={iconClassName} />}
            {/* bdi: an e-mail or address in Latin letters keeps its own order inside a right-to-left resume. */}
            <bdi className="min-w-0 break-words">
              {prefix?.(item)}
              {item.url ? <LinkOrText url={item.url}>{item.text}</LinkOrText> : item.text}
            </bdi>
          </li>
        </Fragment>
      ))}
    </ul>
  );
}
