import type { LinkDecodeResult } from '@resumey/resume';
import { decodeLinkHere } from './link-decoder';

/** The worker's global scope, as much of it as is used (the project compiles with the DOM library, not WebWorker). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<string>) => void) | null;
  postMessage(result: LinkDecodeResult): void;
};

// Decodes one link off the main thread (see decode-link.ts) and answers with the result.
scope.onmessage = (event) => void decodeLinkHere(event.data).then((result) => scope.postMessage(result));
