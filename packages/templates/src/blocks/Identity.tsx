import type { ReactNode } from 'react';
import { hasText } from './content';

/**
 * The name as the page's one h1; nothing when it is blank. `children` are ornaments after the name (a cursor, a
 * full stop): one that is text must be marked data-print-image (painted as an image in print), or parsers read it as
 * part of the name ('Alex Morgan.').
 */
export function Name({ text, className = '', children }: { text: string; className?: string; children?: ReactNode }) {
  if (!hasText(text)) return null;
  return (
    <h1 className={`m-0 leading-[1.1] ${className}`}>
      {text.trim()}
      {children}
    </h1>
  );
}

/** Headline, or any single optional line of user text. */
export function Line({ text, className = '' }: { text: string; className?: string }) {
  if (!hasText(text)) return null;
  return <p className={`m-0 ${className}`}>{text.trim()}</p>;
}
