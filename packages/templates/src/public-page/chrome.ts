import { useContext } from 'react';
import { LinguiContext } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The public page's own words (its chrome: Download PDF, the states, the password form), in the viewer's
 * interface language while the resume keeps its own (issue #35 item 6). Written as descriptors with fixed ids, not
 * macros: the server renders these components too (esbuild, no Babel). `lingui extract` reads them (the `i18n`
 * comments) into the public page's own small catalog (apps/web/lingui.config.ts, src/i18n/locales/public).
 * English is SPEC.md's text, exactly; chrome.test.ts holds the shared messages equal to packages/resume's.
 */
export const CHROME = {
  downloadPdf: /*i18n*/ { id: 'public.downloadPdf', message: 'Download PDF' },
  loading: /*i18n*/ { id: 'public.loading', message: 'Loading resume...' },
  tryAgain: /*i18n*/ { id: 'public.tryAgain', message: 'Try Again' },
  goHome: /*i18n*/ { id: 'public.goHome', message: 'Go to Homepage' },
  password: /*i18n*/ { id: 'public.password', message: 'Password' },
  checking: /*i18n*/ { id: 'public.checking', message: 'Checking...' },
  viewResume: /*i18n*/ { id: 'public.viewResume', message: 'View resume' },
  printedPage: /*i18n*/ { id: 'public.printedPage', message: 'The printed page' },
  fittedToScreen: /*i18n*/ { id: 'public.fittedToScreen', message: 'Fitted to your screen' },
  backToPhone: /*i18n*/ { id: 'public.backToPhone', message: 'Back to phone layout' },
  seePrinted: /*i18n*/ { id: 'public.seePrinted', message: 'See the printed page' },
  coverLetter: /*i18n*/ { id: 'public.coverLetter', message: 'Cover letter' },
  downloadWithLetter: /*i18n*/ { id: 'public.downloadWithLetter', message: 'Resume and letter (PDF)' },
  templateNotAvailable: /*i18n*/ {
    id: 'public.templateNotAvailable',
    message: "The resume template ''{templateId}'' is not available.",
  },
} satisfies Record<string, MessageDescriptor>;

/** packages/resume's PUBLIC_VIEW_MESSAGES and SHARE_ACCESS_MESSAGES the page shows, by their English text. */
export const SHARED_CHROME: readonly MessageDescriptor[] = [
  /*i18n*/ {
    id: 'public.highLoad',
    message: 'Service temporarily unavailable due to high load. Please try again in a few minutes.',
  },
  /*i18n*/ { id: 'public.loadResumeErrorTitle', message: 'Unable to Load Resume' },
  /*i18n*/ { id: 'public.noResumeData', message: 'No resume data found. Please check if the link is correct.' },
  /*i18n*/ {
    id: 'public.resumeLinkCorrupted',
    message: 'Failed to load resume. The link may be corrupted or invalid.',
  },
  /*i18n*/ { id: 'public.shareGone', message: 'This resume is no longer shared' },
  /*i18n*/ {
    id: 'public.shareGoneDescription',
    message: 'The owner has stopped sharing this resume. Ask them for a current link.',
  },
  /*i18n*/ { id: 'public.shareExpired', message: 'This link has expired' },
  /*i18n*/ {
    id: 'public.shareExpiredDescription',
    message: 'The owner shared this resume for a limited time, and that time is over.',
  },
  /*i18n*/ {
    id: 'public.templateFallbackNote',
    message: 'Note: Original template not available, displaying with Classic template.',
  },
  /*i18n*/ { id: 'public.templateNotFoundTitle', message: 'Template Not Found' },
  /*i18n*/ { id: 'public.previewFailed', message: 'Resume preview failed to load' },
  /*i18n*/ { id: 'public.passwordRequired', message: 'This resume is protected by a password' },
  /*i18n*/ {
    id: 'public.passwordRequiredDescription',
    message: 'Enter the password the owner gave you to view this resume.',
  },
  /*i18n*/ { id: 'public.passwordWrong', message: 'Wrong password. Please try again.' },
  /*i18n*/ { id: 'public.passwordMissing', message: 'Enter the password' },
];

const sharedByText = new Map(SHARED_CHROME.map((d) => [d.message!, d]));

type Values = Record<string, string>;

/** English without a catalog (a page rendered with no Lingui provider): placeholders filled, ICU quotes undone. */
const english = (message: string, values?: Values) =>
  message.replace(/''/g, "'").replace(/\{(\w+)\}/g, (_m, name: string) => values?.[name] ?? `{${name}}`);

export interface ChromeText {
  /** One of CHROME's messages in the page's interface language. */
  (descriptor: MessageDescriptor, values?: Values): string;
  /** A message that came as English text (the server's, packages/resume's): translated when it is a known one. */
  text(englishText: string): string;
}

/**
 * The chrome's words in the language of the nearest Lingui provider (the server's per-language instance, the
 * browser's page-wide one); English without one.
 */
export function useChrome(): ChromeText {
  // Not named i18n: the extractor would read `i18n._(...)` below as a message of its own.
  const active = useContext(LinguiContext)?.i18n;
  const say = (d: MessageDescriptor, values?: Values) =>
    active ? active._({ ...d, values }) : english(d.message!, values);
  return Object.assign(say, {
    text: (englishText: string) => {
      const known = sharedByText.get(englishText);
      return known ? say(known) : englishText;
    },
  });
}
