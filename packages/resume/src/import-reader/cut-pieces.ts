import { isKnownCity } from './cities';
import { looksLikePlace } from './places';
import type { Piece } from './entries';
import { atFullStop, schoolNames, STUDY_MODE } from './school-segments';
import { unitsAfterTitles } from './units-after-titles';
import { GRADE } from './entry-labels';
import {
  isCountry,
  PLACE_TAIL,
  TOWN_WORDS,
  campusOf,
  employerAndPlace,
  placesJoined,
  shortNameOf,
  townInBrackets,
} from './place-tails';
import {
  AT,
  COMPANY_CJK,
  IS_LEGAL_FORM,
  LEGAL_FORM,
  UNIT_NAME,
  companyScore,
  degreeScore,
  endsFacultyName,
  schoolScore,
  titleScore,
} from './lexicon';

// An entry header's pieces cut where their words say they hold several fields ('Title, Company, City'), each place
// marked: what assign-pieces.ts then tells apart.

/**
 * A piece parted at its title's joiner to the employer: at the only one, or at the last when the title holds one of
 * its own ('Auxiliar administrativa en prácticas en Ford España, Almussafes'); unparted, one piece.
 */
function atLastJoiner(text: string): string[] {
  const found = [...text.matchAll(new RegExp(AT.source, `${AT.flags}g`))];
  if (found.length < 2) return text.split(AT);
  const last = found.at(-1)!;
  const rest = text.slice(last.index + last[0].length);
  // (Not a town after it: 'Profesora en Colegio Alameda en Sevilla' names where.)
  if (isKnownCity(rest.split(/,\s*/u)[0]!) || !titleScore(text.slice(0, last.index))) return text.split(AT);
  return [text.slice(0, last.index), rest];
}

/**
 * A piece cut at its commas where the words say it holds several fields: 'Title, Company, City' when the header
 * has nothing else to name them ('Senior Engineer, Northwind Payments, Leeds'), and a place at its end
 * ('Parkland Health, Dallas, TX'). 'Golden Gate Logistics, Inc.' stays whole.
 */
export function cutPieces(given: Piece[], school: boolean): Piece[] {
  const out: Piece[] = [];
  const pieces = school ? given : unitsAfterTitles(given);
  for (const p of pieces) {
    // A school's level as the label of its name ('Enseñanza Media: Liceo Carmela Carvajal de Prat'): two pieces.
    const level = school ? /^([^:：]{3,40})[:：]\s+(.+)$/u.exec(p.text) : null;
    if (level && degreeScore(level[1]!) && !schoolScore(level[1]!) && schoolScore(level[2]!)) {
      // (The subjects after the label are the degree's, the school after them: 'A Levels: Mathematics, Geography,
      // Business Studies, Leeds City College'.)
      const segments = level[2]!.split(/,\s+/u);
      const subjects = segments.slice(0, -1);
      const [degree, school] =
        subjects.length && schoolScore(segments.at(-1)!) && !subjects.some((seg) => schoolScore(seg))
          ? [`${level[1]!.trim()}: ${subjects.join(', ')}`, segments.at(-1)!]
          : [level[1]!.trim(), level[2]!.trim()];
      out.push({ ...p, text: degree }, { ...p, text: school, order: p.order + 0.1 });
      continue;
    }
    // The header's only piece but for places ('Senior Buyer, Northwind Traders' over 'Seattle, WA').
    // ('Master of Business Administration (MBA)' is set as 'Köln (NRW)' is, and names no place.)
    // (A name before a place is no place alone: 'Twilio SendGrid, Denver, CO' before '— Customer Success Manager,
    // Mid-Market', whose comma is the title's.)
    const purePlace = (q: Piece) => {
      const segments = q.text.split(/,\s*/u);
      return segments.length < 3 || PLACE_TAIL(segments, school) >= segments.length;
    };
    const alone = pieces.every(
      (q) =>
        q === p ||
        (looksLikePlace(q.text) &&
          purePlace(q) &&
          !companyScore(q.text) &&
          !(school ? degreeScore : titleScore)(q.text)),
    );
    const at = atLastJoiner(p.text);
    // 'Barista at Philz Coffee, Berkeley': English 'at' joins a title to its employer whatever the title's words; the
    // other languages' joiners ('en', 'w') are words of titles too ('Ingeniero en Sistemas'), so the title must say so.
    if (
      alone &&
      !school &&
      at.length === 2 &&
      // A title before its joiner is one phrase: 'Consultora, Accenture, Madrid, Contrato en prácticas' is a list. In
      // English it may name its unit ('BI Developer, Finance and Operations at Intermountain Health').
      (!at[0]!.includes(',') || (/\s(?:at|@)\s/u.test(p.text) && titleScore(at[0]!) > 0)) &&
      (titleScore(at[0]!) || /\s(?:at|@)\s/u.test(p.text)) &&
      at[1]!.length > 1
    ) {
      const [company, place] = employerAndPlace(at[1]!.trim());
      out.push({ ...p, text: at[0]!.trim() }, { ...p, text: company, order: p.order + 0.1 });
      if (place) out.push({ ...p, text: place, order: p.order + 0.9, place: true } as Piece);
      continue;
    }
    // 'Deloitte S.L. (Madrid)': a company's town in brackets after it. What comes before is read on
    // ('Marketing Coordinator, HubSpot (Remote)').
    // (A sentence's full stop after the brackets: '\textbf{Cargo}, Ford España (Almussafes).')
    // (A school's mode of study in brackets after it is no part of its name: 'RMIT University (part-time)', nor its
    // language of teaching: 'CBSE, English Medium'.)
    const whole = p.text.replace(/\)\.$/u, ')').replace(school ? STUDY_MODE : /$^/u, '');
    // (A French town with its département's number: 'Salaisons Berthier (Saint-Priest, 69)'.)
    const bracket = whole.match(
      /^(.+?)\s*\(([\p{Lu}\p{Lo}][\p{L}\p{M}.' -]+(?:,\s*(?:[\p{Lu}][\p{L}\p{M}.' -]+|\d{2,3}|2[AB]))?)\)$/u,
    );
    // A town and its province after an employer its words name, on its line: 'Industrias Cárnicas Vaquero, S.A.' ·
    // 'Paterna (Valencia)' is one place.
    const townWithProvince =
      !school &&
      bracket &&
      /^\p{Lu}[\p{Ll}\p{M}'’-]+(?: \p{Lu}[\p{Ll}\p{M}'’-]+)?$/u.test(bracket[1]!) &&
      looksLikePlace(whole) &&
      !companyScore(bracket[1]!) &&
      !titleScore(bracket[1]!) &&
      pieces.some((q) => q !== p && q.line === p.line && q.order < p.order && companyScore(q.text) > 0);
    if (townWithProvince) {
      out.push({ ...p, text: whole, order: p.order + 0.9, place: true } as Piece);
      continue;
    }
    const townInBracket =
      bracket &&
      // (A school's town only when known: 'Universidad de Deusto (Bilbao)'; not 'Colegio Mayor (Residencia)'.)
      (!school || (!!schoolScore(bracket[1]!) && isKnownCity(bracket[2]!))) &&
      // 'Laboratorios Cinfa, Pamplona (España)': the country is the town's; the town is read from the commas below.
      !(bracket[1]!.includes(', ') && isCountry(bracket[2]!)) &&
      // (Lower case, or a script without case: 'شركة المراعي (الرياض)'.)
      /[\p{Ll}\p{Lo}]/u.test(bracket[2]!) &&
      !titleScore(bracket[2]!) &&
      !companyScore(bracket[2]!) &&
      // (Not the employer's own short name: 'Exportadora de Alimentos S.A. (Expalsa)'.)
      !shortNameOf(bracket[1]!, bracket[2]!) &&
      (companyScore(bracket[1]!) ||
        isCountry(bracket[2]!) ||
        townInBrackets(bracket[2]!) ||
        // One capitalised word after 'Title, Employer' ('Ingeniera de Calidad, Ford España (Almussafes)').
        (bracket[1]!.includes(', ') && /^\p{Lu}[\p{Ll}\p{M}'-]+$/u.test(bracket[2]!)));
    // A town's province in brackets after it, at the end of 'Title, Employer, Town' ('…, Arcor S.A.I.C., Arroyito
    // (Córdoba)'): the place is the town with its province.
    const before = bracket?.[1]!.split(/,\s+/u) ?? [];
    // (Not places joined in the brackets, each the employers' before it: 'Adecco, Randstad, Synergie (Lyon et Ain)'.)
    const townFirst =
      townInBracket &&
      !placesJoined(bracket[2]!) &&
      before.filter((seg) => !IS_LEGAL_FORM.test(seg)).length >= 3 &&
      /^\p{Lu}[\p{Ll}\p{M}'-]+(?: \p{Lu}[\p{Ll}\p{M}'-]+)?$/u.test(before.at(-1)!) &&
      !companyScore(before.at(-1)!) &&
      !titleScore(before.at(-1)!);
    const placeText = townFirst ? `${before.at(-1)} (${bracket![2]})` : bracket?.[2];
    // (Put after the pieces read from the rest, which come in the order they are written.)
    const town = townInBracket ? [{ ...p, text: placeText!, order: p.order + 0.9, place: true } as Piece] : [];
    // moderncv ends an entry's line with a full stop ('…, Oakland, CA.'): not the region's.
    const text = (townFirst ? before.slice(0, -1).join(', ') : townInBracket ? bracket[1]! : whole).replace(
      /(,\s*\p{Lu}{2})\.$/u,
      '$1',
    );
    // Arabic script's comma ('کارشناسی مهندسی کامپیوتر، دانشگاه صنعتی شریف') where the text has no Latin one.
    const comma = !text.includes(',') && text.includes('،') ? '،' : ',';
    let segments = text
      // (Not inside brackets: 'Classes préparatoires scientifiques (MPSI, MP)'.)
      .split(comma === ',' ? /,\s+(?![^()]*\))/u : /،\s*/u)
      .flatMap((seg) => (school ? atFullStop(seg) : [seg]))
      .filter(Boolean);
    // A company's legal form after its comma belongs to it; 'CO' after a town and a name before it is Colorado
    // ('Northwind Traders, Denver, CO').
    segments = segments.reduce<string[]>(
      (acc, seg) =>
        IS_LEGAL_FORM.test(seg) && acc.length && !(seg === 'CO' && acc.length >= 2 && !companyScore(acc.at(-1)!))
          ? [...acc.slice(0, -1), `${acc.at(-1)}, ${seg}`]
          : [...acc, seg],
      [],
    );
    // (So do a university's initials after its faculty's name: 'Ayudante de cátedra, Facultad de Ciencias
    // Económicas, UBA, CABA'.)
    segments = segments.reduce<string[]>(
      (acc, seg) =>
        acc.length && endsFacultyName(acc.at(-1)!, seg)
          ? [...acc.slice(0, -1), `${acc.at(-1)}, ${seg}`]
          : [...acc, seg],
      [],
    );
    // A firm's name with commas of its own before its legal form ('Ribeiro, Matos & Associados, SROC, Lda.'): one
    // name back to the first segment that reads as a title ('Auditor, Ribeiro & Matos, Lda.').
    const firm = school
      ? -1
      : segments.findLastIndex((seg) => /,\s*\S+$/u.test(seg) && IS_LEGAL_FORM.test(seg.split(/,\s*/u).at(-1)!));
    if (firm > 0) {
      let from = firm;
      while (from > 0 && !titleScore(segments[from - 1]!) && !isKnownCity(segments[from - 1]!)) from--;
      segments = [...segments.slice(0, from), segments.slice(from, firm + 1).join(', '), ...segments.slice(firm + 1)];
    }
    // (A school's mode of study alone in its brackets, '(Part-time)', names nothing.)
    if (!segments.length) continue;
    if (segments.length === 1) {
      out.push({ ...p, text }, ...town);
      continue;
    }
    // A town the header names again as its place, set apart ('College of Engineering, Pune' | 'Pune, India'), is
    // part of the name.
    const named = (town: string) =>
      pieces.some((q) => q !== p && q.line === p.line && q.text.startsWith(town) && looksLikePlace(q.text));
    // (So is a school's last segment when its line gives the place apart and that segment is no known town: 'Delhi
    // Public School, R.K. Puram' | 'New Delhi, India'.)
    const placedApart =
      school &&
      !isKnownCity(segments.at(-1)!) &&
      pieces.some(
        (q) =>
          q !== p &&
          q.line === p.line &&
          !!q.apart &&
          looksLikePlace(q.text) &&
          !schoolScore(q.text) &&
          !degreeScore(q.text),
      );
    const tail = named(segments.at(-1)!) || placedApart ? 0 : PLACE_TAIL(segments, school);
    // A line that is only a place, town first ('Madrid, Comunidad de Madrid, España', LinkedIn's, under a company
    // and a title of their own): one place.
    // Or set apart after the employer on its line ('Persistent Systems' | 'Pune, India').
    const placeOnly =
      tail > 0 &&
      ((pieces.filter((q) => q.line === p.line).length === 1 && pieces.filter((q) => q.line !== p.line).length >= 2) ||
        (pieces.some((q) => q.line === p.line && q.order < p.order) && looksLikePlace(segments[0]!))) &&
      segments.every((seg) => /^[\p{Lu}][\p{L}\p{M}.' -]*$/u.test(seg) && !companyScore(seg) && !titleScore(seg)) &&
      // (Before its tail, a town or a district: 'USDA Food and Nutrition Service, Alexandria, VA' names an employer.)
      segments.slice(0, -tail).every((seg) => isKnownCity(seg) || seg.split(/\s+/u).length <= 2) &&
      !(school && schoolScore(segments[0]!));
    if (placeOnly) {
      out.push({ ...p, text, order: p.order + 0.9, place: true } as Piece, ...town);
      continue;
    }
    const head = segments.slice(0, segments.length - tail);
    const place = segments.slice(segments.length - tail).join(`${comma} `);
    // Cut at its commas when it is the header's only piece, or a school's piece whose words name the school and
    // the degree apart ('Licenciatura en …, Universitat de Barcelona, Barcelona, Nota media: 8,1'). A job's title
    // may hold a comma and a word of a company's ('Peer Tutor, Writing Center').
    const both =
      school &&
      head.some((seg) => schoolScore(seg) && !degreeScore(seg)) &&
      head.some((seg) => degreeScore(seg) && !schoolScore(seg));
    // (Or a school's grade after it: 'Universidad Nacional de Córdoba. Promedio: 8,12'.)
    const isGrade = (seg: string) => GRADE.test(` ${seg}`);
    const graded =
      school &&
      head.some(isGrade) &&
      head.filter((seg) => !isGrade(seg)).every((seg) => schoolScore(seg) && !degreeScore(seg));
    // (A piece that is all place, 'Mooresville, NC' beside 'Senior Buyer, Lowe’s Companies, Inc.', leaves no name.)
    // (Or a title and an employer its words name as one, by a legal form or a company's word that no title has:
    // 'מפתחת Full Stack, חברת דאטה-וויו מערכות בע"מ' over a line about the employer.)
    // (Or by a company's word where the header's other lines hold no more than a town: 'Sjuksköterska
    // (sommarvikariat), Kungälvs sjukhus' over 'Kungälv'.)
    const elsewhere = pieces.filter((q) => q.line !== p.line);
    const onlyTownElse =
      elsewhere.length > 0 &&
      elsewhere.every((q) => TOWN_WORDS.test(q.text) && !companyScore(q.text) && !titleScore(q.text));
    const titleThenFirm =
      !school &&
      head.length === 2 &&
      titleScore(head[0]!) > 0 &&
      !companyScore(head[0]!) &&
      (COMPANY_CJK.test(head[1]!) ||
        LEGAL_FORM.test(head[1]!.split(/\s+/u).at(-1)!) ||
        (onlyTownElse && companyScore(head[1]!) > 0 && !titleScore(head[1]!)));
    const parts = !head.length
      ? []
      : alone || both || graded || titleThenFirm
        ? school
          ? schoolNames(head)
          : [...head]
        : [head.join(`${comma} `)];
    // (A state university's campus goes on its name: 'University of California, Berkeley'.)
    for (let k = parts.length - 2; k >= 0; k--)
      if (campusOf(parts[k]!, parts[k + 1]!)) parts.splice(k, 2, `${parts[k]}${comma} ${parts[k + 1]}`);
    // 'Charge Nurse, Emergency Department, Highland Hospital': the unit goes with the title, the employer after it.
    if (
      alone &&
      !school &&
      parts.length === 3 &&
      UNIT_NAME.test(parts[1]!) &&
      !UNIT_NAME.test(parts[2]!) &&
      companyScore(parts[2]!)
    )
      parts.splice(0, 2, `${parts[0]}, ${parts[1]}`);
    parts.forEach((text, i) => out.push({ ...p, text, order: p.order + i * 0.1 }));
    if (place) out.push({ ...p, text: place, order: p.order + 0.9, place: true } as Piece);
    out.push(...town);
  }
  return out;
}
