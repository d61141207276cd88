/** Why a PDF could not be made; the routes turn each into an HTTP answer (see pdf/routes.ts). */
export class PdfError extends Error {
  /** For 'busy': seconds until the caller's turn would likely come (the Retry-After header). */
  readonly retryAfterSec: number | undefined;

  constructor(
    /** 'cancelled': the caller hung up (request aborted, socket closed) while its job waited or rendered. */
    /** 'too_large': the resume's layout outgrew the renderer's memory; trying again cannot help (issue #38). */
    public readonly reason: 'unavailable' | 'busy' | 'timeout' | 'failed' | 'too_large' | 'cancelled',
    message: string,
    options?: { cause?: unknown; retryAfterSec?: number },
  ) {
    super(message, options);
    this.name = 'PdfError';
    this.retryAfterSec = options?.retryAfterSec;
  }
}

export const PDF_MESSAGES = {
  noChromium:
    'PDF download is not available on this server (no Chromium is installed). Use your browser’s print dialog to save a PDF instead.',
  noPrintView:
    'PDF download is not available on this server (the web app is not built). Use your browser’s print dialog to save a PDF instead.',
  launchFailed:
    'PDF download is not available right now (the PDF renderer could not start). Use your browser’s print dialog to save a PDF instead.',
  busy: 'The PDF service is busy. Please try again in a few seconds.',
  timeout: 'Making the PDF took too long. Please try again.',
  failed: 'The PDF could not be made. Please try again.',
  tooLarge:
    'This resume is too large to print as a PDF: the PDF renderer ran out of memory laying it out. Shorten it (fewer or shorter entries) and download it again.',
  tooSlow:
    'This resume is too large to print as a PDF in the time the server allows. Shorten it (fewer or shorter entries) and download it again.',
  cancelled: 'The request was cancelled.',
} as const;
