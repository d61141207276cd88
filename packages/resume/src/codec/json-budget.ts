/**
 * Size limits checked while JSON text is still arriving, before JSON.parse builds anything: a document that
 * would cost more than a resume ever can (a million empty items, a megabyte-long string, deep nesting) is
 * refused at the first byte past the limit, so the work it causes stays bounded by the limits, not by the input.
 *
 * The scanner only counts; it does not check the syntax (JSON.parse does, afterwards). It never refuses what the
 * limits allow: string lengths are counted in UTF-16 code units, as JavaScript's length (and zod's max) counts them.
 */

export interface JsonLimits {
  /** The whole text, in UTF-8 bytes. */
  maxBytes: number;
  /** Objects and arrays inside each other. */
  maxDepth: number;
  /** Elements of any one array. */
  maxItems: number;
  /** Keys of any one object. */
  maxKeys: number;
  /** Any string, keys included, in UTF-16 code units. */
  maxString: number;
  /** Values of these keys (e.g. a photo's data URL) may be longer than maxString. */
  longStrings?: Readonly<Record<string, number>>;
}

export type JsonLimit = 'bytes' | 'depth' | 'items' | 'keys' | 'string';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const LOWER_U = 0x75;
const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;
/** Keys longer than this are never in longStrings: only their first bytes are kept for the lookup. */
const KEY_BYTES = 64;

interface Frame {
  array: boolean;
  count: number;
  /** Array: the next non-space byte starts an element. Object: the next string is a key. */
  expecting: boolean;
  /** Object: the key whose value comes next. */
  key: string;
}

/** Feed it the text in chunks, in order; it answers false from the first chunk that passes a limit. */
export class JsonBudget {
  /** Which limit the text passed, or null while it is within all of them. */
  exceeded: JsonLimit | null = null;
  private bytes = 0;
  private readonly stack: Frame[] = [];
  private inString = false;
  private stringIsKey = false;
  /** 0: none; 1: after a backslash; 2-5: hex digits of \uXXXX still to come. */
  private escape = 0;
  private length = 0;
  private max = 0;
  private keyBytes: number[] = [];
  /** The key being read has an escape or is longer than KEY_BYTES: it matches no longStrings entry. */
  private keyUnmatchable = false;

  constructor(private readonly limits: JsonLimits) {}

  push(chunk: Uint8Array): boolean {
    if (this.exceeded) return false;
    // Limits are met in reading order: what comes before the byte cap is still read (and may fail first).
    const allowed = Math.min(chunk.length, this.limits.maxBytes - this.bytes);
    this.bytes += chunk.length;
    for (let i = 0; i < allowed; i++) {
      const b = chunk[i]!;
      if (this.inString) {
        if (!this.stringByte(b)) return false;
      } else if (!isSpace(b) && !this.structureByte(b)) {
        return false;
      }
    }
    return allowed === chunk.length || this.fail('bytes');
  }

  private fail(limit: JsonLimit): false {
    this.exceeded = limit;
    return false;
  }

  private stringByte(b: number): boolean {
    if (this.escape > 1) {
      this.escape = this.escape === 5 ? 0 : this.escape + 1;
      return true;
    }
    if (this.escape === 1) {
      // \uXXXX is one code unit (a surrogate pair is written as two of them); \n, \" ... are one each.
      this.escape = b === LOWER_U ? 2 : 0;
      return this.count(1);
    }
    if (b === BACKSLASH) {
      this.escape = 1;
      this.keyUnmatchable = true;
      return true;
    }
    if (b === QUOTE) {
      this.inString = false;
      if (this.stringIsKey) {
        const top = this.stack[this.stack.length - 1]!;
        top.key = this.keyUnmatchable ? '' : String.fromCharCode(...this.keyBytes);
      }
      return true;
    }
    if (this.stringIsKey && !this.keyUnmatchable) {
      if (this.keyBytes.length === KEY_BYTES) this.keyUnmatchable = true;
      else this.keyBytes.push(b);
    }
    // UTF-8: continuation bytes add nothing; a 4-byte sequence is a surrogate pair, two code units.
    if ((b & 0xc0) === 0x80) return true;
    return this.count(b >= 0xf0 ? 2 : 1);
  }

  private count(units: number): boolean {
    this.length += units;
    return this.length <= this.max || this.fail('string');
  }

  private structureByte(b: number): boolean {
    const top = this.stack[this.stack.length - 1];
    if (top?.array && top.expecting && b !== CLOSE_ARRAY) {
      top.expecting = false;
      if (++top.count > this.limits.maxItems) return this.fail('items');
    }
    switch (b) {
      case QUOTE:
        return this.startString(top);
      case OPEN_OBJECT:
      case OPEN_ARRAY:
        if (this.stack.length >= this.limits.maxDepth) return this.fail('depth');
        this.stack.push({ array: b === OPEN_ARRAY, count: 0, expecting: true, key: '' });
        return true;
      case CLOSE_OBJECT:
      case CLOSE_ARRAY:
        this.stack.pop();
        return true;
      case COMMA:
        if (top) top.expecting = true;
        return true;
      case COLON:
        return true;
      default:
        return true;
    }
  }

  private startString(top: Frame | undefined): boolean {
    this.inString = true;
    this.length = 0;
    this.stringIsKey = !!top && !top.array && top.expecting;
    if (this.stringIsKey) {
      top!.expecting = false;
      this.keyBytes = [];
      this.keyUnmatchable = false;
      this.max = this.limits.maxString;
      return ++top!.count <= this.limits.maxKeys || this.fail('keys');
    }
    const long = top && !top.array ? this.limits.longStrings?.[top.key] : undefined;
    this.max = Math.max(this.limits.maxString, long ?? 0);
    return true;
  }
}

export type JsonRead = { ok: true; value: unknown } | { ok: false; limit?: JsonLimit };

/**
 * JSON text (a string or its UTF-8 bytes) parsed only once it is known to be within the limits. Not JSON: ok
 * false without a limit. Never throws.
 */
export function parseJsonWithin(text: string | Uint8Array, limits: JsonLimits): JsonRead {
  try {
    const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
    const budget = new JsonBudget(limits);
    if (!budget.push(bytes)) return { ok: false, limit: budget.exceeded! };
    const source = typeof text === 'string' ? text : new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { ok: true, value: JSON.parse(source) as unknown };
  } catch {
    return { ok: false };
  }
}
