import type { Resume } from '@resumey/resume';
import { printInBrowser } from './print-fallback';
import { printTitle } from './print-api';

/** Where a PDF comes from: the owner's saved resume, a share, or the resume itself (stores nothing). */
export type PdfSource =
  | { kind: 'owner'; id: string }
  | { kind: 'user-slug'; username: string; slug: string }
  | { kind: 'slug'; slug: string }
  | { kind: 'inline' };

const enc = encodeURIComponent;

export function pdfRequest(source: PdfSource, resume: Resume): { url: string; init: RequestInit } {
  switch (source.kind) {
    case 'owner':
      return { url: `/api/resumes/${enc(source.id)}/pdf`, init: {} };
    case 'user-slug':
      return { url: `/api/public/u/${enc(source.username)}/${enc(source.slug)}/pdf`, init: {} };
    case 'slug':
      return { url: `/api/public/v/${enc(source.slug)}/pdf`, init: {} };
    case 'inline':
      return {
        url: '/api/pdf',
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ resume }),
        },
      };
  }
}

/** The file name the server chose (RFC 6266 filename* first), or '{Full name} Resume.pdf'. */
export function fileNameOf(disposition: string | null, resume: Resume): string {
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

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export type PdfOutcome = 'downloaded' | 'printed';

export class PdfDownloadError extends Error {}

/**
 * Downloads the resume's PDF made by the server. When the server cannot make one (no Chromium: 503, too slow:
 * 504, or unreachable), the browser's print dialog opens on the same print view instead. Other refusals
 * (not found, too many requests, invalid resume) throw PdfDownloadError with the server's message.
 */
export async function downloadPdf(source: PdfSource, resume: Resume): Promise<PdfOutcome> {
  const { url, init } = pdfRequest(source, resume);
  let res: Response | undefined;
  try {
    res = await fetch(url, { credentials: 'same-origin', ...init });
  } catch {
    res = undefined; // network failure: print in the browser
  }
  if (res?.ok) {
    saveBlob(await res.blob(), fileNameOf(res.headers.get('content-disposition'), resume));
    return 'downloaded';
  }
  if (!res || res.status === 503 || res.status === 504) {
    await printInBrowser(resume);
    return 'printed';
  }
  let message = 'The PDF could not be made. Please try again.';
  try {
    const body = (await res.json()) as { error?: { message?: string } };
    if (body.error?.message) message = body.error.message;
  } catch {
    // keep the generic message
  }
  throw new PdfDownloadError(message);
}

/** The PDF address of a public view's resume: its share's, or the resume itself for a link-embedded share. */
export function publicPdfSource(
  source: { kind: 'user-slug'; username: string; slug: string } | { kind: 'slug'; slug: string } | { kind: string },
): PdfSource {
  if (source.kind === 'user-slug' && 'username' in source) {
    return { kind: 'user-slug', username: source.username, slug: source.slug };
  }
  if (source.kind === 'slug' && 'slug' in source) return { kind: 'slug', slug: source.slug };
  return { kind: 'inline' };
}
