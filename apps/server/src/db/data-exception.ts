/**
 * Whether PostgreSQL refused a value itself (SQLSTATE class 22, 'data exception': a NUL byte in text, malformed
 * input for a type, a value out of range). Such a value came from the request, so the answer is a 400, never a
 * 500 (DESIGN.md decision 14). Drizzle and the auth library wrap driver errors, so the cause chain is checked.
 */
export function isDataException(err: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e = err; e && typeof e === 'object' && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}
