import { saveFile } from '../lib/save-file';
import type { AccountImportResult } from '@resumey/resume';
import { ApiRequestError, refusalOfResponse } from '../lib/api';

export type { AccountImportResult } from '@resumey/resume';

/**
 * The account's data (issue #42 items 3 and 5; apps/server/src/account/routes.ts). Both answer or take a ZIP, which
 * the typed JSON client does not carry, and both may take longer than its 10 s timeout (the export makes a PDF of
 * every resume; an import may be a large upload), so they are plain same-origin requests with the session cookie.
 */

const reach = async (input: string, init?: RequestInit) => {
  try {
    return await fetch(input, { credentials: 'same-origin', ...init });
  } catch (err) {
    throw new ApiRequestError(0, 'network', 'Could not reach the server', err);
  }
};

const fileNameOf = (res: Response) =>
  /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'resumey-export.zip';

/** Downloads the account export: the server's ZIP, saved under the name it gives. */
export async function downloadAccountExport(): Promise<void> {
  const res = await reach('/api/account/export');
  if (!res.ok) throw await refusalOfResponse(res);
  const blob = await res.blob().catch((err: unknown) => {
    // The answer was cut short: the server could not finish the archive.
    throw new ApiRequestError(0, 'network', 'The download was interrupted', err);
  });
  saveFile(blob, fileNameOf(res));
}

/** Imports an account export (a ZIP file); `shares`: recreate its shares at addresses free on this server. */
export async function importAccountExport(file: File, shares: boolean): Promise<AccountImportResult> {
  const res = await reach(`/api/account/import${shares ? '?shares=1' : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/zip', accept: 'application/json' },
    body: file,
  });
  if (!res.ok) throw await refusalOfResponse(res);
  return (await res.json()) as AccountImportResult;
}
