/**
 * Content-Disposition for a resume's PDF: '{Full name} Resume.pdf'. The plain `filename` is an ASCII
 * fallback (accents folded, anything else dropped); `filename*` (RFC 5987/6266) carries the full UTF-8 name
 * for every current browser. Characters that are unsafe in file names on any system are removed.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
const UNSAFE = /[\u0000-\u001f\u007f-\u009f"\\/:*?<>|]+/g;

export function pdfFileName(fullName: string | undefined, what = 'Resume'): string {
  const name = (fullName ?? '').normalize('NFC').replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim().slice(0, 100).trim();
  return name ? `${name} ${what}.pdf` : `${what}.pdf`;
}

const asciiFallback = (fileName: string): string => {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  // A name written only in other scripts leaves ' Resume.pdf': drop what no longer starts with a letter or digit.
  return ascii.replace(/^[^A-Za-z0-9]+/, '') || 'Resume.pdf';
};

// encodeURIComponent leaves !'()* as they are; RFC 5987's attr-char does not allow them.
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*!]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `what` names the document: 'Resume', 'Cover Letter' for a resume's letter, or 'Resume and Cover Letter' for both
 * in one PDF (issue #41).
 */
export function contentDisposition(fullName: string | undefined, what = 'Resume'): string {
  const fileName = pdfFileName(fullName, what);
  return `attachment; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${rfc5987(fileName)}`;
}
