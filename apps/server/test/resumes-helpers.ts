import { createResume, type Resume } from '@resumey/resume';
import type { SignedInClient } from '@resumey/test-support/sign-in';

/** Shapes and small helpers shared by the resume API tests. */
export interface ResumeRecord {
  resume: Resume;
  version: number;
  shares: { slug: string; username: string | null; views: number }[];
}

let counter = 0;
export const uniqueEmail = (name: string) => `${name}-${Date.now()}-${++counter}@example.com`;

export async function json<T = unknown>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

export async function create(client: SignedInClient, body: unknown = { templateId: 't01-classic' }) {
  const res = await client.api('/api/resumes', { method: 'POST', json: body });
  return { status: res.status, body: await json<ResumeRecord & { error?: { code: string; message: string } }>(res) };
}

export async function createOk(client: SignedInClient, body?: unknown): Promise<ResumeRecord> {
  const { status, body: record } = await create(client, body);
  if (status !== 201) throw new Error(`create failed: ${status} ${JSON.stringify(record)}`);
  return record;
}

export async function list(client: SignedInClient): Promise<ResumeRecord[]> {
  const res = await client.api('/api/resumes');
  if (res.status !== 200) throw new Error(`list failed: ${res.status}`);
  return (await json<{ resumes: ResumeRecord[] }>(res)).resumes;
}

export const titled = (title: string, extra: Partial<Resume> = {}): Resume =>
  createResume({ meta: { title }, ...extra });

/** A base64 data URL whose decoded payload is exactly `bytes` long. */
/** A real 8 x 8 JPEG (the server decodes every photo). */
const TINY_JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCYAIon/9k=',
  'base64',
);

/** A valid JPEG photo of exactly `bytes` bytes: the tiny JPEG, padded with comment (COM) segments. */
export function jpegDataUrl(bytes: number): string {
  const segments: Buffer[] = [];
  let pad = bytes - TINY_JPEG.length;
  while (pad > 0) {
    // A segment is 4 bytes of marker and length plus up to 65533 of data; never leave a remainder under 4.
    let size = Math.min(pad, 65537);
    if (pad - size > 0 && pad - size < 4) size -= 4;
    segments.push(
      Buffer.concat([Buffer.from([0xff, 0xfe, (size - 2) >> 8, (size - 2) & 0xff]), Buffer.alloc(size - 4, 32)]),
    );
    pad -= size;
  }
  const jpeg = Buffer.concat([TINY_JPEG.subarray(0, 2), ...segments, TINY_JPEG.subarray(2)]);
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}
