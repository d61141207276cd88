import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import {
  API_KEY_MESSAGES,
  samplePhotoDataUrl,
  sampleResume,
  type ApiKeyScope,
  type Resume,
  type ResumeRecord,
} from '@resumey/resume';
import { readPdfLines } from '@resumey/pdf-text';
import { buildPrintView } from '@resumey/test-support/pdf-support';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { bodyOf } from './helpers/body';
import { createKey } from './api-keys-helpers';
import { setUsername } from './shares-helpers';

const TOOLS = [
  'list_resumes',
  'get_resume',
  'create_resume',
  'update_resume',
  'render_resume_pdf',
  'score_resume_for_job',
  'list_job_targets',
  'list_shares',
  'create_share',
  'get_share_views',
];

/** The text parts of a tool's answer, joined. */
const textOf = (result: CallToolResult) => result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
/** The JSON part of a successful tool answer. */
const dataOf = <T>(result: CallToolResult): T => {
  expect(result.isError, textOf(result)).toBeFalsy();
  const parts = result.content.filter((c) => c.type === 'text');
  return JSON.parse((parts[parts.length - 1] as { text: string }).text) as T;
};

/**
 * The MCP server at /mcp (issue #43), driven by the official SDK's own client over streamable HTTP against the real
 * server: the tools list, reading, a patch and its conflict, a refused patch, the resume limit, sharing, views,
 * scopes, another user's ids, and a PDF read back as text.
 */
describe(`MCP server (${testDbKind})`, () => {
  let server: TestServer;
  let alice: SignedInClient;
  let aliceKey: string;
  const clients: Client[] = [];

  const connect = async (key?: string) => {
    const client = new Client({ name: 'resumey-test', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL('/mcp', server.url), {
      requestInit: { headers: key ? { authorization: `Bearer ${key}` } : {} },
    });
    await client.connect(transport);
    clients.push(client);
    return client;
  };
  const call = async (client: Client, name: string, args: Record<string, unknown> = {}) =>
    (await client.callTool({ name, arguments: args })) as CallToolResult;

  const aliceResume = async (id: string) => bodyOf<ResumeRecord>(await alice.api(`/api/resumes/${id}`));
  const createFor = async (client: SignedInClient, resume: Resume) => {
    const res = await client.api('/api/resumes', { method: 'POST', json: { resume } });
    expect(res.status).toBe(201);
    return bodyOf<ResumeRecord>(res);
  };

  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST: await buildPrintView() });
    alice = await signIn(server.url, `alice-mcp-${Date.now()}@example.com`, 'Alice Mcp');
    aliceKey = (await createKey(alice, { name: 'Assistant' })).key;
  }, 180_000);
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await server?.stop();
  });

  it('lists its tools, each described for a model, with its arguments', async () => {
    const client = await connect(aliceKey);
    expect(client.getServerVersion()?.name).toBe('resumey');
    expect(client.getInstructions()).toContain('update_resume needs the version you read');
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(TOOLS);
    for (const tool of tools) {
      expect(tool.description!.length, tool.name).toBeGreaterThan(150);
      expect(tool.description, tool.name).toMatch(/permission/);
      expect(tool.inputSchema.type).toBe('object');
    }
    const update = tools.find((t) => t.name === 'update_resume')!;
    expect(update.inputSchema.required).toEqual(['resumeId', 'version', 'patch']);
    expect(update.description).toContain('RFC 6902');
  });

  it('reads, patches, reports a conflict with a newer save, and refuses an invalid patch whole', async () => {
    const resume = { ...sampleResume(), profile: { ...sampleResume().profile, fullName: 'Ada Patch' } };
    const created = await createFor(alice, resume);
    const client = await connect(aliceKey);

    const listed = dataOf<{ resumes: { id: string; version: number }[] }>(await call(client, 'list_resumes'));
    expect(listed.resumes.map((r) => r.id)).toContain(created.resume.id);
    const read = dataOf<{ version: number; resume: Resume }>(
      await call(client, 'get_resume', { resumeId: created.resume.id }),
    );
    expect(read.version).toBe(1);
    expect(read.resume.profile.fullName).toBe('Ada Patch');

    const patched = dataOf<{ version: number }>(
      await call(client, 'update_resume', {
        resumeId: created.resume.id,
        version: 1,
        patch: [
          { op: 'test', path: '/profile/fullName', value: 'Ada Patch' },
          { op: 'replace', path: '/profile/headline', value: 'Principal Engineer' },
          { op: 'add', path: '/skills/core/-', value: 'Model Context Protocol' },
        ],
      }),
    );
    expect(patched.version).toBe(2);
    const saved = await aliceResume(created.resume.id);
    expect(saved.version).toBe(2);
    expect(saved.resume.profile.headline).toBe('Principal Engineer');
    expect(saved.resume.skills.core).toContain('Model Context Protocol');

    // The user saves in the editor meanwhile: the model's version 2 is stale.
    const edited = { ...saved.resume, summary: 'Written in the editor.' };
    expect(
      (await alice.api(`/api/resumes/${created.resume.id}`, { method: 'PUT', json: { resume: edited, version: 2 } }))
        .status,
    ).toBe(200);
    const stale = await call(client, 'update_resume', {
      resumeId: created.resume.id,
      version: 2,
      patch: [{ op: 'replace', path: '/summary', value: 'Overwritten by the model.' }],
    });
    expect(stale.isError).toBe(true);
    expect(textOf(stale)).toContain('Error version_conflict (HTTP 409)');
    expect(textOf(stale)).toContain('The current version is 3.');
    expect((await aliceResume(created.resume.id)).resume.summary).toBe('Written in the editor.');

    // A patch that breaks the schema in one place changes nothing at all.
    const invalid = await call(client, 'update_resume', {
      resumeId: created.resume.id,
      version: 3,
      patch: [
        { op: 'replace', path: '/profile/headline', value: 'Should not stay' },
        { op: 'replace', path: '/meta/lineSpacing', value: 3 },
      ],
    });
    expect(invalid.isError).toBe(true);
    expect(textOf(invalid)).toContain(
      'Error invalid_input (HTTP 400): resume.meta.lineSpacing: Line spacing must be between 1.2 and 1.6',
    );
    const failedTest = await call(client, 'update_resume', {
      resumeId: created.resume.id,
      version: 3,
      patch: [
        { op: 'replace', path: '/profile/headline', value: 'Should not stay' },
        { op: 'test', path: '/profile/fullName', value: 'Somebody else' },
      ],
    });
    expect(textOf(failedTest)).toContain('Error invalid_patch');
    const missingPath = await call(client, 'update_resume', {
      resumeId: created.resume.id,
      version: 3,
      patch: [{ op: 'replace', path: '/experience/99/company', value: 'Nowhere' }],
    });
    expect(textOf(missingPath)).toContain('Error invalid_patch');
    const after = await aliceResume(created.resume.id);
    expect(after.version).toBe(3);
    expect(after.resume.profile.headline).toBe('Principal Engineer');
  });

  it("keeps the photo it does not show, and prints a resume's PDF as an embedded resource", async () => {
    const resume = sampleResume();
    resume.profile.fullName = 'Grace Printwell';
    resume.profile.headline = 'Staff Engineer';
    resume.profile.profileImage = samplePhotoDataUrl;
    const created = await createFor(alice, resume);
    const photo = created.resume.profile.profileImage;
    expect(photo).toMatch(/^data:image\//);
    const client = await connect(aliceKey);

    // The photo is not sent to the model (it could be megabytes) and stays as it was through a patch.
    const read = await call(client, 'get_resume', { resumeId: created.resume.id });
    expect(textOf(read)).not.toContain('data:image');
    const shown = dataOf<{ resume: Resume }>(read).resume;
    const patched = await call(client, 'update_resume', {
      resumeId: created.resume.id,
      version: 1,
      patch: [
        { op: 'test', path: '/profile/profileImage', value: shown.profile.profileImage },
        { op: 'replace', path: '/profile/headline', value: 'Compiler Engineer' },
      ],
    });
    expect(patched.isError, textOf(patched)).toBeFalsy();
    expect((await aliceResume(created.resume.id)).resume.profile.profileImage).toBe(photo);
    // The whole profile sent back as shown keeps the photo; anything else where a photo goes is refused.
    const copied = await call(client, 'update_resume', {
      resumeId: created.resume.id,
      version: 2,
      patch: [
        {
          op: 'replace',
          path: '/profile',
          value: { ...shown.profile, headline: 'Compiler Engineer', location: 'Zurich' },
        },
      ],
    });
    expect(copied.isError, textOf(copied)).toBeFalsy();
    const invented = await call(client, 'update_resume', {
      resumeId: created.resume.id,
      version: 3,
      patch: [{ op: 'replace', path: '/profile/profileImage', value: 'https://example.com/me.jpg' }],
    });
    expect(textOf(invented)).toContain(
      'Error invalid_input (HTTP 400): resume.profile.profileImage: Photo must be a JPEG, PNG or WebP data URL',
    );
    const kept = await aliceResume(created.resume.id);
    expect(kept.resume.profile).toMatchObject({ profileImage: photo, location: 'Zurich' });

    const result = await call(client, 'render_resume_pdf', { resumeId: created.resume.id });
    expect(result.isError, textOf(result)).toBeFalsy();
    const resource = result.content.find((c) => c.type === 'resource');
    expect(resource?.type).toBe('resource');
    const { mimeType, blob, uri } = (resource as { resource: { mimeType: string; blob: string; uri: string } })
      .resource;
    expect(mimeType).toBe('application/pdf');
    expect(uri).toBe(`${server.url}/api/resumes/${created.resume.id}/pdf`);
    const bytes = Buffer.from(blob, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await readPdfLines(new Uint8Array(bytes))).map((l) => l.text).join('\n');
    // Some templates set the name in capitals.
    expect(text.toLowerCase()).toContain('grace printwell');
    expect(text).toContain('Compiler Engineer');
    expect(textOf(result)).toContain('Grace Printwell Resume.pdf');
  }, 60_000);

  it('creates resumes up to the limit of 4 and reports the limit', async () => {
    const bob = await signIn(server.url, `bob-mcp-${Date.now()}@example.com`, 'Bob Mcp');
    const client = await connect((await createKey(bob)).key);
    for (let i = 1; i <= 4; i++) {
      const made = dataOf<{ id: string; title: string; templateId: string }>(
        await call(client, 'create_resume', { templateId: 't07-tech-minimal', title: `Draft ${i}` }),
      );
      expect(made).toMatchObject({ title: `Draft ${i}`, templateId: 't07-tech-minimal' });
    }
    const fifth = await call(client, 'create_resume', {});
    expect(fifth.isError).toBe(true);
    expect(textOf(fifth)).toContain('Error resume_limit (HTTP 409)');
    expect((await bodyOf<{ resumes: unknown[] }>(await bob.api('/api/resumes'))).resumes).toHaveLength(4);
  });

  it('shares a resume at a custom URL, lists shares and reads their views', async () => {
    const carol = await signIn(server.url, `carol-mcp-${Date.now()}@example.com`, 'Carol Mcp');
    const created = await createFor(carol, sampleResume());
    const client = await connect((await createKey(carol)).key);
    const username = `carol-${Date.now().toString(36)}`;
    const share = dataOf<{ id: string; url: string; shortUrl: string | null }>(
      await call(client, 'create_share', { resumeId: created.resume.id, slug: 'Carol CV', username }),
    );
    expect(share.url).toBe(`${server.url}/u/${username}/carol-cv`);
    const page = await fetch(`${server.url}/api/public/u/${username}/carol-cv`);
    expect(page.status).toBe(200);
    const listed = dataOf<{ username: string; shares: { id: string }[] }>(await call(client, 'list_shares'));
    expect(listed.username).toBe(username);
    expect(listed.shares.map((s) => s.id)).toEqual([share.id]);
    const views = dataOf<{ views: number; viewsByDay: number[] }>(
      await call(client, 'get_share_views', { shareId: share.id }),
    );
    expect(views.views).toBe(1);
    expect(views.viewsByDay).toHaveLength(30);
    expect(views.viewsByDay.at(-1)).toBe(1);
  });

  it('scores a resume against a posting from its PDF, keeps the target, and scores the saved change', async () => {
    const dana = await signIn(server.url, `dana-mcp-${Date.now()}@example.com`, 'Dana Mcp');
    const created = await createFor(dana, sampleResume());
    const resumeId = created.resume.id;
    const client = await connect((await createKey(dana)).key);
    type Scored = {
      targetId: string;
      score: number;
      matched: { term: string; foundIn: string[] }[];
      missing: { term: string; required: boolean }[];
    };
    const posting = 'Senior Engineer. Requirements: TypeScript, PostgreSQL and COBOL. Nice to have: Kubernetes.';
    const first = dataOf<Scored>(
      await call(client, 'score_resume_for_job', { resumeId, title: 'Senior Engineer', company: 'Acme', posting }),
    );
    expect(first.matched.map((m) => m.term)).toEqual(expect.arrayContaining(['TypeScript', 'PostgreSQL']));
    expect(first.matched.find((m) => m.term === 'TypeScript')!.foundIn.length).toBeGreaterThan(0);
    expect(first.missing).toContainEqual({ term: 'COBOL', required: true, couldGoIn: expect.any(Array) });
    expect(first.score).toBeGreaterThan(0);
    expect(first.score).toBeLessThan(100);

    // Kept with the resume: the editor's targeting panel (the same API) lists it.
    const kept = await bodyOf<{ targets: { id: string; title: string; company: string }[] }>(
      await dana.api(`/api/resumes/${resumeId}/targets`),
    );
    expect(kept.targets).toEqual([expect.objectContaining({ id: first.targetId, title: 'Senior Engineer' })]);
    const listed = dataOf<{ id: string }[]>(await call(client, 'list_job_targets', { resumeId }));
    expect(listed.map((t) => t.id)).toEqual([first.targetId]);

    dataOf(
      await call(client, 'update_resume', {
        resumeId,
        version: 1,
        patch: [{ op: 'add', path: '/skills/core/-', value: 'COBOL' }],
      }),
    );
    const again = dataOf<Scored>(await call(client, 'score_resume_for_job', { resumeId, targetId: first.targetId }));
    expect(again.matched.map((m) => m.term)).toContain('COBOL');
    expect(again.score).toBeGreaterThan(first.score);

    // A read-only key scores a kept target, and may not keep a new one.
    const readOnly = await connect((await createKey(dana, { scopes: ['resumes:read'] as ApiKeyScope[] })).key);
    expect(
      dataOf<Scored>(await call(readOnly, 'score_resume_for_job', { resumeId, targetId: first.targetId })).score,
    ).toBe(again.score);
    const refused = await call(readOnly, 'score_resume_for_job', { resumeId, title: 'Other', posting: 'Go' });
    expect(textOf(refused)).toContain('Error insufficient_scope (HTTP 403)');
    const neither = await call(client, 'score_resume_for_job', { resumeId });
    expect(neither.isError).toBe(true);
    expect(textOf(neither)).toContain('invalid_input');
    expect(
      (await bodyOf<{ targets: unknown[] }>(await dana.api(`/api/resumes/${resumeId}/targets`))).targets,
    ).toHaveLength(1);
  }, 90_000);

  it("enforces each tool's scopes, and never reaches another user's resumes or shares", async () => {
    const mine = await createFor(alice, sampleResume());
    expect((await setUsername(alice, `alice-${Date.now().toString(36)}`)).status).toBe(200);
    const username = (await bodyOf<{ username: string }>(await alice.api('/api/profile'))).username;
    const shareRes = await alice.api('/api/shares', {
      method: 'POST',
      json: { username, slug: 'alice-mcp', resumeId: mine.resume.id },
    });
    const shareId = (await bodyOf<{ share: { id: string } }>(shareRes)).share.id;
    const before = JSON.stringify(await aliceResume(mine.resume.id));

    const readOnly = await connect((await createKey(alice, { scopes: ['resumes:read'] as ApiKeyScope[] })).key);
    const denied = await call(readOnly, 'update_resume', {
      resumeId: mine.resume.id,
      version: 1,
      patch: [{ op: 'replace', path: '/summary', value: 'x' }],
    });
    expect(textOf(denied)).toContain(
      `Error insufficient_scope (HTTP 403): ${API_KEY_MESSAGES.missingScope('resumes:write')}`,
    );
    expect(textOf(await call(readOnly, 'list_shares'))).toContain('insufficient_scope');
    expect(textOf(await call(readOnly, 'create_resume'))).toContain('insufficient_scope');

    const mallory = await signIn(server.url, `mallory-mcp-${Date.now()}@example.com`, 'Mallory Mcp');
    const malloryResume = await createFor(mallory, sampleResume());
    const theirs = await connect((await createKey(mallory)).key);
    const attempts: [string, Record<string, unknown>][] = [
      ['get_resume', { resumeId: mine.resume.id }],
      [
        'update_resume',
        { resumeId: mine.resume.id, version: 1, patch: [{ op: 'replace', path: '/summary', value: 'x' }] },
      ],
      ['render_resume_pdf', { resumeId: mine.resume.id }],
      ['create_share', { resumeId: mine.resume.id, slug: 'stolen', username: 'mallory-mcp' }],
      ['get_share_views', { shareId }],
    ];
    for (const [name, args] of attempts) {
      const result = await call(theirs, name, args);
      expect(result.isError, name).toBe(true);
      expect(textOf(result), name).toContain('Error not_found (HTTP 404)');
      expect(textOf(result), name).not.toContain(username);
    }
    const listed = dataOf<{ resumes: { id: string }[] }>(await call(theirs, 'list_resumes'));
    expect(listed.resumes.map((r) => r.id)).toEqual([malloryResume.resume.id]);
    expect(dataOf<{ shares: unknown[] }>(await call(theirs, 'list_shares')).shares).toEqual([]);
    expect(JSON.stringify(await aliceResume(mine.resume.id))).toBe(before);
  }, 60_000);

  it('refuses a client without a valid key', async () => {
    await expect(connect()).rejects.toThrow();
    await expect(connect('rsm_revoked-or-made-up')).rejects.toThrow();
    const res = await fetch(`${server.url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('Bearer');
  });
});
