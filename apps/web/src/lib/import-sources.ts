import type { ImportProvenance } from '@resumey/resume/import/provenance';

/**
 * The imported file and where each field was read from it (issue #39), kept in this browser's IndexedDB by the
 * new resume's id: the file never leaves the browser, and the provenance view needs both. At most MAX_KEPT
 * imports are kept; the oldest go first.
 */

export interface ImportSource {
  resumeId: string;
  fileName: string;
  type: 'pdf' | 'docx';
  bytes: ArrayBuffer;
  provenance: ImportProvenance;
  at: number;
}

const DB = 'resumey-imports';
const STORE = 'sources';
const MAX_KEPT = 8;

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'resumeId' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(STORE, mode);
        const request = work(tx.objectStore(STORE));
        tx.oncomplete = () => {
          db.close();
          resolve(request.result);
        };
        tx.onerror = () => {
          db.close();
          reject(tx.error ?? new Error('IndexedDB error'));
        };
      }),
  );
}

/** Keeps an import's file and provenance; never throws (a browser without IndexedDB just has no provenance view). */
export async function saveImportSource(source: ImportSource): Promise<void> {
  try {
    await run('readwrite', (s) => s.put(source));
    const all = await run('readonly', (s) => s.getAll() as IDBRequest<ImportSource[]>);
    const old = all.sort((a, b) => b.at - a.at).slice(MAX_KEPT);
    for (const o of old) await run('readwrite', (s) => s.delete(o.resumeId));
  } catch {
    // Private windows and locked-down browsers: the import works, only the provenance view is unavailable.
  }
}

export async function loadImportSource(resumeId: string): Promise<ImportSource | undefined> {
  try {
    return (await run('readonly', (s) => s.get(resumeId) as IDBRequest<ImportSource | undefined>)) ?? undefined;
  } catch {
    return undefined;
  }
}

export async function deleteImportSource(resumeId: string): Promise<void> {
  try {
    await run('readwrite', (s) => s.delete(resumeId));
  } catch {
    // Nothing kept, nothing to delete.
  }
}
