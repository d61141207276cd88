import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A built web app in miniature, in a new temporary folder: the three shells the server hands out (the landing
 * page's with its social tags) and one asset. A server over it mounts every route a real build gets.
 */
export function miniatureWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'resumey-web-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head>
<meta property="og:image" content="/og-image.png" />
<meta property="og:url" content="/" />
<meta name="twitter:image" content="/og-image.png" />
<meta property="og:image:alt" content="Resumey: resumes built for professionals" />
</head><body><div id="root">APP SHELL</div></body></html>`,
  );
  writeFileSync(
    path.join(dir, 'public.html'),
    '<!doctype html><html><head><title>Resume</title></head><body>PUBLIC SHELL<div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dir, 'link.html'),
    '<!doctype html><html><head><title>Resume</title></head><body>LINK SHELL<div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'og-image.png'), 'png');
  return dir;
}
