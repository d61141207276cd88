import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fieldKindOf, type ImportFieldKind, type ImportReason } from '@resumey/resume/import/provenance';
import { i18n } from '../../i18n';

// The import names fields by key ('experience.{id}.title') and says why it was unsure by code: the editor words
// both in the interface's language, with the same names its own tabs give the fields.

const NAMES: Record<Exclude<ImportFieldKind, 'custom.bullets'>, MessageDescriptor | string> = {
  'profile.fullName': msg`Full Name`,
  'profile.headline': msg`Headline`,
  'profile.email': msg`Email`,
  'profile.phone': msg`Phone`,
  'profile.location': msg`Location`,
  'profile.website': msg`Website`,
  'profile.linkedin': 'LinkedIn',
  'profile.github': 'GitHub',
  summary: msg`Professional Summary`,
  'experience.title': msg`Job Title`,
  'experience.company': msg`Company`,
  'experience.location': msg`Location`,
  'experience.dates': msg`Dates`,
  'experience.summary': msg`Summary`,
  'experience.bullets': msg`Bullet`,
  'experience.technologies': msg`Technologies`,
  'education.school': msg`School/Institution`,
  'education.degree': msg`Degree`,
  'education.field': msg`Field of Study`,
  'education.score': msg`Grade`,
  'education.dates': msg`Dates`,
  'education.details': msg`Detail`,
  'skills.core': msg`Core Skills`,
  'skills.tools': msg`Tools & Technologies`,
  'skills.languages': msg`Languages`,
  certifications: msg`Certification`,
  'projects.name': msg`Project Name`,
  'projects.bullets': msg`Bullet`,
};

const REASONS: Record<ImportReason, MessageDescriptor> = {
  'order-only': msg`The title and the company were told apart by their order only.`,
  'name-size': msg`The name was not set larger than the rest of the page.`,
  'place-position': msg`Read as the place from its position among the contact details.`,
  'dates-as-written': msg`Dates kept as written: set the months if you want them shown as a range.`,
  'low-confidence': msg`Read with low confidence.`,
};

/** What the editor calls the field `key` names; a custom section's field goes by the heading the document gave it. */
export function fieldName(key: string, heading?: string): string {
  if (key.startsWith('custom.')) return heading ?? '';
  const name = NAMES[fieldKindOf(key) as keyof typeof NAMES];
  if (name === undefined) return '';
  return typeof name === 'string' ? name : i18n._(name);
}

/** Why the import was unsure, in the interface's language; a mark saved before the codes holds its own sentence. */
export function reasonText(reason: string): string {
  return reason in REASONS ? i18n._(REASONS[reason as ImportReason]) : reason;
}
