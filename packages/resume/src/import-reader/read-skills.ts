import { skillTableRows } from './skill-table';
import { LINE_MARK } from './list-marks';
import { joinOffGridParts } from './grid-cells';
import { newId } from '../defaults';
import type { Collected } from './collected';
import { findDates } from './dates';
import { digitalGrid } from './digital-grid';
import { namesInSkillSentences } from './skill-sentences';
import { partsText, withoutNumbers } from './plain-items';
import {
  DRIVING_LICENCE,
  TYPING_SPEED,
  drivingLicenceItem,
  groupNames,
  LANGUAGE_LABEL,
  listItems,
} from './skill-lists';
import { isMeasuredRow, onlyColumnHeads, onlyLevels, skillOfMeasuredRow, withoutLevels } from './skill-levels';
import { oneSkillAMark } from './skill-phrases';
import { joinWrappedLists } from './skill-wraps';
import { groupColumnLabels, joinGridCells } from './skill-grid-cells';
import { PHOTO_BOX } from './headline-text';
import { cefrLevels, languageGrid } from './language-grid';
import { markedGrid } from './marked-grid';
import { columnRight } from './section-entries';
import { headingKind } from './headings';
import { sourceIds } from './line-joins';
import type { Section, SourceLine } from './types';
/** The place and day a German CV is signed with ('München, 12.11.2026', 'Köln, den 3. Mai 2023'). */
/** 'References available upon request', in a list's place: a courtesy, no skill and no item. */
const REFERENCES_ON_REQUEST =
  /^(?:references?|referencias|referenzen|références|referências|referenze|referenties|referencje|рекомендации|המלצות|المراجع)(?!\p{L}).{0,30}(?:request|solicitud|petici[oó]n|anfrage|demande|solicitação|pedido|consulta|richiesta|aanvraag|życzenie|запросу|דרישה|בקשה|الطلب)\.?$/iu;
/**
 * The consent to the processing of one's data that Italian, Polish, Spanish and Portuguese CVs end with ('Autorizzo il
 * trattamento dei miei dati personali ai sensi del D.Lgs. 196/2003 …'): no skill.
 */
const DATA_CONSENT =
  /^(?:autorizzo il trattamento|wyrażam zgodę na przetwarzanie|autorizo el tratamiento|autorizo o tratamento|ich willige ein|j'autorise le traitement|i (?:hereby )?(?:consent|authori[sz]e) (?:to )?the processing)/iu;
/** The 2004 Europass's rows of a foreign language's levels ('Capacità di lettura', 'Reading skills'). */
const LANGUAGE_SKILL =
  /^(?:capacità di (?:lettura|scrittura|espressione orale)|(?:reading|writing|verbal) skills|comprensión (?:lectora|de lectura)|capacidad de (?:lectura|escritura|expresión oral)|expresión (?:oral|escrita)|capacité de (?:lecture|d'écriture|d’écriture|d'expression orale|d’expression orale)|capacidade de (?:leitura|escrita|expressão oral)|lesen|schreiben|sprechen)$/iu;
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const PLACE_AND_DAY = /^\p{Lu}[\p{L}\s.-]*,\s*(?:den\s+)?\d{1,2}\.\s?(?:\d{1,2}\.|\p{L}+)\s?(?:19|20)\d\d$/u;
/** A skills or languages section's lists: skills, spoken languages, and interests or licences filed among them. */
export function readSkills(c: Collected, s: Section, lines: readonly SourceLine[]): void {
  const { resume, used } = c;
  const source = c.source.bind(c);
  const p = resume.profile;
  // The list a line without a label of its own goes on: the one in the cell above it ('Знание языков' |
  // 'Русский — Родной' over 'Английский — C1').
  let cell: { x: number; languages: boolean } | undefined;
  let spokenBelow = false;
  const table = skillTableRows(s.lines);
  if (table.head) sourceIds(table.head).forEach((id) => used.add(id));
  const lists = withoutNumbers(
    joinOffGridParts(joinWrappedLists(joinGridCells(groupColumnLabels(table.lines)), columnRight(lines, s.lines))),
  );
  const grid = languageGrid(lists);
  const marked = markedGrid(lists);
  const digital = digitalGrid(lists);
  const oneAMark = oneSkillAMark(lists);
  /** Sentences that say what the skill named above them means, left for the reader to review. */
  const describes = new Set<number>();
  for (const [i, line] of lists.entries()) {
    const row = grid.rows.get(line.id);
    if (row) {
      resume.skills.languages.push(row);
      source('skills.languages', { text: row, lines: sourceIds(line), confidence: 0.8 });
      continue;
    }
    const cross = marked.rows.get(line.id);
    if (cross) {
      const [key, text] = cross.spoken
        ? (['languages', `${cross.name} (${cross.level})`] as const)
        : (['core', cross.name] as const);
      resume.skills[key].push(text);
      source(`skills.${key}`, { text, lines: sourceIds(line), confidence: 0.8 });
      continue;
    }
    if (grid.skip.has(line.id) || marked.skip.has(line.id) || digital.has(line.id)) {
      sourceIds(line).forEach((id) => used.add(id));
      continue;
    }
    // A closing line under the last table ('Köln, im Mai 2023', 'München, 12.11.2026') is no skill, nor is the
    // name signed under it. (A skills table's row is no closing line: 'Jenkins' | '2024' | '4 Years'; nor is a
    // marked item, '• Windows Server 2016 / 2019'.)
    const measuredRow = isMeasuredRow(line.parts.map((q) => q.text));
    // (With the name signed beside it, on a tab stop: 'Torino, 15 gennaio 2024' | 'Francesca Moretti'.)
    const signed =
      line.parts.length >= 2 && !!p.fullName && same(line.parts.at(-1)!.text, p.fullName)
        ? partsText(line.parts.slice(0, -1))
        : line.text;
    if (
      (!measuredRow &&
        !line.bullet &&
        signed.split(/\s+/).length <= 5 &&
        findDates(signed) &&
        (/\p{L}{3,}\.?\s+(?:19|20)\d\d/u.test(signed) || PLACE_AND_DAY.test(signed))) ||
      (!!p.fullName && same(line.text, p.fullName)) ||
      REFERENCES_ON_REQUEST.test(line.text.trim()) ||
      // (The photo's empty frame, a text box drawn wherever the page put it: 'ZDJĘCIE'.)
      PHOTO_BOX.test(line.text.trim()) ||
      DATA_CONSENT.test(line.text.trim())
    )
      continue;
    // A sub-heading alone on its line inside the skills ('Знание языков', then 'Навыки', as hh.ru prints them over
    // their lists): read, the lines under it spoken languages or skills as it says.
    const subheading = line.parts.length === 1 && !/[:：]\s*$/u.test(line.text) ? headingKind(line.text) : undefined;
    if (
      s.kind === 'skills' &&
      subheading &&
      subheading.cover >= 1 &&
      (subheading.kind === 'languages' || subheading.kind === 'skills')
    ) {
      spokenBelow = subheading.kind === 'languages';
      sourceIds(line).forEach((id) => used.add(id));
      continue;
    }
    if (s.kind === 'skills' && groupNames(line, lists[i + 1])) {
      sourceIds(line).forEach((id) => used.add(id));
      continue;
    }
    // A sentence under a skill's name in bold ('Customer Empathy' over 'I sit in on a sales or support call every week
    // so messaging starts from real words.', Enhancv's strengths): what the skill means to the person, no skill.
    const above = lists[i - 1];
    if (
      s.kind === 'skills' &&
      above &&
      (above.bold || describes.has(above.id)) &&
      !line.bold &&
      !line.bullet &&
      /\.$/u.test(line.text.trim()) &&
      line.text.split(/\s+/u).length >= 6
    ) {
      describes.add(line.id);
      continue;
    }
    // A Chinese sentence of proficiency names its tools inside it ('熟练使用 Python、SQL 进行数据提取').
    const named = s.kind === 'skills' ? namesInSkillSentences(line.text) : undefined;
    if (named) {
      resume.skills.core.push(...named);
      source('skills.core', { text: named.join(', '), lines: sourceIds(line), confidence: 0.7 });
      continue;
    }
    const listed = listItems(line, oneAMark.has(line.id));
    const label = listed.label;
    let items =
      s.kind === 'skills' ? withoutLevels(label ? listed.items : skillOfMeasuredRow(listed.items)) : listed.items;
    if (!label && (onlyLevels(items) || onlyColumnHeads(items)) && s.kind === 'skills') {
      sourceIds(line).forEach((id) => used.add(id));
      continue;
    }
    if (!items.length) {
      // A label over the list on the lines below ('Otro(s) idioma(s):'): read, and placed nowhere.
      if (/[:：]\s*$/u.test(line.text)) sourceIds(line).forEach((id) => used.add(id));
      continue;
    }
    // Interests or a driving licence among the skills ('Interests: chess, running', 'Führerschein: Klasse B') are
    // no skills: a section of their own. (A 'Certifications:' line there stays, as the person filed it.)
    // (So is a licence named in a list item of its own: 'Prawo jazdy kat. B', a line or a column's cell.)
    const licences = label
      ? []
      : items.flatMap((text) => {
          const kind = drivingLicenceItem(text);
          return kind ? [{ text, kind }] : [];
        });
    for (const { text, kind } of licences) {
      const id = newId();
      resume.custom.push({ id, label: kind, bullets: [text] });
      source(`custom.${id}.bullets`, { text, lines: sourceIds(line), confidence: 0.8 }, kind);
    }
    if (licences.length) items = items.filter((i) => !licences.some((l) => l.text === i));
    if (!items.length) continue;
    // (Skills the person describes in sentences after their label, Europass's 'Capacidades y competencias sociales' |
    // 'Trabajo en equipos …; formación de …': a section of their own, its text whole.)
    const described = !!label && line.parts.length > 1 && headingKind(label)?.kind === 'additional';
    if (
      label &&
      (headingKind(label)?.kind === 'interests' || described || DRIVING_LICENCE.test(label) || TYPING_SPEED.test(label))
    ) {
      const id = newId();
      if (described) items = [partsText(line.parts.slice(1))];
      resume.custom.push({ id, label, bullets: items });
      source(`custom.${id}.bullets`, { text: items.join('\n'), lines: sourceIds(line), confidence: 0.8 }, label);
      continue;
    }
    // The 2004 Europass's levels of the language above, a row each ('Capacità di lettura' | 'buono'): on it.
    // (Its mark before the label's cell, '• Capacità di lettura', makes the row a list's.)
    const spokenAbove = resume.skills.languages;
    const [skill, ...levelOf] = label ? [label, ...items] : line.parts.map((q) => q.text.replace(LINE_MARK, ''));
    if (levelOf.length && LANGUAGE_SKILL.test(skill!.replace(/[:：]\s*$/u, '').trim()) && spokenAbove.length) {
      // (Named by what is done, so that the language's line stays short: 'Inglese (lettura: buono; scrittura: …)'.)
      const done = skill!
        .replace(/[:：]\s*$/u, '')
        .trim()
        .replace(/^(?:capacità di|capacidad de|capacité de|capacité d['’]|capacidade de)\s*|\s+skills$/iu, '');
      const level = `${done}: ${levelOf.join(', ')}`;
      const last = spokenAbove.at(-1)!;
      spokenAbove[spokenAbove.length - 1] = last.endsWith(')')
        ? `${last.slice(0, -1)}; ${level})`
        : `${last} (${level})`;
      source('skills.languages', { text: level, lines: sourceIds(line), confidence: 0.8 });
      continue;
    }
    const under = !label && cell && Math.abs(line.parts[0]!.x - cell.x) < 3 ? cell : undefined;
    const languages =
      s.kind === 'languages' || spokenBelow || (label !== '' && LANGUAGE_LABEL(label, items)) || !!under?.languages;
    const itemsX = label && line.parts.length > 1 ? line.parts[1]!.x : undefined;
    cell = itemsX !== undefined ? { x: itemsX, languages } : under;
    // Europass's grid under a language ('Listening C1 | Reading C1 | Speaking B2'): its levels, on it.
    const levels = languages ? cefrLevels(items) : undefined;
    const spoken = resume.skills.languages;
    if (levels && spoken.length) {
      spoken[spoken.length - 1] = `${spoken.at(-1)} (${levels.join(', ')})`;
      source('skills.languages', { text: levels.join(', '), lines: [line.id], confidence: 0.8 });
      continue;
    }
    (languages ? resume.skills.languages : resume.skills.core).push(...items);
    const ids = sourceIds(line);
    source(languages ? 'skills.languages' : 'skills.core', {
      text: items.join(', '),
      lines: ids,
      confidence: 0.85,
    });
  }
}
