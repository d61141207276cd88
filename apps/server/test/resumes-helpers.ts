import { createResume, type Resume } from '@resumey/resume';
import type { SignedInClient } from './helpers/sign-in';

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
export function jpegDataUrl(bytes: number): string {
  return `data:image/jpeg;base64,${Buffer.alloc(bytes, 7).toString('base64')}`;
}
