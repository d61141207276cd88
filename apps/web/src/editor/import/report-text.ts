import { msg, plural, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ImportFormat, PlacedPart, ReportNote, ReportPart, ReportProfileField } from '@resumey/resume';
import { i18n } from '../../i18n';

// The import report holds codes and counts (packages/resume import-report.ts): these are its sentences in the
// interface's language, read when shown.

export function formatName(format: ImportFormat): string {
  switch (format) {
    case 'json-resume':
      return 'JSON Resume';
    case 'resumey':
      return 'Resumey';
    case 'pdf':
      return 'PDF';
    case 'word':
      return 'Word';
    case 'linkedin':
      return t`LinkedIn export`;
  }
}

const FIELD_NAMES: Record<ReportProfileField, MessageDescriptor | string> = {
  fullName: msg`name`,
  headline: msg`headline`,
  email: msg`e-mail`,
  phone: msg`phone`,
  location: msg`location`,
  address: msg`address`,
  postalCode: msg`postal code`,
  website: msg`website`,
  linkedin: 'LinkedIn',
  github: 'GitHub',
  profileImage: msg`photo`,
};

const TABS: Record<ReportPart, [MessageDescriptor, MessageDescriptor?]> = {
  profile: [msg`Profile`],
  links: [msg`Profile`, msg`Links`],
  summary: [msg`Summary`],
  experience: [msg`Experience`],
  volunteer: [msg`Experience`, msg`Volunteering`],
  projects: [msg`Projects`],
  education: [msg`Education`],
  skills: [msg`Skills`],
  skillGroups: [msg`Skills`, msg`Skill groups`],
  languages: [msg`Skills`, msg`Languages`],
  certifications: [msg`Certifications`],
  awards: [msg`Custom`, msg`Awards`],
  publications: [msg`Custom`, msg`Publications`],
  interests: [msg`Custom`, msg`Interests`],
  references: [msg`Custom`, msg`References`],
  custom: [msg`Custom`],
};

const inTab = (tabName: string, sectionName: string) => t`${tabName} › ${sectionName}`;

/** Where a part went: the editor tab, and the section in it ('Skills › Languages'). */
export function placedWhere(part: ReportPart): string {
  const [tab, section] = TABS[part];
  return section ? inTab(i18n._(tab), i18n._(section)) : i18n._(tab);
}

/** What a part holds: 'name, e-mail, phone', '3 jobs', 'ACTIVITIES (2 lines)'. */
export function placedWhat({ part, count, fields = [], heading }: PlacedPart): string {
  switch (part) {
    case 'profile': {
      const names = fields.map((f) => FIELD_NAMES[f]).map((n) => (typeof n === 'string' ? n : i18n._(n)));
      return new Intl.ListFormat(i18n.locale === 'pseudo' ? 'en' : i18n.locale, {
        type: 'unit',
        style: 'short',
      }).format(names);
    }
    case 'links':
      return t`${plural(count, { one: '# link', other: '# links' })}`;
    case 'summary':
      return t`Summary`;
    case 'experience':
      return t`${plural(count, { one: '# job', other: '# jobs' })}`;
    case 'volunteer':
      return t`${plural(count, { one: '# volunteer role', other: '# volunteer roles' })}`;
    case 'projects':
      return t`${plural(count, { one: '# project', other: '# projects' })}`;
    case 'education':
      return t`${plural(count, { one: '# school', other: '# schools' })}`;
    case 'skills':
      return t`${plural(count, { one: '# skill', other: '# skills' })}`;
    case 'skillGroups':
      return t`${plural(count, { one: '# skill group', other: '# skill groups' })}`;
    case 'languages':
      return t`${plural(count, { one: '# language', other: '# languages' })}`;
    case 'certifications':
      return t`${plural(count, { one: '# certification', other: '# certifications' })}`;
    case 'awards':
      return t`${plural(count, { one: '# award', other: '# awards' })}`;
    case 'publications':
      return t`${plural(count, { one: '# publication', other: '# publications' })}`;
    case 'interests':
      return t`${plural(count, { one: '# interest', other: '# interests' })}`;
    case 'references':
      return t`${plural(count, { one: '# reference', other: '# references' })}`;
    case 'custom': {
      const section = heading || t`Untitled section`;
      return t`${section} (${plural(count, { one: '# line', other: '# lines' })})`;
    }
  }
}

/** A note of what was kept but is not shown, or of what was not imported. */
export function noteText({ code, path = '', value = '', count = 0, limit = 0 }: ReportNote): string {
  switch (code) {
    case 'photo-address':
      return t`Photo address (${value}): photos are uploaded as files here`;
    case 'location-parts':
      return t`Location split into city, region and country code`;
    case 'profile-names':
      return t`Exact LinkedIn/GitHub profile names`;
    case 'profile-order':
      return t`Order of the web profiles`;
    case 'certificate-details':
      return t`${plural(count, {
        one: 'Dates, issuers and addresses of # certificate',
        other: 'Dates, issuers and addresses of # certificates',
      })}`;
    case 'language-names':
      return t`Exact language names and fluency`;
    case 'project-roles':
      return t`Project roles as separate entries`;
    case 'canonical':
      return t`Canonical address of the document (meta.canonical)`;
    case 'lines-not-recognised': {
      const where = inTab(i18n._(msg`Custom`), value);
      return t`${plural(count, { one: '# line not recognised', other: '# lines not recognised' })}: in ${where}`;
    }
    case 'file-missing':
      return t`${value} (not in the ZIP)`;
    case 'not-text':
      return t`${path}: not text`;
    case 'not-a-date':
      return t`${path}: “${value}” is not a date`;
    case 'cut':
      return t`${path}: cut to ${limit} characters`;
    case 'first-items':
      return t`${path}: only the first ${limit} items`;
    case 'not-a-list':
      return t`${path}: not a list`;
    case 'not-an-object':
      return t`${path}: not an object`;
    case 'not-json-resume':
      return t`${path}: not part of JSON Resume`;
  }
}
