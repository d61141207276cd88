import { createdElsewhere } from './gone';
import { isTransient } from './retry';
import { StoreCore } from './store-core';
import type { Entry, ResumeRecord } from './types';

/**
 * The store's creation of device-only resumes (made while the server was away, or kept from the local-only app) on
 * the server, once across the tabs of a browser; the load that finds them is in store.ts.
 */
export abstract class DeviceOnlyStore extends StoreCore {
  /**
   * Creates the device-only resumes on the server. Two tabs loading at once would each create them: one tab at a
   * time does (a Web Lock, where the browser has them), and each first reads what the tab before it recorded, so a
   * resume another tab already created is not created again (gone.ts). `stale` turns true when the load that asked is
   * superseded (a newer load, another user): nothing more is created then. True when none is left waiting.
   */
  protected async createAllLocalOnly(
    toCreate: Entry[],
    stale: () => boolean,
    seen: ReadonlySet<string>,
  ): Promise<boolean> {
    if (toCreate.length === 0) return true;
    const run = async () => {
      if (stale()) return false;
      // What the tab before wrote, with what it created, and this tab's entries (reconciled with the server).
      this.syncStoredCopy();
      // That write may not show here yet: Chromium hands the lock on before another tab's local storage write
      // reaches this one (seen in 85 of 200 handovers). The server's list, read under the lock, has its creations.
      const server = await this.deps.api.list().catch(() => []);
      const taken = new Set<string>();
      let allCreated = true;
      for (const pending of toCreate) {
        if (stale()) return false;
        const now = this.state.entries[pending.record.resume.id];
        // Created by another tab meanwhile (now gone from here), or no longer device-only.
        if (!now?.localOnly) {
          if (!now) this.takeReplacement(pending.record.resume.id, server);
          continue;
        }
        const twin = createdElsewhere(now, server, seen, taken);
        if (twin) {
          taken.add(twin.resume.id);
          this.replaceLocalOnly(now.record.resume.id, twin);
          continue;
        }
        allCreated = (await this.createLocalOnly(now)) && allCreated;
      }
      // The other tabs learn at once what was created (the lock is held until this write).
      this.syncStoredCopy();
      return allCreated;
    };
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (!locks) return run();
    const userId = this.state.userId ?? '';
    return locks.request(`resumey-create-device-resumes-${userId}`, run);
  }

  private async createLocalOnly(pending: Entry): Promise<boolean> {
    const oldId = pending.record.resume.id;
    try {
      this.replaceLocalOnly(oldId, await this.deps.api.createFrom(pending.record.resume));
      return true;
    } catch (error) {
      // Kept on this device (over the limit, or the server went away): tried again on the next load.
      const entry: Entry = { ...pending, dirty: true, localOnly: true, offline: isTransient(error) || undefined };
      this.set({
        entries: { ...this.state.entries, [oldId]: entry },
        syncPending: isTransient(error) || this.state.syncPending,
      });
      if (isTransient(error)) this.scheduleSync();
      return false;
    }
  }

  /**
   * A device-only resume another tab created: its record says which server resume replaced it, and this tab shows
   * that one (other tabs' saved entries are not merged from the local copy, only their unsaved edits).
   */
  private takeReplacement(oldId: string, server: readonly ResumeRecord[]) {
    const id = this.gone.get(oldId)?.replacedBy;
    const record = id && !this.state.entries[id] ? server.find((r) => r.resume.id === id) : undefined;
    if (record)
      this.set({
        entries: { ...this.state.entries, [record.resume.id]: { record, dirty: false, base: record.resume } },
      });
  }

  /** A device-only resume is now on the server as `record`: the other tabs learn it from the gone record. */
  private replaceLocalOnly(oldId: string, record: ResumeRecord) {
    const entries = { ...this.state.entries, [record.resume.id]: { record, dirty: false, base: record.resume } };
    delete entries[oldId];
    this.markGone(oldId, record.resume.id);
    this.set({ entries, currentId: this.state.currentId === oldId ? record.resume.id : this.state.currentId });
  }
}
