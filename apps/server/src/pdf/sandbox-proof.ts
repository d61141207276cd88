import { readFileSync, readlinkSync } from 'node:fs';

/**
 * Whether Chromium's renderers really run in its sandbox, read from the kernel's account of each process (/proc)
 * rather than from Chromium: the headless shell (the default renderer) has no chrome://sandbox page to ask. These
 * are the properties that page checks on Linux: a seccomp-BPF filter (with no new privileges) and the namespaces
 * of its first layer, a PID namespace and a network namespace of their own.
 */

export interface SandboxProof {
  sandbox: boolean;
  /** What is missing, and in which renderer, when `sandbox` is false. */
  reason?: string;
}

/** What a renderer process lacks of the sandbox; [] when it has all of it; undefined once the process is gone. */
function missingFrom(pid: number): string[] | undefined {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return undefined;
  }
  const field = (name: string) => new RegExp(`^${name}:\\s+(.*)$`, 'm').exec(status)?.[1]?.trim() ?? '';
  const missing: string[] = [];
  if (field('Seccomp') !== '2') missing.push('no seccomp-BPF filter');
  if (field('NoNewPrivs') !== '1') missing.push('may gain privileges');
  // NSpid lists the process's id in each PID namespace it is in, outermost first: one entry is the server's own.
  if (field('NSpid').split(/\s+/).length < 2) missing.push("the server's PID namespace");
  try {
    if (readlinkSync(`/proc/${pid}/ns/net`) === readlinkSync('/proc/self/ns/net')) missing.push("the server's network");
  } catch {
    // Not ours to read (a renderer of another user, when the server is not root): the fields above still decide.
  }
  return missing;
}

/**
 * Checks the renderers `pids` (Chromium's own list of its processes). A renderer forked a moment ago applies its
 * sandbox as it starts, and the kernel announces no such change: one found without it is polled (every 100 ms) until
 * it has it, or `waitMs` has passed and it counts as unsandboxed.
 */
export async function proveRenderersSandboxed(pids: readonly number[], waitMs = 3000): Promise<SandboxProof> {
  if (process.platform !== 'linux') return { sandbox: false, reason: 'the sandbox can be confirmed on Linux only' };
  if (!pids.length) return { sandbox: false, reason: 'Chromium listed no renderer process to check' };
  const deadline = performance.now() + waitMs;
  for (;;) {
    const read = pids.map((pid) => [pid, missingFrom(pid)] as const).filter(([, missing]) => missing);
    if (!read.length) return { sandbox: false, reason: 'the renderer processes ended before they could be read' };
    const lacking = read.flatMap(([pid, missing]) =>
      missing!.length ? [`renderer ${pid}: ${missing!.join(', ')}`] : [],
    );
    if (!lacking.length) return { sandbox: true };
    if (performance.now() >= deadline) return { sandbox: false, reason: lacking.join('; ') };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
