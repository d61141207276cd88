import type { Resume } from '../schema';
import { safeHref } from '../safe-url';
import { stripMarkup } from '../markup';
import { customEntry, exportCustom } from './custom-map';
import { splitLanguage, splitLocation, splitRoles } from './forms';
import { defaultProfile } from './basics';
import { compact } from './read';
import type { CustomKind, JsonResume, JsonResumeProfile, ResumeyExtension } from './types';

export const JSON_RESUME_SCHEMA_URL = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const nonBlank = (list: string[]) => list.filter((s) => s.trim() !== '');

/**
 * Resumey -> JSON Resume v1.0.0. Each value goes where the standard means it, as plain text: markup is removed
 * (and kept in meta.resumey.markup so our own import restores it). Values an import kept (resume.kept) come back
 * exactly while what the user sees of them is unchanged. Everything else JSON Resume cannot hold goes into
 * meta.resumey.
 */
export function toJsonResume(resume: Resume): JsonResume {
  const kept = resume.kept ?? {};
  const urls: Array<[string, string]> = [];
  const markup = new Map<string, string>();
  const verbatim = new Set(kept.verbatim ?? []);
  // Urls are written as absolute urls; what the user typed is kept aside when it differs.
  const url = (raw: string, fallback?: (value: string) => string) => {
    const value = raw.trim();
    if (!value) return undefined;
    let out = HAS_SCHEME.test(value) ? value : safeHref(value);
    if (out === undefined) out = fallback && !/[./]/.test(value) ? fallback(value) : value;
    if (out !== raw) urls.push([out, raw]);
    return out;
  };
  const plain = (text: string) => {
    if (verbatim.has(text)) return text;
    const out = stripMarkup(text);
    if (out !== text) markup.set(out, text);
    return out;
  };
  const lines = (list: string[]) => nonBlank(list).map(plain);

  const p = resume.profile;
  const ownProfile = (slot: 'linkedin' | 'github', base: string): JsonResumeProfile | undefined => {
    const exact = kept.profiles?.[slot];
    if (exact && exact.shown === p[slot])
      return compact({ network: exact.network, username: exact.username, url: exact.url });
    const href = url(p[slot], (name) => `${base}${name}`);
    return href ? compact(defaultProfile(slot, href)) : undefined;
  };
  const linkedin = ownProfile('linkedin', 'https://www.linkedin.com/in/');
  const github = ownProfile('github', 'https://github.com/');
  const links = resume.links.map((l) => compact({ network: l.label, username: l.username, url: url(l.url) }));
  const location = kept.location?.shown === p.location ? kept.location : splitLocation(p.location);

  const { entries: customEntries, ext: custom } = exportCustom(resume.custom);
  const fromCustom = (kind: CustomKind) =>
    customEntries.filter((e) => e.kind === kind).flatMap((e) => e.bullets.map((b) => customEntry(kind, plain(b))));

  const basics = compact({
    name: p.fullName,
    label: p.headline,
    image: p.profileImage || kept.imageUrl,
    email: p.email,
    phone: p.phone,
    url: url(p.website),
    summary: plain(resume.summary),
    location: nonEmpty(
      compact({
        address: p.address,
        postalCode: p.postalCode,
        city: location.city,
        countryCode: location.countryCode,
        region: location.region,
      }),
    ),
    profiles: profilesInOrder(kept.profiles?.order, linkedin, github, links),
  });

  const skillSlots: NonNullable<ResumeyExtension['skills']> = [];
  const skills = [
    ...(['core', 'tools'] as const)
      .filter((k) => resume.skills[k].length > 0)
      .map((k) => {
        skillSlots.push(k);
        return { name: k === 'core' ? 'Core' : 'Tools', keywords: [...resume.skills[k]] };
      }),
    ...resume.skillGroups.map((g) => {
      skillSlots.push('group');
      return compact({ name: g.name, level: g.level, keywords: [...g.keywords] });
    }),
  ];

  const certificate = (line: string) => {
    const exact = kept.certificates?.find((c) => c.shown === line);
    return compact(
      exact ? { name: exact.name, date: exact.date, issuer: exact.issuer, url: exact.url } : { name: line },
    );
  };
  const language = (entry: string) => {
    const exact = kept.languages?.find((l) => l.shown === entry);
    return compact(exact ? { language: exact.language, fluency: exact.fluency } : splitLanguage(entry));
  };
  const roles = (role: string) => kept.roles?.find((r) => r.shown === role)?.roles ?? splitRoles(role);

  const m = resume.meta;
  const doc: JsonResume = compact({
    $schema: JSON_RESUME_SCHEMA_URL,
    basics,
    work: resume.experience.map((e) =>
      compact({
        name: e.company,
        position: e.title,
        location: e.location,
        description: e.description,
        url: url(e.url),
        startDate: e.startDate,
        endDate: e.endDate,
        summary: plain(e.summary),
        highlights: lines(e.bullets),
        keywords: [...e.technologies],
      }),
    ),
    volunteer: [
      ...resume.volunteer.map((v) =>
        compact({
          organization: v.organization,
          position: v.position,
          url: url(v.url),
          startDate: v.startDate,
          endDate: v.endDate,
          summary: plain(v.summary),
          highlights: lines(v.highlights),
        }),
      ),
      ...fromCustom('volunteer'),
    ],
    education: resume.education.map((e) =>
      compact({
        institution: e.school,
        url: url(e.url),
        area: e.field,
        studyType: e.degree,
        startDate: e.startDate,
        endDate: e.endDate,
        score: e.score,
        courses: lines(e.details),
      }),
    ),
    awards: [
      ...resume.awards.map((a) =>
        compact({ title: a.title, date: a.date, awarder: a.awarder, summary: plain(a.summary) }),
      ),
      ...fromCustom('awards'),
    ],
    certificates: nonBlank(resume.certifications).map(certificate),
    publications: [
      ...resume.publications.map((pb) =>
        compact({
          name: pb.name,
          publisher: pb.publisher,
          releaseDate: pb.releaseDate,
          url: url(pb.url),
          summary: plain(pb.summary),
        }),
      ),
      ...fromCustom('publications'),
    ],
    skills,
    languages: resume.skills.languages.map(language),
    interests: resume.interests.map((i) => compact({ name: i.name, keywords: [...i.keywords] })),
    references: resume.references.map((r) => compact({ name: r.name, reference: plain(r.reference) })),
    projects: resume.projects.map((pr) =>
      compact({
        name: pr.name,
        description: plain(pr.description),
        highlights: lines(pr.bullets),
        keywords: [...pr.technologies],
        startDate: pr.startDate,
        endDate: pr.endDate,
        url: url(pr.url),
        roles: roles(pr.role),
        entity: pr.entity,
        type: pr.type,
      }),
    ),
  });

  const extension: ResumeyExtension = {
    version: 1,
    title: m.title,
    templateId: m.templateId,
    color: m.color,
    fontFamily: m.fontFamily,
    lineSpacing: m.lineSpacing,
    pageMargins: { ...m.pageMargins },
    pageSize: m.pageSize,
    fontSize: m.fontSize,
    createdAt: resume.createdAt,
    // Issue #20: only when the user set them, so a file of a resume with the template's order stays as it was.
    ...(m.sectionOrder.length ? { sectionOrder: [...m.sectionOrder] } : {}),
    ...(m.hiddenSections.length ? { hiddenSections: [...m.hiddenSections] } : {}),
    ...(m.language ? { language: m.language } : {}),
    ...(m.headings && Object.keys(m.headings).length ? { headings: { ...m.headings } } : {}),
    ...(custom.length ? { custom } : {}),
    ...(skillSlots.length ? { skills: skillSlots } : {}),
    ...(urls.length ? { urls } : {}),
    ...(markup.size ? { markup: [...markup] } : {}),
  };
  doc.meta = compact({
    canonical: kept.canonical,
    version: 'v1.0.0',
    lastModified: resume.updatedAt,
    resumey: extension,
  });
  return doc;
}

const nonEmpty = <T extends object>(o: T): T | undefined => (Object.keys(o).length ? o : undefined);

/** LinkedIn, GitHub, then the links; or the order the imported document had, while the entries still fit it. */
function profilesInOrder(
  order: Array<'linkedin' | 'github' | 'link'> | undefined,
  linkedin: JsonResumeProfile | undefined,
  github: JsonResumeProfile | undefined,
  links: JsonResumeProfile[],
): JsonResumeProfile[] {
  const byDefault = [linkedin, github, ...links].filter((x): x is JsonResumeProfile => x !== undefined);
  if (!order) return byDefault;
  const fits =
    order.filter((s) => s === 'link').length === links.length &&
    order.includes('linkedin') === !!linkedin &&
    order.includes('github') === !!github;
  if (!fits) return byDefault;
  const queue = [...links];
  return order.map((slot) => (slot === 'link' ? queue.shift()! : slot === 'linkedin' ? linkedin! : github!));
}
