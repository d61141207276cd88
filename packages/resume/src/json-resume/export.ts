import type { Resume } from '../schema';
import { safeHref } from '../safe-url';
import { exportCustom } from './custom-map';
import { compact } from './read';
import type { JsonResume, JsonResumeLocation, JsonResumeProfile, ResumeyExtension } from './types';

export const JSON_RESUME_SCHEMA_URL = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const nonBlank = (list: string[]) => list.filter((s) => s.trim() !== '');

/** 'San Francisco, CA' -> city and region; the import joins them back with ', '. */
function splitLocation(location: string): JsonResumeLocation | undefined {
  if (!location) return undefined;
  const at = location.indexOf(', ');
  return at < 0 ? { city: location } : { city: location.slice(0, at), region: location.slice(at + 2) };
}

/** 'English (native)' -> { language: 'English', fluency: 'native' }. */
export function splitLanguage(entry: string): { language: string; fluency?: string } {
  const m = /^(.+?)\s*\(([^()]+)\)$/.exec(entry.trim());
  return m ? { language: m[1], fluency: m[2] } : { language: entry };
}

const lastSegment = (url: string) =>
  url
    .replace(/[?#].*$/, '')
    .split('/')
    .filter(Boolean)
    .pop() ?? '';

/** Resumey -> JSON Resume v1.0.0. Everything JSON Resume cannot hold goes into meta.resumey. */
export function toJsonResume(resume: Resume): JsonResume {
  const urls: Array<[string, string]> = [];
  // Urls are written as absolute urls; what the user typed is kept aside when it differs.
  const url = (raw: string, fallback?: (value: string) => string) => {
    const value = raw.trim();
    if (!value) return undefined;
    let out = HAS_SCHEME.test(value) ? value : safeHref(value);
    if (out === undefined) out = fallback && !/[./]/.test(value) ? fallback(value) : value;
    if (out !== raw) urls.push([out, raw]);
    return out;
  };
  const profile = (network: string, raw: string, base: string): JsonResumeProfile | undefined => {
    const href = url(raw, (name) => `${base}${name}`);
    return href ? compact({ network, username: lastSegment(href.replace(HAS_SCHEME, '')), url: href }) : undefined;
  };

  const p = resume.profile;
  const profiles = [
    profile('LinkedIn', p.linkedin, 'https://www.linkedin.com/in/'),
    profile('GitHub', p.github, 'https://github.com/'),
    ...resume.links.map((l) => compact({ network: l.label, url: url(l.url) })),
  ].filter((x): x is JsonResumeProfile => x !== undefined);
  const { standard, ext: custom } = exportCustom(resume.custom);
  const basics = compact({
    name: p.fullName,
    label: p.headline,
    image: p.profileImage,
    email: p.email,
    phone: p.phone,
    url: url(p.website),
    summary: resume.summary,
    location: splitLocation(p.location),
    profiles,
  });
  const skills = [
    { name: 'Core', keywords: resume.skills.core },
    { name: 'Tools', keywords: resume.skills.tools },
  ].filter((s) => s.keywords.length > 0);

  const m = resume.meta;
  const extension: ResumeyExtension = {
    version: 1,
    title: m.title,
    templateId: m.templateId,
    color: m.color,
    fontFamily: m.fontFamily,
    lineSpacing: m.lineSpacing,
    pageMargins: { ...m.pageMargins },
    createdAt: resume.createdAt,
    ...(custom.length ? { custom } : {}),
    ...(urls.length ? { urls } : {}),
  };

  return compact({
    $schema: JSON_RESUME_SCHEMA_URL,
    basics,
    work: resume.experience.map((e) =>
      compact({
        name: e.company,
        position: e.title,
        location: e.location,
        startDate: e.startDate,
        endDate: e.endDate,
        highlights: nonBlank(e.bullets),
        keywords: [...e.technologies],
      }),
    ),
    volunteer: standard.volunteer,
    education: resume.education.map((e) =>
      compact({
        institution: e.school,
        area: e.field,
        studyType: e.degree,
        startDate: e.startDate,
        endDate: e.endDate,
        courses: nonBlank(e.details),
      }),
    ),
    awards: standard.awards,
    certificates: nonBlank(resume.certifications).map((name) => ({ name })),
    publications: standard.publications,
    skills,
    languages: resume.skills.languages.map((l) => compact(splitLanguage(l))),
    projects: resume.projects.map((pr) =>
      compact({
        name: pr.name,
        url: url(pr.url),
        roles: pr.role ? [pr.role] : [],
        highlights: nonBlank(pr.bullets),
        keywords: [...pr.technologies],
      }),
    ),
    meta: { version: 'v1.0.0', lastModified: resume.updatedAt, resumey: extension },
  });
}
