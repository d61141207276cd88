import { closeSync, openSync, readFileSync, rmdirSync, mkdirSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * One server per PGlite data directory. PGlite runs PostgreSQL inside the process with no postmaster to keep a
 * second process out, so two servers on one directory both start, both acknowledge writes, and each overwrites the
 * other's files: acknowledged saves are lost. The owner keeps a lock file in the directory naming itself (process
 * id, when that process started and the machine's boot); a second server finds it and refuses to start. A lock
 * whose owner is gone (killed with SIGKILL, the machine restarted) is stale and taken over at once, so a crash
 * never leaves the directory stuck; the start time is compared as well, so a new process that happens to get the
 * dead owner's process id (usual in containers, where the server is often process 1) is not mistaken for it.
 */
export const LOCK_FILE = 'resumey.lock';

interface Owner {
  pid: number;
  host: string;
  /** Linux: the boot's id and the process's start (clock ticks after boot), so a reused process id is told apart. */
  bootId?: string;
  startTicks?: string;
  startedAt: string;
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, owner: Owner | undefined, lockPath: string) {
    const who = owner ? `process ${owner.pid} on ${owner.host}, started ${owner.startedAt}` : 'another process';
    super(
      `DATA_DIR ${path.resolve(dataDir)} is in use by another Resumey server (${who}). Only one server may use a PGlite ` +
        `data directory: stop that server first, or give this one its own DATA_DIR (several servers need ` +
        `DATABASE_URL, PostgreSQL). If you are sure no server uses it, delete ${lockPath}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

const readOr = (file: string) => {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
};

/** Field 22 of /proc/PID/stat: when the process started, in clock ticks after boot (Linux only). */
function startTicksOf(pid: number): string | undefined {
  const stat = readOr(`/proc/${pid}/stat`);
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

function me(): Owner {
  return {
    pid: process.pid,
    host: hostname(),
    bootId: readOr('/proc/sys/kernel/random/boot_id'),
    startTicks: startTicksOf(process.pid),
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
  };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the lock's owner may still be running. Unknown owners (another machine, an unreadable lock) count as alive. */
function ownerRuns(owner: Owner | undefined, self: Owner): boolean {
  if (!owner || typeof owner.pid !== 'number') return true;
  // A directory on a shared disk locked from another machine: we cannot look at its processes.
  if (owner.host !== self.host) return true;
  if (owner.bootId && self.bootId && owner.bootId !== self.bootId) return false;
  if (!alive(owner.pid)) return false;
  if (owner.startTicks && self.startTicks) return startTicksOf(owner.pid) === owner.startTicks;
  return true;
}

const parse = (text: string | undefined): Owner | undefined => {
  try {
    return text ? (JSON.parse(text) as Owner) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Takes the data directory for this process, or throws DataDirInUseError. Returns the release, which deletes the
 * lock (only if it is still ours); the lock is also deleted when the process exits normally.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const self = me();
  const text = JSON.stringify(self);
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      try {
        writeSync(fd, text);
      } finally {
        closeSync(fd);
      }
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const current = readOr(file);
    // A lock being written this very moment reads empty: give its writer a few tries before judging it.
    const owner = parse(current);
    if ((!owner && attempt < 20) || attempt > 40) {
      if (attempt > 40) throw new DataDirInUseError(dataDir, owner, file);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
      continue;
    }
    if (ownerRuns(owner, self)) throw new DataDirInUseError(dataDir, owner, file);
    takeOverStale(file, current);
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (readOr(file) === text) unlinkSync(file);
  };
  process.on('exit', release);
  return release;
}

/**
 * Deletes a stale lock so the caller can create its own. Two servers starting at once on a crashed owner's
 * directory must not both delete (the second would delete the first's new lock): the deletion happens under a
 * directory made with mkdir, which only one of them can make, and only if the lock still reads as the stale one.
 */
function takeOverStale(file: string, stale: string | undefined) {
  const guard = `${file}.takeover`;
  try {
    mkdirSync(guard);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    // Someone else is taking over; a guard older than 10 s was left by a process that died doing it.
    try {
      if (Date.now() - statSync(guard).mtimeMs > 10_000) rmdirSync(guard);
    } catch {
      // Gone meanwhile.
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
    return;
  }
  try {
    if (readOr(file) === stale) unlinkSync(file);
  } finally {
    rmdirSync(guard);
  }
}
