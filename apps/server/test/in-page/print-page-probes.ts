// Functions the server's tests run inside the print page (page.evaluate). Playwright sends each one as its source
// text, so each must stand alone: no imports, no helpers from outside its own body.

/**
 * Makes the page try to load an image, a style (with an @import and a background), three kinds of link and a
 * fetch from `url`; resolves with how each attempt ended ('loaded' or 'error'), waiting for each rather than
 * sleeping past it.
 */
export async function tryToReachNetwork(url: string): Promise<string[]> {
  const settled = (el: HTMLElement) =>
    new Promise<string>((resolve) => {
      el.addEventListener('load', () => resolve('loaded'));
      el.addEventListener('error', () => resolve('error'));
    });
  const waits: Promise<string>[] = [];
  const img = new Image();
  waits.push(settled(img));
  img.src = `${url}/img.png`;
  document.body.append(img);
  const style = document.createElement('style');
  waits.push(settled(style));
  style.textContent = `@import url(${url}/import.css); body{background:url(${url}/css.png)}`;
  document.head.append(style);
  for (const rel of ['stylesheet', 'preload', 'prefetch']) {
    const link = document.createElement('link');
    waits.push(settled(link));
    Object.assign(link, { rel, as: 'image', href: `${url}/${rel}` });
    document.head.append(link);
  }
  const pre = document.createElement('link');
  Object.assign(pre, { rel: 'preconnect', href: url });
  document.head.append(pre);
  waits.push(
    fetch(`${url}/fetch`).then(
      () => 'loaded',
      () => 'error',
    ),
  );
  return Promise.all(waits);
}

/**
 * Injects an inline script and an inline event handler, fetches its own `origin` and another, and loads images from
 * its origin and from a data: URL. CSP violations are reported to the test's exposed `reportViolation`.
 */
export async function tryInjections(origin: string) {
  const w = window as unknown as Record<string, unknown>;
  document.addEventListener('securitypolicyviolation', (e) =>
    (w.reportViolation as (d: string) => void)(e.violatedDirective),
  );
  // An injected inline script and an inline event handler.
  const script = document.createElement('script');
  script.textContent = 'window.injected = true';
  document.body.append(script);
  const img = document.createElement('img');
  img.setAttribute('onerror', 'window.handler = true');
  img.src = 'data:,not-an-image';
  document.body.append(img);
  // Network: its own origin (after loading), and anywhere else.
  const fetched = await Promise.all(
    [`${origin}/print.html`, 'https://example.com/'].map((u) =>
      fetch(u).then(
        () => 'fetched',
        () => 'blocked',
      ),
    ),
  );
  // Images from anywhere but data: URLs.
  const remote = await new Promise<string>((resolve) => {
    const i = new Image();
    i.onload = () => resolve('loaded');
    i.onerror = () => resolve('blocked');
    i.src = `${origin}/favicon.svg`;
  });
  const inline = await new Promise<string>((resolve) => {
    const i = new Image();
    i.onload = () => resolve('loaded');
    i.onerror = () => resolve('blocked');
    i.src = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
  });
  return { fetched, remote, inline };
}

/** What the injected script and event handler of tryInjections set on the page, if they ran. */
export function injectedRan() {
  const w = window as unknown as Record<string, unknown>;
  return { injected: w.injected, handler: w.handler };
}

/**
 * Tries, from a timer as the page's own code would (code evaluated through DevTools may eval despite the CSP),
 * eval, new Function, WebAssembly and a worker; lists the scripts the page loaded.
 */
export function tryDynamicCode() {
  return new Promise((r) => setTimeout(r, 0)).then(async () => {
    const tries = async (fn: () => unknown) => {
      try {
        await fn();
        return 'ran';
      } catch {
        return 'refused';
      }
    };
    const wasm = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]); // the smallest valid module
    return {
      // V8 runs without its JIT compiler (--jitless), which also leaves no WebAssembly at all.
      webAssembly: typeof WebAssembly,
      eval: await tries(() => (0, eval)('1')),
      fn: await tries(() => new Function('return 1')()),
      wasm: await tries(() => globalThis.WebAssembly.compile(wasm)),
      worker: await new Promise<string>((resolve) => {
        // Refused asynchronously (an error event), or it posts back.
        const w = new Worker(URL.createObjectURL(new Blob(['postMessage(1)'], { type: 'text/javascript' })));
        w.onmessage = () => resolve('ran');
        w.onerror = () => resolve('refused');
      }).catch(() => 'refused'),
      scripts: performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => n.endsWith('.js')),
    };
  });
}
