import { saveFile } from '../lib/save-file';
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { Resume } from '@resumey/resume';
import { ApiRequestError, client, refusalOfResponse } from '../lib/api';
import { printInBrowser } from './print-fallback';
import { printTitle } from './print-api';
import type { PdfSource } from './pdf-source';

export type { PdfSource } from './pdf-source';
export { publicPdfSource } from './pdf-source';

const { api } = client;

/**
 * The server's PDF of the resume, through the typed client. No time limit of the client's own (its 10 s would cut a
 * long resume or a wait in the PDF queue short): the server ends a job at its timeout and answers 504.
 */
function requestPdf(source: PdfSource, resume: Resume): Promise<Response> {
  const options = { init: { signal: new AbortController().signal } };
  switch (source.kind) {
    case 'owner':
      return api.resumes[':id'].pdf.$get({ param: { id: source.id } }, options);
    case 'user-slug':
      return api.public.u[':username'][':slug'].pdf.$get({ param: source, query: {} }, options);
    case 'slug':
      return api.public.v[':slug'].pdf.$get({ param: source, query: {} }, options);
    case 'inline':
      return api.pdf.$post({ json: { resume } }, options);
  }
}

/** '{Full name} Resume.pdf' in the interface's language ('Resume' translated), the name the browser saves under. */
export function localFileName(resume: Resume): string {
  const name = (resume.profile.fullName ?? '').trim();
  return name ? t`${name} Resume.pdf` : t`Resume.pdf`;
}

/**
 * The file name the server chose (RFC 6266 filename* first), or '{Full name} Resume.pdf'. The server names it in
 * English: in another interface language the browser's own name, with 'Resume' translated, is used.
 */
export function fileNameOf(disposition: string | null, resume: Resume): string {
  if (i18n.locale && i18n.locale !== 'en') return localFileName(resume);
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star);
    } catch {
      // fall through to the plain name
    }
  }
  const plain = disposition?.match(/filename="([^"]+)"/i)?.[1];
  return plain ?? `${printTitle(resume)}.pdf`;
}

export type PdfOutcome = 'downloaded' | 'printed';

/**
 * What the user is told for a refusal that trying again cannot change (issue #38), by the server's error code: the
 * resume is more than the PDF renderer can lay out (apps/server/src/pdf/errors.ts).
 */
export const PDF_ERRORS = {
  pdf_too_large: msg`This resume is too large to print as a PDF: it needs more memory or time than the server allows. Shorten it (fewer or shorter entries) and download it again.`,
} as const;

export class PdfDownloadError extends Error {}

/** Said before the browser's print dialog stands in for the server's PDF (read when said: translated). */
export const pdfFallbackNote = () =>
  t`The server could not make the PDF, so your browser's print dialog opens instead: choose Save as PDF as the printer. It prints the same resume, prepared for applicant tracking systems.`;

/**
 * Downloads the resume's PDF made by the server. When the server cannot make one (no Chromium: 503, too slow:
 * 504, or unreachable), or is known not to (`browserOnly`), the browser's print dialog opens on the same print view
 * instead, after `beforeFallback` (which tells the user: pdfFallbackNote). Other refusals (not found, too many
 * requests, invalid resume) throw PdfDownloadError with the server's message.
 */
export async function downloadPdf(
  source: PdfSource,
  resume: Resume,
  /** Called (and awaited) before the print dialog opens in place of the server's PDF. */
  beforeFallback?: () => Promise<void> | void,
  /** The server is known to make no PDFs (usePdfAvailable): print in the browser without asking it. */
  browserOnly = false,
): Promise<PdfOutcome> {
  if (browserOnly) {
    await printInBrowser(resume);
    return 'printed';
  }
  let res: Response | undefined;
  try {
    res = await requestPdf(source, resume);
  } catch (err) {
    if (!(err instanceof ApiRequestError && err.isNetworkError)) throw err;
    res = undefined; // the server is unreachable: print in the browser
  }
  if (res?.ok) {
    saveFile(await res.blob(), fileNameOf(res.headers.get('content-disposition'), resume));
    return 'downloaded';
  }
  if (!res || res.status === 503 || res.status === 504) {
    await beforeFallback?.();
    await printInBrowser(resume);
    return 'printed';
  }
  const refusal = await refusalOfResponse(res);
  const message =
    refusal.code in PDF_ERRORS
      ? i18n._(PDF_ERRORS[refusal.code as keyof typeof PDF_ERRORS])
      : refusal.code === 'http_error'
        ? t`The PDF could not be made. Please try again.`
        : refusal.message;
  throw new PdfDownloadError(message);
}
