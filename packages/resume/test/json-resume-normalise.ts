/**
 * The normalisation under which a JSON Resume document comes back from Resumey deep-equal
 * (packages/resume/src/json-resume/README.md, 'Round trip'):
 * 1. Empty values are removed: '' and [] and {} (after their own contents are normalised), and blank entries of
 *    lists (a bullet of only spaces is not content).
 * 2. What describes the file rather than the resume is removed: `$schema`, `meta.version` and `meta.lastModified`
 *    (every export writes schema v1.0.0 and the resume's last change), and `meta.resumey` (Resumey's own block).
 * Nothing else: order of lists, spelling, spaces inside values, dates and addresses must all be as they were.
 */
export function normaliseJsonResume(doc: unknown): unknown {
  const copy = structuredClone(doc) as Record<string, unknown>;
  delete copy.$schema;
  const meta = copy.meta as Record<string, unknown> | undefined;
  if (meta) {
    delete meta.version;
    delete meta.lastModified;
    delete meta.resumey;
  }
  return clean(copy);
}

const isEmpty = (v: unknown) =>
  v === undefined ||
  v === '' ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 0);

function clean(v: unknown): unknown {
  if (Array.isArray(v)) {
    return v.map(clean).filter((x) => !isEmpty(x) && !(typeof x === 'string' && x.trim() === ''));
  }
  if (typeof v === 'object' && v !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      const c = clean(x);
      if (!isEmpty(c)) out[k] = c;
    }
    return out;
  }
  return v;
}

/** Every leaf value with its path ('work[0].name=Acme'), to count how many come back. */
export function leafValues(v: unknown, path = ''): string[] {
  if (Array.isArray(v)) return v.flatMap((x, i) => leafValues(x, `${path}[${i}]`));
  if (typeof v === 'object' && v !== null) {
    return Object.entries(v).flatMap(([k, x]) => leafValues(x, path ? `${path}.${k}` : k));
  }
  return [`${path}=${JSON.stringify(v)}`];
}
