import type { Entry, Piece } from './entries';
import { headingKind } from './headings';
import { degreeScore, schoolScore } from './lexicon';
import type { SourceLine } from './types';

// Certifications listed under a heading that names them with the schools ('EDUCATION & CERTIFICATIONS'): apart from
// the schools, in the resume's certifications.

/** A heading that names certifications beside another section ('Education & Certifications', 'Formación y certificaciones'). */
export const namesCertifications = (heading: SourceLine | undefined): boolean =>
  !!heading &&
  heading.text
    .split(/\s+(?:and|und|y|e|et|&|\+)\s+|\s*[/,]\s*/iu)
    .some((half) => headingKind(half)?.kind === 'certifications');

/**
 * An entry of one line that names neither a school nor a degree ('Lean Six Sigma Black Belt (ASQ), 2018', 'Certified
 * in Planning and Inventory Management (CPIM), APICS, 2014'): a certification.
 */
export const isCertification = (e: Entry, pieces: readonly Piece[]): boolean =>
  e.header.length === 1 &&
  !e.bullets.length &&
  !e.paragraphs.length &&
  (pieces.every((p) => !schoolScore(p.text) && !degreeScore(p.text)) || KNOWN_CERTIFICATION.test(e.header[0]!.text));

/**
 * Certifications named first whose awarding body is named as an institute or an academy after them ('PMP – Project
 * Management Institute, 2017', 'CCNA – Cisco Networking Academy'): their body's words are no school's.
 */
const KNOWN_CERTIFICATION =
  /^(?:PMP|CAPM|PMI-[A-Z]{2,4}|PgMP|CSM|CSPO|PSM(?: I{1,3})?|SAFe|CISSP|CISA|CISM|CompTIA|CCNA|CCNP|ITIL|CPA|CFA|CMA|CIA|SHRM-S?CP|S?PHR|(?:Lean )?Six Sigma|AWS Certified|Microsoft Certified)(?![\p{L}\d])|^Certified\s/u;

/**
 * A course at a training centre in a Chinese CV's education table, its level 'completed' ('2019.02-2019.05' |
 * '深圳启航职业培训中心' | '软件测试' | '培训结业'): a certificate of training, no school's degree.
 */
export const isTrainingCourse = (pieces: readonly Piece[]): boolean =>
  pieces.some((p) => /^(?:培训结业|培訓結業|结业|結業)$|培训中心$|培訓中心$|培训学校$|培訓學校$/u.test(p.text.trim()));
