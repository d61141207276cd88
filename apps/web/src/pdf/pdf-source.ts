/**
 * Which server address makes a PDF. Apart from download.ts so the public view can name its source without
 * loading the download code, which DownloadPdfButton imports only when clicked.
 */
/** Where a PDF comes from: the owner's saved resume, a share, or the resume itself (stores nothing). */
export type PdfSource =
  | { kind: 'owner'; id: string }
  | { kind: 'user-slug'; username: string; slug: string }
  | { kind: 'slug'; slug: string }
  | { kind: 'inline' };

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
