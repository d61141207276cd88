import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';

/**
 * A ZIP written as it is made (fflate's streaming Zip): every piece is handed to `write` as soon as it is deflated,
 * and the next file is only started once `write` has taken the last piece, so memory holds one file's piece at a
 * time, never the archive.
 */
export class ZipStream {
  private readonly pending: Uint8Array[] = [];
  private failure: Error | null = null;
  private readonly zip: Zip;
  /** Every file's time: the export's. */
  private readonly mtime: Date;

  constructor(
    private readonly write: (chunk: Uint8Array) => Promise<void>,
    at = new Date(),
  ) {
    this.mtime = at;
    this.zip = new Zip((err, chunk) => {
      if (err) this.failure = err;
      else if (chunk.length) this.pending.push(chunk);
    });
  }

  private async drain(): Promise<void> {
    if (this.failure) throw this.failure;
    while (this.pending.length) await this.write(this.pending.shift()!);
  }

  /** A file whose content is at hand: deflated (text), or stored as is (`store`: a PDF, already compressed). */
  async file(name: string, content: string | Uint8Array, opts: { store?: boolean } = {}): Promise<void> {
    const entry = opts.store ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 });
    entry.mtime = this.mtime;
    this.zip.add(entry);
    entry.push(typeof content === 'string' ? strToU8(content) : content, true);
    await this.drain();
  }

  /** A JSON array written an item at a time (a resume's history may hold many large versions). */
  async jsonArray(name: string, items: AsyncIterable<unknown> | Iterable<unknown>): Promise<number> {
    const entry = new ZipDeflate(name, { level: 6 });
    entry.mtime = this.mtime;
    this.zip.add(entry);
    let count = 0;
    entry.push(strToU8('['));
    for await (const item of items) {
      entry.push(strToU8(`${count ? ',' : ''}\n${JSON.stringify(item, null, 2)}`));
      count++;
      await this.drain();
    }
    entry.push(strToU8(count ? '\n]\n' : ']\n'), true);
    await this.drain();
    return count;
  }

  /** The central directory: the archive is complete (and only then readable) once this is written. */
  async end(): Promise<void> {
    this.zip.end();
    await this.drain();
  }
}

/** A folder name for a title: safe ASCII (lower-case words joined by hyphens), 'resume' when nothing is left. */
export function asciiSlug(title: string, fallback = 'resume'): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return base || fallback;
}
