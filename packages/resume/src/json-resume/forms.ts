/**
 * How a structured JSON Resume value is shown as one Resumey string, and the default way back. Import keeps the
 * exact original (resume.kept) only when the default way back would not give it: see README.md in this folder.
 */

const filled = (parts: Array<string | undefined>) => parts.filter((p): p is string => !!p && p.trim() !== '');

export interface LocationParts {
  city?: string;
  region?: string;
  countryCode?: string;
}

/** 'San Francisco', 'California', 'US' -> 'San Francisco, California, US'. */
export const joinLocation = (p: LocationParts): string => filled([p.city, p.region, p.countryCode]).join(', ');

/** The default reading of a location line: city, then region, then a trailing 2-3 letter country code. */
export function splitLocation(line: string): LocationParts {
  const parts = line.split(', ');
  if (!line.trim()) return {};
  if (parts.length === 1) return { city: line };
  const last = parts[parts.length - 1];
  if (parts.length >= 3 && /^[A-Z]{2,3}$/.test(last)) {
    return { city: parts[0], region: parts.slice(1, -1).join(', '), countryCode: last };
  }
  return { city: parts[0], region: parts.slice(1).join(', ') };
}

/** 'English', 'native' -> 'English (native)'. */
export const joinLanguage = (language: string, fluency: string): string =>
  fluency ? `${language} (${fluency})` : language;

/** 'English (native)' -> { language: 'English', fluency: 'native' }. */
export function splitLanguage(entry: string): { language: string; fluency?: string } {
  const m = /^(.+?)\s*\(([^()]+)\)$/.exec(entry.trim());
  return m ? { language: m[1], fluency: m[2] } : { language: entry };
}

/** Project roles are one line in Resumey, joined with ', '. */
export const joinRoles = (roles: string[]): string => roles.join(', ');
export const splitRoles = (role: string): string[] => (role.trim() ? role.split(', ') : []);

/** A certificate as the one line Resumey keeps: 'Name – Issuer'. */
export const certificateLine = (name: string, issuer: string): string => filled([name, issuer]).join(' – ');

/** Same values, with absent, empty and undefined treated alike. */
export function sameParts(a: object, b: object): boolean {
  const norm = (o: object) =>
    JSON.stringify(
      Object.entries(o)
        .filter(([, v]) => v !== undefined && v !== '')
        .sort(([x], [y]) => (x < y ? -1 : 1)),
    );
  return norm(a) === norm(b);
}
