import type { OpenApiDocument } from './document';

/**
 * The API reference at /api/docs: the OpenAPI document rendered to one static HTML page on the server (no script,
 * nothing from a CDN, nothing added to the web app's bundles). Everything shown comes from the document itself.
 */

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** Inline markup of the document's CommonMark: `code` and **bold**, on escaped text. */
const inline = (text: string) =>
  escape(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');

/** The subset of CommonMark the document's texts use: headings, paragraphs, lists, fenced code and tables. */
export function markdown(source: string): string {
  const out: string[] = [];
  const blocks = source.split(/\n{2,}/);
  for (const block of blocks) {
    const lines = block.split('\n');
    if (block.startsWith('```')) {
      out.push(`<pre><code>${escape(lines.slice(1, -1).join('\n'))}</code></pre>`);
    } else if (/^#{2,4} /.test(block)) {
      const level = block.indexOf(' ');
      out.push(`<h${level + 1}>${inline(block.slice(level + 1))}</h${level + 1}>`);
    } else if (lines.every((l) => l.startsWith('- '))) {
      out.push(`<ul>${lines.map((l) => `<li>${inline(l.slice(2))}</li>`).join('')}</ul>`);
    } else if (lines.every((l) => l.startsWith('|'))) {
      const cells = (l: string) =>
        l
          .slice(1, -1)
          .split('|')
          .map((c) => c.trim());
      const [head, , ...rows] = lines;
      out.push(
        `<table><thead><tr>${cells(head!)
          .map((c) => `<th>${inline(c)}</th>`)
          .join('')}</tr></thead><tbody>${rows
          .map(
            (r) =>
              `<tr>${cells(r)
                .map((c) => `<td>${inline(c)}</td>`)
                .join('')}</tr>`,
          )
          .join('')}</tbody></table>`,
      );
    } else {
      out.push(`<p>${inline(block)}</p>`);
    }
  }
  return out.join('\n');
}

type Json = Record<string, unknown>;
const json = (value: unknown) => `<pre><code>${escape(JSON.stringify(value, null, 2))}</code></pre>`;

function parametersOf(operation: Json): string {
  const parameters = (operation.parameters as Json[] | undefined) ?? [];
  if (!parameters.length) return '';
  const rows = parameters
    .map(
      (p) =>
        `<tr><td><code>${escape(String(p.name))}</code></td><td>${escape(String(p.in))}</td><td>${p.required ? 'yes' : 'no'}</td><td>${inline(String(p.description ?? ''))}</td></tr>`,
    )
    .join('');
  return `<h4>Parameters</h4><table><thead><tr><th>name</th><th>in</th><th>required</th><th>meaning</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function bodyOf(operation: Json): string {
  const body = operation.requestBody as { description?: string; content: Record<string, Json> } | undefined;
  if (!body) return '';
  const media = body.content['application/json']!;
  return `<h4>Request body (application/json)</h4><p>${inline(body.description ?? '')}</p><p>Example:</p>${json(media.example)}<details><summary>Schema</summary>${json(media.schema)}</details>`;
}

function responsesOf(operation: Json): string {
  const items = Object.entries(operation.responses as Record<string, Json>).map(([status, response]) => {
    const content = (response.content ?? {}) as Record<string, Json>;
    const media = content['application/json'];
    const examples = media?.examples as Record<string, { summary: string }> | undefined;
    let detail = '';
    if (examples) {
      detail = `<table><thead><tr><th>code</th><th>message</th></tr></thead><tbody>${Object.entries(examples)
        .map(([code, e]) => `<tr><td><code>${escape(code)}</code></td><td>${escape(e.summary)}</td></tr>`)
        .join('')}</tbody></table>`;
    } else if (media) {
      detail = `<details><summary>Example</summary>${json(media.example)}</details><details><summary>Schema</summary>${json(media.schema)}</details>`;
    } else if (content['application/pdf']) {
      detail = '<p>Body: the PDF (application/pdf).</p>';
    }
    const kind = status.startsWith('2') ? 'ok' : 'error';
    return `<li><span class="status ${kind}">${escape(status)}</span> ${inline(String(response.description))}${detail}</li>`;
  });
  return `<h4>Responses</h4><ul class="responses">${items.join('')}</ul>`;
}

export function referencePage(document: OpenApiDocument): string {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation: operation as Json })),
  );
  const nav = document.tags
    .map((tag) => {
      const links = operations
        .filter((o) => (o.operation.tags as string[])[0] === tag.name)
        .map(
          (o) =>
            `<li><a href="#${escape(String(o.operation.operationId))}"><span class="method ${o.method}">${o.method.toUpperCase()}</span><span class="path">${escape(o.path)}</span></a></li>`,
        )
        .join('');
      return `<h3>${escape(tag.name)}</h3><ul>${links}</ul>`;
    })
    .join('');
  const sections = document.tags
    .map((tag) => {
      const ops = operations
        .filter((o) => (o.operation.tags as string[])[0] === tag.name)
        .map(
          ({ path, method, operation }) => `<section class="operation" id="${escape(String(operation.operationId))}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p class="summary">${escape(String(operation.summary))}</p>
${markdown(String(operation.description))}
${parametersOf(operation)}${bodyOf(operation)}${responsesOf(operation)}
</section>`,
        )
        .join('\n');
      return `<h2 id="tag-${escape(tag.name)}">${escape(tag.name)}</h2><p>${escape(tag.description)}</p>${ops}`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)} reference</title>
<style>${STYLE}</style></head>
<body><nav aria-label="Operations"><p class="title">${escape(document.info.title)} ${escape(document.info.version)}</p>
<p><a href="/api/openapi.json">openapi.json</a></p>${nav}</nav>
<main><h1>${escape(document.info.title)}</h1>${markdown(document.info.description)}${sections}</main></body></html>`;
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;display:flex;font:15px/1.55 system-ui,sans-serif;color:#0f172a;background:#fff}
nav{position:sticky;top:0;height:100vh;overflow:auto;flex:0 0 21rem;padding:1rem;border-inline-end:1px solid #e2e8f0;background:#f8fafc;font-size:13px}
nav ul{list-style:none;padding:0;margin:0 0 1rem}nav li{margin:.2rem 0}nav a{display:flex;gap:.4rem;align-items:baseline;color:#0f172a;text-decoration:none}nav a span.path{min-width:0;overflow-wrap:anywhere}
nav .title{font-weight:700;font-size:15px}main{flex:1;min-width:0;max-width:60rem;padding:1rem 2rem 4rem}
h2{margin-top:3rem;border-bottom:1px solid #e2e8f0}.operation{margin:2rem 0;padding-top:1rem;border-top:1px dashed #cbd5e1}
code{font:13px ui-monospace,monospace;background:#f1f5f9;padding:0 .25rem;border-radius:4px}
pre{background:#0f172a;color:#e2e8f0;padding:.75rem;border-radius:8px;overflow:auto;max-height:24rem}pre code{background:none;color:inherit;padding:0}
table{border-collapse:collapse;margin:.5rem 0;font-size:14px}th,td{border:1px solid #e2e8f0;padding:.25rem .5rem;text-align:start;vertical-align:top}
.method{display:inline-block;flex:none;min-width:3.8rem;text-align:center;border-radius:4px;color:#fff;font:700 12px ui-monospace,monospace;padding:.1rem .3rem}
.get{background:#15803d}.post{background:#1d4ed8}.put{background:#a16207}.patch{background:#7e22ce}.delete{background:#b91c1c}
.summary{font-weight:600}.responses{list-style:none;padding:0}.responses li{margin:.5rem 0}
.status{display:inline-block;font:700 13px ui-monospace,monospace;padding:0 .35rem;border-radius:4px}.ok{background:#dcfce7}.error{background:#fee2e2}
@media (max-width:800px){body{display:block}nav{position:static;height:auto;border:0;border-bottom:1px solid #e2e8f0}main{padding:1rem}}
`;
