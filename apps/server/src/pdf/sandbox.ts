import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  accessSync,
  constants,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * How the PDF renderer's Chromium gets its sandbox (issue #22 item 2). Chromium refuses its sandbox as root, so a
 * root server starts it through a small launcher that drops to an unprivileged user first; as any other user it
 * runs as that user. The sandbox itself needs unprivileged user namespaces (or a setuid helper), probed here.
 */

/** The unprivileged user and group a root server runs Chromium as: `nobody`, which owns no files. */
export const RENDERER_UID = 65534;
export const RENDERER_GID = 65534;

export interface SandboxPlan {
  /** What playwright starts: Chromium itself, or the launcher that drops privileges and execs it. */
  executablePath: string;
  /** Whether to ask for the sandbox (false: the server already knows it cannot start, `reason` says why). */
  sandbox: boolean;
  reason?: string;
  /** Who Chromium runs as, for the log and /api/health. */
  runsAs: string;
}

/** What /api/health and the start-up log say about the renderer's sandbox. */
export interface SandboxStatus {
  sandbox: boolean;
  /** true once a launched Chromium has confirmed it (its chrome://sandbox page); false: only predicted so far. */
  verified: boolean;
  runsAs: string;
  reason?: string;
}

const isRoot = () => process.getuid?.() === 0;

/** Finds a program on PATH (setpriv, unshare live in /usr/bin or /bin depending on the distribution). */
function which(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '/usr/sbin:/usr/bin:/sbin:/bin').split(':')) {
    const file = path.join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not in this directory
    }
  }
  return undefined;
}

/** The launcher: gives Chromium's profile directory to the unprivileged user, then becomes that user and execs. */
function launcherScript(chromiumPath: string, setpriv: string): string {
  const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  return `#!/bin/sh
# Written by the Resumey server (apps/server/src/pdf/sandbox.ts): Chromium refuses its sandbox as root, so the
# server starts it through this script, which runs it as an unprivileged user with no capabilities.
dir=
for a in "$@"; do
  case "$a" in --user-data-dir=*) dir="\${a#--user-data-dir=}" ;; esac
done
if [ -n "$dir" ]; then
  chown -R ${RENDERER_UID}:${RENDERER_GID} "$dir" || exit 1
  export HOME="$dir"
fi
exec ${quote(setpriv)} --reuid=${RENDERER_UID} --regid=${RENDERER_GID} --clear-groups --inh-caps=-all --bounding-set=-all -- ${quote(chromiumPath)} "$@"
`;
}

/**
 * A directory only this user can write, for the launcher: a fixed one reused across processes when it is this
 * user's own with mode 0700 (no one else could have made it so, and processes killed by a signal leave nothing
 * new behind), else a fresh one.
 */
function launcherDir(): string {
  const fixed = path.join(tmpdir(), `resumey-chromium-${process.getuid?.() ?? 0}`);
  try {
    mkdirSync(fixed, { mode: 0o700 });
  } catch {
    // already there: checked below
  }
  const st = lstatSync(fixed, { throwIfNoEntry: false });
  if (st?.isDirectory() && st.uid === process.getuid?.() && (st.mode & 0o777) === 0o700) return fixed;
  return mkdtempSync(path.join(tmpdir(), 'resumey-chromium-'));
}

/** Writes the launcher (atomically: another server may be reading it) and returns its path. */
function writeLauncher(chromiumPath: string, setpriv: string): string {
  const dir = launcherDir();
  const file = path.join(dir, `launch-${createHash('sha256').update(chromiumPath).digest('hex').slice(0, 16)}.sh`);
  const staging = `${file}.${process.pid}`;
  writeFileSync(staging, launcherScript(chromiumPath, setpriv), { mode: 0o700 });
  renameSync(staging, file);
  return file;
}

/**
 * Whether `uid` can make the namespaces Chromium's sandbox uses (user, pid, network). Undefined when it cannot be
 * told (no unshare): the launch then decides.
 */
function userNamespacesWork(asRendererUser: boolean): boolean | undefined {
  const unshare = which('unshare');
  if (!unshare) return undefined;
  const ids = asRendererUser ? { uid: RENDERER_UID, gid: RENDERER_GID } : {};
  const r = spawnSync(unshare, ['--user', '--pid', '--net', '--fork', 'true'], {
    ...ids,
    timeout: 5000,
    stdio: 'ignore',
  });
  return r.status === 0;
}

/** A setuid chrome-sandbox helper next to Chromium (some packages ship one), which needs no user namespaces. */
function setuidHelper(chromiumPath: string): boolean {
  const candidates = [path.join(path.dirname(chromiumPath), 'chrome-sandbox'), '/usr/lib/chromium/chrome-sandbox'];
  return candidates.some((f) => existsSync(f));
}

const plans = new Map<string, SandboxPlan>();

/** Decides how Chromium is started, once per Chromium path (a few milliseconds: one short unshare). */
export function sandboxPlan(chromiumPath: string): SandboxPlan {
  let plan = plans.get(chromiumPath);
  if (!plan) {
    plan = decide(chromiumPath);
    plans.set(chromiumPath, plan);
  }
  return plan;
}

function decide(chromiumPath: string): SandboxPlan {
  if (process.platform !== 'linux') return { executablePath: chromiumPath, sandbox: true, runsAs: 'the server user' };
  const root = isRoot();
  const runsAs = root ? `uid ${RENDERER_UID} (nobody)` : `uid ${process.getuid?.()} (the server's user)`;
  const off = (reason: string): SandboxPlan => ({ executablePath: chromiumPath, sandbox: false, reason, runsAs });
  let executablePath = chromiumPath;
  if (root) {
    const setpriv = which('setpriv');
    if (!setpriv)
      return {
        ...off('the server runs as root and setpriv (util-linux) is missing, so Chromium cannot be run unprivileged'),
        runsAs: 'uid 0 (root)',
      };
    executablePath = writeLauncher(chromiumPath, setpriv);
  }
  if (userNamespacesWork(root) === false && !setuidHelper(chromiumPath))
    return off(
      'this system allows no unprivileged user namespaces (see /proc/sys/user/max_user_namespaces, ' +
        'kernel.unprivileged_userns_clone or AppArmor) and Chromium has no setuid chrome-sandbox helper',
    );
  return { executablePath, sandbox: true, runsAs };
}

const found = new Map<string, SandboxStatus>();

/** Records what the last launch of `chromiumPath` found (browser.ts, after each launch and its check). */
export function recordSandboxStatus(chromiumPath: string, next: SandboxStatus): void {
  found.set(chromiumPath, next);
}

/**
 * The renderer's sandbox as last known: confirmed by a launched Chromium, else as predicted for `chromiumPath`
 * (before the first PDF: Chromium is launched on demand).
 */
export function currentSandboxStatus(chromiumPath: string): SandboxStatus {
  const status = found.get(chromiumPath);
  if (status) return status;
  const plan = sandboxPlan(chromiumPath);
  return {
    sandbox: plan.sandbox,
    verified: false,
    runsAs: plan.runsAs,
    ...(plan.reason ? { reason: plan.reason } : {}),
  };
}
