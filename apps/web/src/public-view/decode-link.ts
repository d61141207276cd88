import { LINK_LIMITS, type LinkDecodeResult } from '@resumey/resume';
import { decodeLinkHere } from './link-decoder';

/**
 * Decodes a link without holding the page: within these limits a link decodes on the main thread in well under
 * a frame (a typical link's JSON is 8 KB); a link whose JSON inflates past them (a resume may be up to 5 MB,
 * about a tenth of a second to inflate, read and check) is decoded again in a worker with the full limits.
 */
const MAIN_THREAD_LIMITS = { ...LINK_LIMITS, json: { ...LINK_LIMITS.json, maxBytes: 64 * 1024 } };
/** A worker that has not answered by then never will (the limits bound its work to well under a second). */
const WORKER_TIMEOUT_MS = 10_000;

export async function decodeLink(fragment: string): Promise<LinkDecodeResult> {
  const quick = await decodeLinkHere(fragment, MAIN_THREAD_LIMITS);
  if (quick.ok || quick.limit !== 'inflated') return quick;
  return decodeInWorker(fragment);
}

function decodeInWorker(fragment: string): Promise<LinkDecodeResult> {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./decode-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    // No workers here (or not allowed): the limits still bound the work.
    return decodeLinkHere(fragment);
  }
  return new Promise<LinkDecodeResult>((resolve) => {
    const finish = (result: LinkDecodeResult) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ ok: false }), WORKER_TIMEOUT_MS);
    worker.onmessage = (event: MessageEvent<LinkDecodeResult>) => finish(event.data);
    // The worker's script failed to load or run: decode here instead.
    worker.onerror = (event) => {
      event.preventDefault();
      void decodeLinkHere(fragment).then(finish);
    };
    worker.postMessage(fragment);
  });
}
