import { strToU8, unzipSync, zipSync, strFromU8 } from 'fflate';
import { expect } from 'vitest';
import {
  ACCOUNT_EXPORT_FORMAT,
  ACCOUNT_EXPORT_VERSION,
  type AccountImportResult,
  type ExportManifest,
  type Resume,
} from '@resumey/resume';
import type { SignedInClient } from '@resumey/test-support/sign-in';
import { resumeFor } from './shares-helpers';

/** GET /api/account/export, unpacked: every file by its path. */
export async function exportOf(client: SignedInClient) {
  const res = await client.api('/api/account/export');
  expect(
    res.status,
    await res
      .clone()
      .text()
      .then((t) => t.slice(0, 200)),
  ).toBe(200);
  const zip = new Uint8Array(await res.arrayBuffer());
  return { res, zip, files: unzipSync(zip) };
}

export const jsonOf = <T>(files: Record<string, Uint8Array>, name: string): T => {
  expect(files[name], `${name} in the export`).toBeDefined();
  return JSON.parse(strFromU8(files[name]!)) as T;
};

export const importZip = (client: SignedInClient, zip: Uint8Array, query = '') =>
  client.api(`/api/account/import${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/zip' },
    body: zip,
  });

export const importResult = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as AccountImportResult;
};

/** A resume as its content: without what the server stamps on it when it stores it. */
export const contentOf = (r: Resume) => {
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = r;
  return rest;
};

/** A minimal, valid export made by hand, with `resumes` live ones; `edit` changes its files before zipping. */
export function handMadeExport(
  resumes: Resume[],
  edit: (files: Record<string, Uint8Array>) => void = () => undefined,
): Uint8Array {
  const manifest: ExportManifest = {
    format: ACCOUNT_EXPORT_FORMAT,
    version: ACCOUNT_EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    source: 'http://elsewhere.test',
    resumes: resumes.map((r, i) => ({
      folder: `resumes/${i + 1}-cv`,
      title: r.meta.title,
      trashed: false,
      deletedAt: null,
      pdf: false,
    })),
    pdfs: 'unavailable',
    letters: [],
  };
  const files: Record<string, Uint8Array> = {
    'export.json': strToU8(JSON.stringify(manifest)),
    'profile.json': strToU8(
      JSON.stringify({
        name: 'Hand Made',
        email: 'hand@made.test',
        username: null,
        createdAt: new Date().toISOString(),
        signInMethods: ['local'],
        twoFactorEnabled: false,
      }),
    ),
  };
  resumes.forEach((r, i) => {
    files[`resumes/${i + 1}-cv/resume.resumey.json`] = strToU8(JSON.stringify(r));
    files[`resumes/${i + 1}-cv/shares.json`] = strToU8('[]');
  });
  edit(files);
  return zipSync(files);
}

/** `n` resumes titled after `prefix`, updated a minute apart (the last one newest). */
export const resumesTitled = (prefix: string, n: number): Resume[] =>
  Array.from({ length: n }, (_, i) => ({
    ...resumeFor('Pat Example', `${prefix} ${i + 1}`),
    updatedAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
  }));
