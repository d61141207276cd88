import Papa from 'papaparse';

/**
 * Rows of a LinkedIn export CSV as objects keyed by header. Those files carry a byte-order mark, quoted fields that
 * span lines, and sometimes 'Notes:' lines above the header (Connections.csv does): rows before the first line
 * that holds every `expected` header are skipped. Headers are trimmed; cells are trimmed.
 */
export function readCsv(text: string, expected: string[]): Array<Record<string, string>> {
  const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' }).data;
  const headerAt = rows.findIndex((row) => {
    const cells = row.map((c) => c.trim().toLowerCase());
    return expected.every((h) => cells.includes(h.toLowerCase()));
  });
  if (headerAt < 0) return [];
  const header = rows[headerAt].map((c) => c.trim().toLowerCase());
  return rows.slice(headerAt + 1).map((row) => {
    const out: Record<string, string> = {};
    header.forEach((h, i) => (out[h] = (row[i] ?? '').trim()));
    return out;
  });
}
