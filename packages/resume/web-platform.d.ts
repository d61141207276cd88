// The web-platform APIs the domain calls, declared with only the members it uses. packages/resume compiles
// against ES2023 alone (tsconfig.json: no DOM, no Node types), so a DOM or Node API creeping into the domain fails
// the typecheck; these few are the exception because every place the domain runs has them as globals: browsers,
// and Node 20 (the server, tests, bench). This file belongs to packages/resume's own programs only: the web app
// and the server check the same code against the DOM's and Node's complete declarations.

declare class TextEncoder {
  encode(input?: string): Uint8Array<ArrayBuffer>;
}

declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean });
  decode(input?: ArrayBuffer | ArrayBufferView): string;
}

/** A raw-deflate inflater (codec/inflate-stream.ts), read and written one chunk at a time. */
declare class DecompressionStream {
  constructor(format: 'deflate' | 'deflate-raw' | 'gzip');
  readonly readable: {
    getReader(): {
      read(): Promise<{ done: true; value?: undefined } | { done: false; value: Uint8Array<ArrayBuffer> }>;
      cancel(reason?: unknown): Promise<void>;
    };
  };
  readonly writable: {
    getWriter(): {
      write(chunk: Uint8Array<ArrayBuffer>): Promise<void>;
      close(): Promise<void>;
      abort(reason?: unknown): Promise<void>;
    };
  };
}

declare class URL {
  constructor(url: string, base?: string);
  readonly href: string;
  readonly protocol: string;
  readonly host: string;
  readonly hostname: string;
  readonly pathname: string;
}

declare function structuredClone<T>(value: T): T;

interface Crypto {
  randomUUID(): string;
  getRandomValues<T extends ArrayBufferView>(array: T): T;
}
// `var`, not `const`: defaults.ts reads it as globalThis.crypto, which only a var declaration adds to globalThis.
// eslint-disable-next-line no-var
declare var crypto: Crypto;
