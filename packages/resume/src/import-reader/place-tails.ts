import { isKnownCity } from './cities';
import { isWorkMode, looksLikePlace } from './places';
import { CAMPUS, IS_LEGAL_FORM, companyScore, degreeScore, schoolScore, titleScore, UNIT_HEAD } from './lexicon';

// The places an entry header's pieces end with or hold in brackets ('Parkland Health, Dallas, TX', 'Salaisons Berthier
// (Saint-Priest, 69)'), as cut-pieces.ts cuts them off.

export const COUNTRIES =
  /^(?:usa|us|uk|united states|united kingdom|canada|australia|germany|deutschland|österreich|schweiz|switzerland|france|españa|spain|méxico|mexico|italia|italy|portugal|brasil|brazil|nederland|netherlands|sverige|sweden|polska|poland|türkiye|india|japan|china|egypt|مصر|russia|россия|ukraine|україна)$/iu;
export const UNIVERSITY_OF = /^(?:the\s+)?university of\s/iu;

/** Every country's and territory's name in English, as Intl names the regions ('Ghana', 'Philippines'): made once, when first asked. */
let countryNames: Set<string> | undefined;
function allCountryNames(): Set<string> {
  if (countryNames) return countryNames;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  countryNames = new Set<string>();
  for (let a = 65; a <= 90; a++)
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      try {
        const name = names.of(code);
        if (name && name !== code) countryNames.add(name.toLowerCase());
      } catch {
        // (Not a region's code.)
      }
    }
  return countryNames;
}
export const isCountryName = (text: string): boolean =>
  allCountryNames().has(text.replace(/^the\s+/iu, '').toLowerCase());
/** A country's name as resumes write it: in the languages the list holds, or in English ('Romania', 'New Zealand'). */
export const isCountry = (text: string): boolean => COUNTRIES.test(text.trim()) || isCountryName(text.trim());

/**
 * One or two words of a script with no capitals to tell a name by, as India's scripts are written ('बाराबंकी'): after
 * an employer's name and a comma, its town.
 */
const INDIC =
  '\\p{sc=Deva}\\p{sc=Beng}\\p{sc=Guru}\\p{sc=Gujr}\\p{sc=Orya}\\p{sc=Taml}\\p{sc=Telu}\\p{sc=Knda}\\p{sc=Mlym}';
const INDIC_WORDS = new RegExp(`^[${INDIC}]+(?: [${INDIC}]+)?$`, 'u');

/** 'University of California': a university named for a state or a system, whose campus its name may go on with. */
const namedForNoPlace = (name: string) => {
  const of = name.replace(UNIVERSITY_OF, '');
  return UNIVERSITY_OF.test(name) && !isKnownCity(of) && !isCountryName(of);
};

/** A state university's campus after its comma, part of its name: 'University of California' + 'Berkeley'. */
export const campusOf = (name: string, next: string): boolean =>
  namedForNoPlace(name) &&
  // (Not its town when it names its campus already: 'University of Illinois Chicago, Chicago'.)
  !name.toLowerCase().includes(next.toLowerCase()) &&
  /^[\p{Lu}][\p{L}\p{M}.'-]+(?: [\p{Lu}][\p{L}\p{M}.'-]+)?$/u.test(next) &&
  !companyScore(next) &&
  !titleScore(next) &&
  !degreeScore(next) &&
  !schoolScore(next);

/**
 * 'Transportes Levante S.L., Valencia', 'Rheinwerk Anlagenbau GmbH, Köln': a company's town after its name and a
 * comma, or a school's ('Landrat-Lucas-Gymnasium, Leverkusen'), one or two capitalised words. Not a state
 * university's campus, part of its name ('University of California, Berkeley'); not after a degree, whose subject may
 * hold an employer's word ('Certificate IV in Work Health and Safety, TAFE NSW'); nor a title after its employer
 * ('Sutter Health, Rehabilitation Aide').
 */
export const townAfterName = (name: string, town: string, school: boolean): boolean =>
  !(school && (UNIVERSITY_OF.test(name) || degreeScore(name))) &&
  (companyScore(name) > 0 || (school && schoolScore(name) > 0 && !schoolScore(town))) &&
  !companyScore(town) &&
  !titleScore(town) &&
  !degreeScore(town) &&
  (/^[\p{Lu}][\p{L}\p{M}.'-]+(?:[ -][\p{Lu}][\p{L}\p{M}.'-]+)?$/u.test(town) ||
    INDIC_WORDS.test(town) ||
    // (Or a known town in a script without capitals: 'الجامعة الأردنية، عمّان'.)
    (/^[\p{Script=Arabic}\p{Script=Hebrew}\p{M}\s]+$/u.test(town) && isKnownCity(town)));

/**
 * A town with its country or region in brackets, as Europass writes it after an employer or a school: 'Pamplona
 * (España)', 'Ploieşti (Romania)'; a French town with its département's number, 'Saint-Priest (69)'; an Italian one with its province's
 * code, 'Dalmine (BG)'.
 */
export function townInRegion(text: string): boolean {
  const m = text.match(/^[\p{Lu}][\p{L}\p{M}.' -]+\s*\(([^()]+)\)$/u);
  const region = m?.[1]!.trim() ?? '';
  return !!m && (isCountry(region) || /^(?:\d{2,3}|2[AB])$/u.test(region) || ITALIAN_PROVINCES.has(region));
}

/** The codes of Italy's provinces, as a town's bracket gives them: 'Stezzano (BG)', 'Limito di Pioltello (MI)'. */
const ITALIAN_PROVINCES = new Set(
  `AG AL AN AO AP AQ AR AT AV BA BG BI BL BN BO BR BS BT BZ CA CB CE CH CL CN CO CR CS CT CZ EN FC FE FG FI FM FR GE GO
  GR IM IS KR LC LE LI LO LT LU MB MC ME MI MN MO MS MT NA NO NU OR PA PC PD PE PG PI PN PO PR PT PU PV PZ RA RC RE RG RI
  RM RN RO SA SI SO SP SR SS SU SV TA TE TN TO TP TR TS TV UD VA VB VC VE VI VR VT VV`.split(/\s+/u),
);

/** 'Dallas, TX', 'Leeds', 'Madrid, España': the end of a piece that names a place. */
export const PLACE_TAIL = (segments: string[], school: boolean) => {
  const last = segments.at(-1)!;
  // A school's campus is part of its name: 'Universidad Autónoma Metropolitana, Unidad Iztapalapa', 'Universidad
  // Nacional de Colombia, Sede Bogotá', 'Tecnológico de Monterrey, Campus Querétaro'.
  if (school && CAMPUS.test(last)) return 0;
  // 'Northwind Traders, Remote': how the job was done stands where its place would.
  if (segments.length >= 2 && isWorkMode(last)) return 1;
  if (segments.length >= 2 && townInRegion(last)) return 1;
  // 'ООО «ТехноПривод», г. Королёв': a town after its abbreviation, as Russian ('г.') and Ukrainian ('м.') write it.
  if (segments.length >= 2 && /^(?:г|м|пгт|смт)\.\s*\p{Lu}/u.test(last)) return 1;
  // 'शर्मा ट्रेडिंग कंपनी, सांगानेर, जयपुर', 'Acme Corp., Brooklyn, New York': an employer's district, then its town.
  if (
    !school &&
    segments.length === 3 &&
    companyScore(segments[0]!) &&
    isKnownCity(last) &&
    segments[1]!.split(/\s+/u).length <= 2 &&
    !companyScore(segments[1]!) &&
    !titleScore(segments[1]!)
  )
    return 2;
  // 'Coolblue, Rotterdam': a known town after an employer, or after a school named by no school's words ('Ironhack,
  // Madrid'). (After a university it may be the campus: 'University of Texas, Austin'.)
  // (An employer's too: 'Graduate Student Researcher, University of California, Berkeley'.)
  if (
    segments.length >= 2 &&
    (!school || !schoolScore(segments.slice(0, -1).join(', '))) &&
    isKnownCity(last) &&
    !isKnownCity(segments.at(-2)!) &&
    !namedForNoPlace(segments.at(-2)!)
  )
    return 1;
  // 'Queen’s College, Yaba, Lagos': a school named in its first segment, then its district and town. (Not a
  // university's campus: 'University of California, Berkeley'.)
  const townish = (seg: string) =>
    /^[\p{Lu}][\p{L}\p{M}.'-]+(?: [\p{Lu}][\p{L}\p{M}.'-]+)?$/u.test(seg) && !schoolScore(seg) && !degreeScore(seg);
  // 'University of Lagos, Akoka': a university named for its city, then the district it stands in; 'University of
  // Ghana, Accra': one named for its country, then its town. (Not a state's university and its campus: 'University
  // of California, Berkeley'.)
  const namedFor = segments[0]!.replace(UNIVERSITY_OF, '');
  if (
    school &&
    segments.length === 2 &&
    UNIVERSITY_OF.test(segments[0]!) &&
    (isKnownCity(namedFor) || isCountryName(namedFor)) &&
    townish(last)
  )
    return 1;
  if (
    school &&
    segments.length >= 3 &&
    schoolScore(segments[0]!) &&
    !UNIVERSITY_OF.test(segments[0]!) &&
    segments.slice(1).every(townish) &&
    isKnownCity(last)
  )
    return segments.length - 1;
  // 'Oak Brook, IL', 'Pittsburgh, PA 15217'; not a title and a course's code ('Undergraduate Teaching Assistant, CS
  // 25100').
  if (
    segments.length >= 2 &&
    /^[\p{Lu}]{2}(?:\s+\d{5})?$/u.test(last) &&
    /^[\p{Lu}][\p{L}\p{M}.' -]+$/u.test(segments.at(-2)!) &&
    !titleScore(segments.at(-2)!)
  )
    return 2;
  if (segments.length === 2 && townAfterName(segments[0]!, last, school)) return 1;
  if (segments.length >= 2 && COUNTRIES.test(last))
    return /^[\p{Lu}][\p{L}\p{M}.' -]+$/u.test(segments.at(-2)!) && segments.length >= 3 ? 2 : 1;
  // 'Festo SE & Co. KG, Esslingen am Neckar': a town joined by its little words after a company's name. (Not a
  // university's faculty: 'Universidad Nacional de Cuyo, Facultad de Ciencias Agrarias'.)
  if (
    segments.length >= 2 &&
    companyScore(segments.at(-2)!) &&
    !companyScore(last) &&
    TOWN_SHAPE.test(last) &&
    !UNIT_HEAD.test(last) &&
    // (Nor a university named so: 'EGADE Business School, Tecnológico de Monterrey'.)
    !schoolScore(last)
  )
    return 1;
  return 0;
};

/**
 * A town's name joined by its little words, as Romance and German towns are named ('San Fernando de Henares',
 * 'Alcalá de Henares', 'Frankfurt am Main'): no list holds them all, but a company's name in brackets is rarely so.
 */
export const TOWN_SHAPE =
  /^(?:[\p{Lu}][\p{L}\p{M}'-]+\s)+(?:de|del|de la|de las|de los|do|da|dos|das|di|am|an der|im|sur|sous|en)\s(?:[\p{Lu}][\p{L}\p{M}'-]+\s?)+$/u;

/** A one-word name in brackets made from the start of the name before it: 'Expalsa' of 'Exportadora de Alimentos'. */
export const shortNameOf = (name: string, bracket: string) =>
  /^\p{Lu}\p{L}+$/u.test(bracket) &&
  !looksLikePlace(bracket) &&
  bracket.slice(0, 3).toLowerCase() === name.trim().slice(0, 3).toLowerCase();

/** A French town and its département's number, as French CVs place an employer: 'Saint-Priest, 69'. */
export const TOWN_AND_DEPARTEMENT = /^[\p{Lu}][\p{L}\p{M}'’ -]+,\s*(?:0[1-9]|[1-8]\d|9[0-5]|2[AB]|97[1-6])$/u;

/** What brackets after an employer hold when they name its town: a place the lists know, or one shaped like a town. */
/** A French town's hyphened name: 'Saint-Nazaire', 'Sainte-Foy', 'Aix-en-Provence', 'Châlons-sur-Marne'. */
const FRENCH_TOWN = /^(?:(?:Saint|Sainte|St|Ste)-\p{Lu}|\p{Lu}\p{Ll}+-(?:sur|sous|en|le|la|les|de|du|lès|lez)-\p{Lu})/u;
export const townInBrackets = (text: string) =>
  looksLikePlace(text) ||
  TOWN_SHAPE.test(text) ||
  TOWN_AND_DEPARTEMENT.test(text) ||
  FRENCH_TOWN.test(text) ||
  placesJoined(text);

/** Two places joined by 'and' in the resume's language, one of them known: 'Lyon et Ain', 'Leeds and Bradford'. */
export function placesJoined(text: string): boolean {
  const places = text.split(/\s+(?:et|and|y|und|e|en|och|i)\s+|\s*\/\s*/u);
  return places.length === 2 && places.every((p) => TOWN_WORDS.test(p)) && places.some((p) => looksLikePlace(p));
}

/** After 'Title at': 'Blue Bottle Coffee, Oakland' is the employer and its town; 'Acme, Inc.' is one name. */
export function employerAndPlace(text: string): [string, string?] {
  // 'Clínica Dental Sonrisas (Valencia)': the town in brackets.
  const bracket = text.match(/^(.+?)\s*\(([^()]+)\)$/u);
  if (bracket && townInBrackets(bracket[2]!)) return [bracket[1]!, bracket[2]!];
  const m = text.match(/^(.+?),\s+([^,]+(?:,\s*[\p{Lu}]{2})?)$/u);
  if (!m || IS_LEGAL_FORM.test(m[2]!) || companyScore(m[2]!)) return [text];
  const place = m[2]!;
  return looksLikePlace(place) || /^(?:[\p{Lu}][\p{L}\p{M}.'-]+\s?){1,3}(?:,\s*[\p{Lu}]{2})?$/u.test(place)
    ? [m[1]!, place]
    : [text];
}

/** A town's name: one or two capitalised words ('Kungälv', 'Ponta Grossa'). */
export const TOWN_WORDS = /^\p{Lu}[\p{L}\p{M}.'’-]+(?: \p{Lu}[\p{L}\p{M}.'’-]+)?$/u;
