import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleResume } from '@resumey/resume';
import { freePort } from '@resumey/test-support/free-port';
import { pdfText } from '@resumey/test-support/pdf-support';
import { testDbKind } from './helpers/server';

// Issue #38: the container image (Dockerfile at the repository's root) builds, and a container of it answers
// /api/health and makes a PDF. Where no container engine runs (a docker CLI without a daemon, as on CI), it is
// skipped and says so. CONTAINER_ENGINE=podman runs it with Podman, which needs no daemon.

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const IMAGE = 'resumey:image-test';
const ENGINE = process.env.CONTAINER_ENGINE === 'podman' ? 'podman' : 'docker';

function engine(): string | undefined {
  try {
    const format = ENGINE === 'podman' ? '{{.Version.Version}}' : '{{.ServerVersion}}';
    return execFileSync(ENGINE, ['info', '--format', format], {
      encoding: 'utf8',
      stdio: 'pipe',
    }).trim();
  } catch {
    return undefined;
  }
}

const version = testDbKind === 'postgres' ? undefined : engine();
if (!version && testDbKind !== 'postgres')
  console.log(`container image test skipped: no container engine answers \`${ENGINE} info\` here`);

describe.skipIf(!version)(`the container image (${ENGINE} ${version})`, () => {
  let container = '';
  let url = '';
  beforeAll(async () => {
    // The legacy builder: the Dockerfile needs nothing of BuildKit, and a CLI without buildx has only that.
    await run(ENGINE, ['build', '-t', IMAGE, root], {
      env: { ...process.env, DOCKER_BUILDKIT: '0' },
      maxBuffer: 64 << 20,
    });
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const { stdout } = await run(ENGINE, [
      'run',
      '-d',
      '-p',
      `127.0.0.1:${port}:3000`,
      '-e',
      'SESSION_SECRET=image-test-image-test-image-test-image',
      '-e',
      'PUBLIC_URL=http://localhost:3000',
      '-e',
      'LOCAL_SIGN_IN=1',
      IMAGE,
    ]);
    container = stdout.trim();
    // Polled until the server answers (its start: migrations, then listening), for at most two minutes.
    const deadline = Date.now() + 120_000;
    while (
      (await fetch(`${url}/api/health`).then(
        (r) => r.status,
        () => 0,
      )) !== 200
    ) {
      if (Date.now() > deadline) throw new Error('the container did not answer /api/health within 2 minutes');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }, 1_200_000);
  afterAll(async () => {
    if (container) await run(ENGINE, ['rm', '-f', container]).catch(() => undefined);
  });

  it('answers /api/health with the database up and PDFs available', async () => {
    const body = (await (await fetch(`${url}/api/health`)).json()) as { database: string; pdf: string };
    expect(body).toMatchObject({ database: 'up', pdf: 'available' });
  });

  it('makes a PDF whose text is the resume', async () => {
    const res = await fetch(`${url}/api/pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ resume: sampleResume() }),
    });
    expect(res.status).toBe(200);
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text.toLowerCase()).toContain(sampleResume().profile.fullName.toLowerCase());
  }, 120_000);
});
