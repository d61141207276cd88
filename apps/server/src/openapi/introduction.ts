import { API_KEY_LIMITS, API_KEY_SCOPES, API_KEY_SCOPE_LABELS, LIMITS } from '@resumey/resume';

/** The document's introduction (info.description, CommonMark): what a caller needs before the first request. */
export function apiIntroduction(serverUrl: string): string {
  const base = serverUrl.replace(/\/+$/, '');
  const scopes = API_KEY_SCOPES.map(
    (s) => `| \`${s}\` | ${API_KEY_SCOPE_LABELS[s].title} | ${API_KEY_SCOPE_LABELS[s].description} |`,
  ).join('\n');
  return `The HTTP API of Resumey: your resumes, their PDFs and their custom URLs, for your own scripts and AI assistants. The same resumes are available to AI assistants as an MCP server at \`${base}/mcp\` (streamable HTTP, the same keys).

## Authentication

Create a personal API key in the web app (Dashboard, your name, **Account & security**, **API keys**): give it a name, its permissions (scopes) and, if you like, an expiry. The key (\`rsm_...\`) is shown once; the server keeps only its SHA-256. Send it on every request:

\`\`\`
curl -H "Authorization: Bearer $RESUMEY_KEY" ${base}/api/resumes
\`\`\`

- A key acts for its owner and sees only the owner's data: another account's ids answer \`404\`, as ids that do not exist.
- A revoked or expired key is refused on its next request: \`401 invalid_api_key\`.
- Keys are for servers and scripts, never for web pages: a request that carries a key together with an \`Origin\` header or cookies is refused (\`403 api_key_from_browser\`), and the API sends no CORS headers.
- Only the routes in this document take a key. Signing in, the second factor, the account and the management of keys are for the web app: a key there gets \`403 api_key_not_allowed\`.
- An account has at most ${API_KEY_LIMITS.maxKeys} keys; a key lasts until it is revoked or until its expiry (at most ${API_KEY_LIMITS.maxLifetimeDays} days ahead).

## Scopes

Each operation names the scope it needs (\`Scope:\` in its description, and its \`security\` entry). A key without it gets \`403 insufficient_scope\`. Public operations need no key and accept one.

| scope | permission | allows |
| --- | --- | --- |
${scopes}

Changing a resume usually needs both \`resumes:read\` (to get its current version) and \`resumes:write\`.

## Errors

Every error is JSON: \`{"error": {"code": "not_found", "message": "Resume not found"}}\`. The \`code\` is stable and meant for programs; the \`message\` is English, for people. Each operation lists its codes with an example of each. Bad input never changes anything: a body that is not JSON is \`400 invalid_json\`, one that does not match the schema is \`400 invalid_input\` with where it fails (\`resume.meta.lineSpacing: Line spacing must be between 1.2 and 1.6\`), another content type \`415\`.

## Versions and conflicts

Every resume has a \`version\`. Read it (GET /api/resumes/{id}), change the resume, and save it whole with that version (PUT /api/resumes/{id} \`{"resume": ..., "version": 7}\`): the answer has the new version. If the resume changed in between (in the editor, another script), nothing is saved and the answer is \`409 version_conflict\` with the current copy in \`current\`: apply your change to it and save again with \`current.version\`.

## Limits

- ${LIMITS.maxResumes} resumes and ${LIMITS.maxSharedResumes} custom URLs per account (\`409 resume_limit\`, \`409 shared_limit\`).
- Request bodies up to 6 MB, a resume up to 5 MB, a photo (a JPEG, PNG or WebP data URL) up to 2 MB.
- Each key has its own rate limit (120 requests a minute by default; the server's \`API_KEY_RATE_LIMIT\`) apart from its owner's browser and other keys, and PDFs have theirs (20 a minute by default, \`PDF_RATE_LIMIT\`). Over it: \`429 rate_limited\` with \`Retry-After\` (seconds).
- PDFs are made one at a time per key, taking turns with every other user; a busy server answers \`503 pdf_busy\` with \`Retry-After\`.
`;
}
