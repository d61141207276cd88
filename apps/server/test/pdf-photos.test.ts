import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { newId, sampleResume, type Resume, type ResumeRecord } from '@resumey/resume';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { buildPrintView, pdfImages } from '@resumey/test-support/pdf-support';

// Issue #22 item 1: every photo is decoded and re-encoded by the server before Chromium or the database sees it.

const uniqueEmail = (name: string) => `${name}-${newId().slice(0, 8)}@example.com`;
const dataUrl = (type: string, bytes: Uint8Array) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

/** A 400 x 200 picture with a transparent half, in each accepted format. */
async function goodPhotos() {
  const picture = sharp({ create: { width: 400, height: 200, channels: 4, background: '#c03030' } }).composite([
    { input: { create: { width: 200, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } } },
  ]);
  return {
    'image/jpeg': await picture.clone().jpeg().toBuffer(),
    'image/png': await picture.clone().png().toBuffer(),
    'image/webp': await picture.clone().webp().toBuffer(),
  };
}

/** Photos an attacker sends: labelled as images, but not a whole JPEG, PNG or WebP by their bytes. */
async function hostilePhotos(): Promise<[string, string, string][]> {
  const good = await goodPhotos();
  const random = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256));
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle r="30"/></svg>');
  const cut = (b: Buffer) => b.subarray(0, Math.floor(b.length / 2));
  const huge = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  return [
    ['random bytes labelled image/webp', dataUrl('image/webp', random), 'photo_not_image'],
    ['random bytes labelled image/png', dataUrl('image/png', random), 'photo_not_image'],
    ['SVG labelled image/png', dataUrl('image/png', svg), 'photo_not_image'],
    [
      'a WebP header over garbage',
      dataUrl('image/webp', Buffer.concat([good['image/webp'].subarray(0, 30), random])),
      'photo_broken',
    ],
    ['a truncated JPEG', dataUrl('image/jpeg', cut(good['image/jpeg'])), 'photo_broken'],
    ['a truncated PNG', dataUrl('image/png', cut(good['image/png'])), 'photo_broken'],
    ['a PNG of 3000 x 3000 pixels', dataUrl('image/png', huge), 'photo_too_large'],
  ];
}

const withPhoto = (photo: string): Resume => {
  const r = sampleResume();
  return { ...r, profile: { ...r.profile, profileImage: photo } };
};

async function expectRefused(res: Response, code: string, what: string) {
  expect(res.status, what).toBe(400);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body.error.code, what).toBe(code);
  expect(body.error.message, what).toMatch(/photo/i);
}

/** The stored photo as the API gives it back: its format and size by its bytes. */
async function storedPhoto(record: ResumeRecord) {
  const url = record.resume.profile.profileImage;
  expect(url.startsWith('data:image/jpeg;base64,')).toBe(true);
  const meta = await sharp(Buffer.from(url.slice(url.indexOf(',') + 1), 'base64')).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
}

describe(`Photos are re-encoded by the server (${testDbKind})`, () => {
  let server: TestServer;
  let client: SignedInClient;
  let hostile: [string, string, string][];
  let good: Awaited<ReturnType<typeof goodPhotos>>;

  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST: await buildPrintView() });
    client = await signIn(server.url, uniqueEmail('photos'), 'Photo Owner');
    hostile = await hostilePhotos();
    good = await goodPhotos();
  }, 180_000);
  afterAll(() => server?.stop());

  const postPdf = (resume: Resume) =>
    fetch(`${server.url}/api/pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ resume }),
    });

  const partition = <T>(xs: T[], test: (x: T) => boolean): [T[], T[]] => [xs.filter(test), xs.filter((x) => !test(x))];

  it('prints a JPEG, PNG or WebP photo on POST /api/pdf', async () => {
    for (const [type, bytes] of Object.entries(good)) {
      const res = await postPdf(withPhoto(dataUrl(type, bytes)));
      expect(res.status, type).toBe(200);
      const images = await pdfImages(new Uint8Array(await res.arrayBuffer()));
      // The template shows the photo as a square. The other images are the list marks painted as images in print
      // (blocks/Bullets.tsx, for parsers), a few pixels each.
      const [photos, marks] = partition(images, (i) => i.width > 100 || i.height > 100);
      expect(photos, type).toEqual([expect.objectContaining({ page: 1, width: 150, height: 150 })]);
      expect(marks.every((m) => m.width <= 70 && m.height <= 70)).toBe(true);
    }
  });

  it('refuses each hostile photo on POST /api/pdf with a clear 400', async () => {
    for (const [what, photo, code] of hostile) await expectRefused(await postPdf(withPhoto(photo)), code, what);
  });

  it('stores a JPEG, PNG or WebP photo as a 300 px JPEG, on create and on save', async () => {
    for (const [type, bytes] of Object.entries(good)) {
      const created = await client.api('/api/resumes', {
        method: 'POST',
        json: { resume: withPhoto(dataUrl(type, bytes)) },
      });
      expect(created.status, type).toBe(201);
      const record = (await created.json()) as ResumeRecord;
      expect(await storedPhoto(record), type).toEqual({ format: 'jpeg', width: 300, height: 150 });

      const saved = await client.api(`/api/resumes/${record.resume.id}`, {
        method: 'PUT',
        json: { resume: withPhoto(dataUrl(type, bytes)), version: record.version },
      });
      expect(saved.status, type).toBe(200);
      expect(await storedPhoto((await saved.json()) as ResumeRecord), type).toEqual({
        format: 'jpeg',
        width: 300,
        height: 150,
      });
      const reread = (await (await client.api(`/api/resumes/${record.resume.id}`)).json()) as ResumeRecord;
      expect((await storedPhoto(reread)).format).toBe('jpeg');
      await client.api(`/api/resumes/${record.resume.id}`, { method: 'DELETE' });
    }
  });

  it('refuses each hostile photo on create and on save, and stores nothing of it', async () => {
    const created = await client.api('/api/resumes', { method: 'POST', json: { resume: sampleResume() } });
    const record = (await created.json()) as ResumeRecord;
    for (const [what, photo, code] of hostile) {
      await expectRefused(
        await client.api('/api/resumes', { method: 'POST', json: { resume: withPhoto(photo) } }),
        code,
        `create: ${what}`,
      );
      await expectRefused(
        await client.api(`/api/resumes/${record.resume.id}`, {
          method: 'PUT',
          json: { resume: withPhoto(photo), version: record.version },
        }),
        code,
        `save: ${what}`,
      );
    }
    const list = (await (await client.api('/api/resumes')).json()) as { resumes: unknown[] };
    expect(list.resumes).toHaveLength(1);
    const reread = (await (await client.api(`/api/resumes/${record.resume.id}`)).json()) as ResumeRecord;
    expect(reread.version).toBe(record.version);
    expect(reread.resume.profile.profileImage).toBe(sampleResume().profile.profileImage);
  });

  it('answers 401, not 400, to a signed-out save with a hostile photo', async () => {
    const res = await fetch(`${server.url}/api/resumes/${newId()}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ resume: withPhoto(hostile[0]![1]), version: 1 }),
    });
    expect(res.status).toBe(401);
  });
});

describe(`Hostile photos never reach the renderer (${testDbKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    // No Chromium: a request that got as far as the renderer would be answered 503.
    server = await startTestServer({ WEB_DIST: await buildPrintView(), CHROMIUM_PATH: '/nonexistent/chromium' });
  }, 180_000);
  afterAll(() => server?.stop());

  it('refuses the photo (400) before the renderer is asked (503), for each hostile photo', async () => {
    const post = (resume: Resume) =>
      fetch(`${server.url}/api/pdf`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ resume }),
      });
    for (const [what, photo, code] of await hostilePhotos())
      await expectRefused(await post(withPhoto(photo)), code, what);
    const good = await goodPhotos();
    expect((await post(withPhoto(dataUrl('image/png', good['image/png'])))).status).toBe(503);
  });
});
