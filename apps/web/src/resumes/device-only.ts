import { createdElsewhere, type GoneResume } from './gone';
import type { Entry, ResumeRecord } from './types';

/** What the creation of device-only resumes needs of the store (store.ts). */
export interface LocalOnlyStep {
  entries(): Readonly<Record<string, Entry>>;
  gone(id: string): GoneResume | undefined;
  /** Folds in what other tabs stored, then writes this tab's copy. */
  writeDeviceCopy(): void;
  list(): Promise<ResumeRecord[]>;
  createFrom(resume: ResumeRecord['resume']): Promise<ResumeRecord>;
  /** The device-only resume `oldId` is now on the server as `record`. */
  replaced(oldId: string, record: ResumeRecord): void;
  /** Shows a server resume another tab created. */
  shown(record: ResumeRecord): void;
  /** Creating `pending` failed with `error`: it stays on this device, tried again on the next load. */
  kept(pending: Entry, error: unknown): void;
}

/**
 * Creates the device-only resumes (made while the server was away, or kept from the local-only app) on the server.
 * Two tabs loading at once would each create them: one tab at a time does (a Web Lock, where the browser has them),
 * and each first reads what the tab before it recorded, so a resume another tab already created is not created again
 * (gone.ts). `stale` turns true when the load that asked is superseded. True when none is left waiting.
 */
export async function createLocalOnly(
  step: LocalOnlyStep,
  toCreate: Entry[],
  stale: () => boolean,
  seen: ReadonlySet<string>,
  userId: string,
): Promise<boolean> {
  if (toCreate.length === 0) return true;
  const run = async () => {
    if (stale()) return false;
    // What the tab before wrote, with what it created, and this tab's entries (reconciled with the server).
    step.writeDeviceCopy();
    // That write may not show here yet: Chromium hands the lock on before another tab's local storage write
    // reaches this one (seen in 85 of 200 handovers). The server's list, read under the lock, has its creations.
    const server = await step.list().catch((): ResumeRecord[] => []);
    const taken = new Set<string>();
    let allCreated = true;
    for (const pending of toCreate) {
      if (stale()) return false;
      const id = pending.record.resume.id;
      const now = step.entries()[id];
      // Created by another tab meanwhile (now gone from here), or no longer device-only.
      if (!now?.localOnly) {
        const replacement = now ? undefined : step.gone(id)?.replacedBy;
        const record = replacement && !step.entries()[replacement] && server.find((r) => r.resume.id === replacement);
        if (record) step.shown(record);
        continue;
      }
      const twin = createdElsewhere(now, server, seen, taken);
      if (twin) {
        taken.add(twin.resume.id);
        step.replaced(id, twin);
        continue;
      }
      try {
        step.replaced(id, await step.createFrom(now.record.resume));
      } catch (error) {
        step.kept(now, error);
        allCreated = false;
      }
    }
    // The other tabs learn at once what was created (the lock is held until this write).
    step.writeDeviceCopy();
    return allCreated;
  };
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(`resumey-create-device-resumes-${userId}`, run) : run();
}
