/**
 * Hands a file the app made (an export, a PDF, an account archive) to the browser as a download named `name`.
 * The object URL is revoked a little later, once the click has started the download.
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
