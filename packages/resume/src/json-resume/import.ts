import { BLANK_ITEMS, DEFAULT_META, createResume, newId } from '../defaults';
import { normalizeDate } from '../dates';
import { describeResume, type ImportReport, type ReportNote } from '../import-report';
import type { ImportProvenance } from '../import-reader/provenance';
import { resumeSchema, type Kept, type Resume } from '../schema';
import { isObject, type Json } from '../restore';
import { auditJsonResume } from './audit';
import { readBasics } from './basics';
import { importCustom } from './custom-map';
import { readExtension, textReader } from './extension';
import { certificateLine, joinLanguage, joinRoles, sameParts, splitLanguage, splitRoles } from './forms';
import { firstStr, list, MAX, obj, str, strings } from './read';
import type { ResumeyExtension } from './types';

export type ImportResult =
  { ok: true; resume: Resume; report?: ImportReport; provenance?: ImportProvenance } | { ok: false; error: string };

export const IMPORT_MESSAGES = {
  notJsonResume: 'This file is not a JSON Resume document.',
  invalidResume: 'This resume could not be imported: ',
} as const;

const JSON_RESUME_KEYS = ['basics', 'work', 'education', 'skills', 'projects', 'volunteer', 'awards', 'publications'];

/** Whether a parsed JSON value looks like a JSON Resume document. */
export const looksLikeJsonResume = (v: unknown): v is Json =>
  isObject(v) && (JSON_RESUME_KEYS.some((k) => k in v) || isObject(obj(v.meta).resumey));

function convert(doc: Json): Resume {
  const ext = readExtension(obj(doc.meta).resumey);
  const kept: Kept = {};
  const verbatim = new Set<string>();
  const prose = textReader(ext, verbatim);
  const lines = (v: unknown) =>
    list(v)
      .map((x) => prose(x))
      .filter((x) => x.trim() !== '');
  const urlMap = new Map(ext.urls ?? []);
  const url = (v: unknown) => {
    const s = str(v, 2100);
    return (urlMap.get(s) ?? s).slice(0, MAX.url);
  };
  const basics = obj(doc.basics);
  const name = str(basics.name, 180);
  const { templateId, color, fontFamily, lineSpacing, pageMargins, pageSize, fontSize } = { ...DEFAULT_META, ...ext };
  const resume = createResume({
    meta: {
      title: ext.title ?? (name ? `${name} Resume` : DEFAULT_META.title),
      templateId,
      color,
      fontFamily,
      lineSpacing,
      pageMargins: { ...pageMargins },
      sectionOrder: ext.sectionOrder ?? [],
      hiddenSections: ext.hiddenSections ?? [],
      pageSize,
      fontSize,
      ...(ext.language ? { language: ext.language } : {}),
      ...(ext.headings ? { headings: ext.headings } : {}),
    },
  });
  readBasics(basics, resume, kept, { prose, url });

  // ---- sections ----
  resume.experience = list(doc.work).map((w) => {
    const o = obj(w);
    return {
      id: newId(),
      ...BLANK_ITEMS.experience(),
      title: str(o.position),
      company: firstStr(o, ['name', 'company', 'organization']),
      location: str(o.location),
      startDate: normalizeDate(o.startDate),
      endDate: normalizeDate(o.endDate),
      bullets: lines(o.highlights),
      technologies: strings(o.keywords, 100),
      url: url(o.url),
      description: str(o.description),
      summary: prose(o.summary),
    };
  });
  resume.education = list(doc.education).map((e) => {
    const o = obj(e);
    return {
      id: newId(),
      school: firstStr(o, ['institution', 'school']),
      degree: str(o.studyType),
      field: str(o.area),
      startDate: normalizeDate(o.startDate),
      endDate: normalizeDate(o.endDate),
      details: lines(o.courses),
      url: url(o.url),
      score: str(o.score ?? o.gpa, 100),
    };
  });
  const roles: NonNullable<Kept['roles']> = [];
  resume.projects = list(doc.projects).map((pr) => {
    const o = obj(pr);
    const given = strings(o.roles);
    const role = joinRoles(given).slice(0, MAX.line);
    if (splitRoles(role).join('\n') !== given.join('\n')) roles.push({ shown: role, roles: given });
    return {
      id: newId(),
      name: str(o.name),
      url: url(o.url),
      role,
      bullets: lines(o.highlights),
      technologies: strings(o.keywords, 100),
      description: prose(o.description),
      startDate: normalizeDate(o.startDate),
      endDate: normalizeDate(o.endDate),
      entity: str(o.entity),
      type: str(o.type, 100),
    };
  });
  if (roles.length) kept.roles = roles;

  readSkills(doc, ext, resume);
  const languages: NonNullable<Kept['languages']> = [];
  resume.skills.languages = list(doc.languages)
    .map((l) => {
      const o = obj(l);
      const language = firstStr(o, ['language', 'name'], 100);
      const fluency = str(o.fluency ?? o.level, 100);
      const shown = joinLanguage(language, fluency).slice(0, 100);
      if (!sameParts(splitLanguage(shown), { language, fluency })) languages.push({ shown, language, fluency });
      return shown;
    })
    .filter(Boolean);
  if (languages.length) kept.languages = languages;

  const certificates: NonNullable<Kept['certificates']> = [];
  resume.certifications = list(doc.certificates)
    .map((c) => {
      const o = obj(c);
      const cert = { name: str(o.name), issuer: str(o.issuer), date: str(o.date, 40), url: url(o.url) };
      const shown = certificateLine(cert.name, cert.issuer).slice(0, MAX.line);
      if (!sameParts({ name: shown }, cert)) certificates.push({ shown, ...cert });
      return shown;
    })
    .filter(Boolean);
  if (certificates.length) kept.certificates = certificates;

  const custom = importCustom(doc, ext.custom, prose);
  resume.custom = custom.sections.map((c) => ({ id: newId(), ...c }));
  resume.volunteer = custom.entries.volunteer.map((v) => {
    const o = obj(v);
    return {
      id: newId(),
      organization: firstStr(o, ['organization', 'name']),
      position: str(o.position),
      url: url(o.url),
      startDate: normalizeDate(o.startDate),
      endDate: normalizeDate(o.endDate),
      summary: prose(o.summary),
      highlights: lines(o.highlights),
    };
  });
  resume.awards = custom.entries.awards.map((a) => {
    const o = obj(a);
    const entry = { title: str(o.title), awarder: str(o.awarder), date: normalizeDate(o.date) };
    return { id: newId(), ...entry, summary: prose(o.summary) };
  });
  resume.publications = custom.entries.publications.map((pb) => {
    const o = obj(pb);
    const entry = { name: str(o.name), publisher: str(o.publisher), releaseDate: normalizeDate(o.releaseDate) };
    return { id: newId(), ...entry, url: url(o.url), summary: prose(o.summary) };
  });
  resume.interests = list(doc.interests).map((i) => {
    const o = obj(i);
    return { id: newId(), name: str(o.name), keywords: strings(o.keywords, 100) };
  });
  resume.references = list(doc.references).map((r) => {
    const o = obj(r);
    return { id: newId(), name: str(o.name), reference: prose(o.reference) };
  });

  const meta = obj(doc.meta);
  const canonical = str(meta.canonical, MAX.url);
  if (canonical) kept.canonical = canonical;
  if (verbatim.size) kept.verbatim = [...verbatim].slice(0, MAX.items);
  if (Object.keys(kept).length) resume.kept = kept;
  if (ext.createdAt) resume.createdAt = ext.createdAt;
  const modified = str(meta.lastModified, 40);
  if (modified) resume.updatedAt = modified;
  return resume;
}

/**
 * Skills: a file we exported says which entries were the Core and Tools categories (meta.resumey.skills); every
 * other entry, and every entry of other tools' files, is a named group with its level.
 */
function readSkills(doc: Json, ext: Partial<ResumeyExtension>, resume: Resume) {
  const entries = list(doc.skills);
  const slots = ext.skills?.length === entries.length ? ext.skills : undefined;
  entries.forEach((s, i) => {
    const o = obj(s);
    const keywords = strings(o.keywords, 100);
    const slot = slots?.[i];
    if (slot === 'core' || slot === 'tools') resume.skills[slot].push(...keywords);
    else resume.skillGroups.push({ id: newId(), name: str(o.name, 100), level: str(o.level, 100), keywords });
  });
  resume.skills.core = resume.skills.core.slice(0, MAX.items);
  resume.skills.tools = resume.skills.tools.slice(0, MAX.items);
}

/**
 * JSON Resume -> Resumey. Missing or extra fields, full ISO dates and junk values are tolerated; the result is a
 * valid resume with fresh ids and a report of what went where, or a clear error. Never throws.
 */
export function fromJsonResume(input: unknown): ImportResult {
  if (!looksLikeJsonResume(input)) return { ok: false, error: IMPORT_MESSAGES.notJsonResume };
  try {
    const parsed = resumeSchema.safeParse(convert(input));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return { ok: false, error: `${IMPORT_MESSAGES.invalidResume}${issue.path.join('.')}: ${issue.message}` };
    }
    const resume = parsed.data;
    const report: ImportReport = {
      format: 'json-resume',
      placed: describeResume(resume),
      kept: keptLines(resume.kept),
      dropped: auditJsonResume(input),
    };
    return { ok: true, resume, report };
  } catch {
    return { ok: false, error: IMPORT_MESSAGES.notJsonResume };
  }
}

/** What is kept but not shown, for the import summary. */
function keptLines(kept: Kept | undefined): ReportNote[] {
  if (!kept) return [];
  const out: ReportNote[] = [];
  if (kept.imageUrl) out.push({ code: 'photo-address', value: kept.imageUrl.slice(0, 80) });
  if (kept.location) out.push({ code: 'location-parts' });
  if (kept.profiles?.linkedin || kept.profiles?.github) out.push({ code: 'profile-names' });
  if (kept.profiles?.order) out.push({ code: 'profile-order' });
  const certs = kept.certificates?.filter((c) => c.date || c.url || c.issuer).length ?? 0;
  if (certs) out.push({ code: 'certificate-details', count: certs });
  if (kept.languages?.length) out.push({ code: 'language-names' });
  if (kept.roles?.length) out.push({ code: 'project-roles' });
  if (kept.canonical) out.push({ code: 'canonical' });
  return out;
}
