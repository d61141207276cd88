// Whether a piece of text is a place as resumes print one: a town with its region or country, an address, a work mode
// ('Remote'), in the resume languages' own forms.
import { isKnownCity } from './cities';
import { EMAIL } from './contact';
import { credentialsOnly, withoutCredentials } from './credentials';
import { HAN_KANA } from '../scripts';

/** Street addresses ('2840 W 32nd Ave' too), postal codes and 'City, ST' / 'City, Country' places. */
// Utah's and Idaho's grid addresses have no street word: '2150 S 1300 E', '450 N. 200 W.'. A Philippine address
// opens with its block and lot or names its barangay: 'Blk 12 Lot 5, Brgy. San Isidro, Cainta, Rizal'; or its street
// without a number before its town ('A. Bonifacio Avenue, Cainta, Rizal'). Nigeria's and India's number theirs: 'No.
// 14, Adeola Odeku Street, Victoria Island, Lagos'. A German street is one word or two: 'Hauptstraße 21', 'Bucher Straße 54'.
// (Street names end in their kind in German, the Nordic languages and Dutch: 'Venloer Straße 241', 'Storgatan 12',
// 'Kerkstraat 14'; a Swedish one may name a person, no number after it: 'Assar Gabrielssons väg'.) Romania's open with the street's kind: 'Strada Avram Iancu 27', 'Calea Victoriei 12'; so do Peru's
// ('Jr. Los Cedros 184'). (A registration's number is no postal code: 'Matrícula CCPL N.º 41827'.) A Vietnamese one
// starts at the house's number or names its lane: 'Số 18 ngõ 95 Chùa Bộc, Đống Đa, Hà Nội'.
// A Thai one too, then its soi or road: '123/45 ซอยลาดพร้าว 71'; a Hebrew one opens with its kind: 'רחוב ביאליק 27'.
// (South Asia and West Africa start an address at the house, flat or plot: 'House No. 214, Block G, Johar Town, Lahore',
// 'Flat No. B-304, …', 'Plot 12, Admiralty Way, …'; and Britain a flat before its house's number: 'Flat 4, 18
// Buckingham Gate'.)
const STREET =
  /^(?:số|so)\s+\d+[a-z]?\s|\b(?:ngõ|ngách|hẻm)\s+\d+|^#\s?\d+[a-z]?(?:\/\d+)?,\s*\S|^(?:house|flat|plot|door)\s+(?:no\.?\s*)?[\p{Lu}\d/-]*\d[\w/-]*,\s*[\p{Lu}\d]|^(?:blk\.?|block)\s+\d+\b|^no\.\s*\d+[a-z]?,?\s+[\p{Lu}]|^(?:[\p{Lu}][\p{L}.'-]*\s+){1,3}(?:avenue|street|road|boulevard|highway)\b[^,]*,\s*\p{Lu}|\bbrgy\.\s+[\p{Lu}\d]|\bbarangay\s+[\p{Lu}\d]|\b\d+\s+[NSEW]\.?\s+\d+\s+[NSEW]\b|\d+[a-z]?\s+(?:[\p{L}][\p{L}.' -]+|(?:[NSEW]\.?\s+)?\d+(?:st|nd|rd|th)\s+)\b(?:way|st|street|rd|road|ave|avenue|blvd|lane|ln|dr|drive|ct|court|pl|place|ter|hwy|pkwy|crescent|terrace|mews|gardens|grove)\b\.?|[\p{L}-]+(?:straße|strasse|str\.|weg|gasse|allee|platz|ring|damm|gatan|gata|vägen|väg|gränd|torget|piren|backen|stigen|gade|vej|veien|vegen|gaten|straat|laan|plein|gracht|kade)\s*\d+|[\p{L}-]+\s(?:straße|strasse|str\.|weg|gasse|allee|platz)\s*\d+|^(?:\p{Lu}\p{L}+\s)+\p{Lu}\p{L}+s\s(?:väg|gata|gränd)(?:\s+\d+\s?[a-z]?)?$|^\d+(?:\/\d+)?\s+(?:ซอย|ซ\.|ถนน|ถ\.|หมู่(?:ที่)?|ม\.)\s?\p{Script=Thai}|^(?:רחוב|רח['׳]|שדרות|שד['׳])\s*\p{Script=Hebrew}[\p{Script=Hebrew}\s'"׳״-]*\s\d+|^(?:polígono(?: industrial)?|parque (?:tecnológico|empresarial|científico))\b|\b(?:cdla\.|ciudadela|mz\.|manzana|urb\.|urbanización|col\.|colonia|fracc\.|fraccionamiento)\s+[\p{Lu}\d]|\b(?:calle|c\/|av\.|avda\.?|avenida|carrera|cra\.?|plaza|pza\.?|paseo|pasaje|camino|ronda|carrer|passeig|avinguda|plaça|rúa|rue|avenue|boulevard|chemin|allée|quai|via|viale|piazza|corso|rua|travessa|ulica|ul\.|strada|str\.|calea|bulevardul|aleea|șoseaua|jr\.|jirón)\s+[\p{L}\d]/iu;
const POSTAL =
  /(?:[–-]\s*|\s)[1-9]\d{5}(?=,|$)|(?<!\d[\s.-]?)\b[1-9]\d{5}(?=\s\p{Lu}\p{Ll})|(?<!(?:\bN\.?\s?[º°o]\.?|\bNo\.|#|\b[Nn]úm\.)\s?)\b\d{5}(?:-\d{4})?\b|\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b|\b\d{4}\s?[A-Z]{2}\b|\b\d{2}-\d{3}\b(?!-)|\b\d{3}-\d{4}\b(?!-)|\b[A-Z]\d[A-Z] ?\d[A-Z]\d\b/u;
// (Not a number's part, which goes on after a hyphen: 'PROCESO CAS N.° 087-2024-MDLO'.)
// A postal district may follow the town ('Dublin 2, Ireland').
const CITY_REGION_FORM = /^[\p{Lu}][\p{L}\p{M}.' -]*(?:\s\d{1,2})?(?:,\s*[\p{Lu}][\p{L}\p{M}.' -]*){1,2}$/u;
/**
 * The small words of places' names ('Rio de Janeiro', 'Stratford-upon-Avon', 'Saint-Étienne-du-Rouvray'): any other
 * word in lower case makes a phrase, not a place ('Ciencia de Datos, Aprendizaje Automático y sus Aplicaciones').
 */
const PLACE_PARTICLE =
  /^(?:de|del|dels|la|las|los|le|les|el|do|da|dos|das|di|du|des|della|delle|dei|degli|am|an|auf|der|den|im|in|upon|on|en|sur|sous|y|i|e|et|und|and|of|the|al|ad|bei|ob|van|von|ten|ter|aan|op|nad|na|pod)$/u;
/** Every word in lower case a place's small word: 'Rio de Janeiro', not 'Prácticas de mantenimiento'. */
const placeWords = (s: string): boolean =>
  (s.match(/(?<![\p{L}\p{M}'])\p{Ll}[\p{L}\p{M}]*/gu) ?? []).every((w) => PLACE_PARTICLE.test(w));
const cityRegion = (s: string): boolean =>
  CITY_REGION_FORM.test(s) &&
  // (Nor a word of a script with no capitals after a Latin one: 'SDK와 어드민 …, AWS 위에서 …' is a sentence.)
  !/(?<![\p{L}\p{M}'])\p{Lo}/u.test(s) &&
  placeWords(s);
/**
 * A known town's postal district or four-digit postcode among a place's parts: 'Rathmines, Dublin 6, Ireland', 'Dublin
 * 6W', 'Te Aro, Wellington 6011', '8001 Zürich' (but for a year: 'Wellington 2019').
 */
const TOWN_DISTRICT = (s: string): boolean => {
  const segments = s.split(/,\s*/u);
  const district = (seg: string) =>
    seg.match(/^(\p{Lu}[\p{L}\p{M}.' -]*?)\s(?:\d{1,2}[A-Z]?|(?!19|20)\d{4})$/u) ??
    seg.match(/^(?!19|20)\d{4}\s(\p{Lu}[\p{L}\p{M}.' -]*)$/u);
  return (
    segments.length <= 3 &&
    segments.every((seg) => !!district(seg) || /^\p{Lu}[\p{L}\p{M}.' -]*$/u.test(seg)) &&
    segments.some((seg) => isKnownCity(district(seg)?.[1] ?? ''))
  );
};
/** A district and its town after a slash, as Turkish resumes write them: 'Ataşehir / İstanbul', 'Çankaya / Ankara'. */
export const DISTRICT_SLASH_TOWN = (s: string): boolean => {
  const m = /^(\p{Lu}[\p{L}\p{M}.' -]{1,30}?)\s*\/\s*(\p{Lu}[\p{L}\p{M}.' -]{1,30})$/u.exec(s.trim());
  return !!m && isKnownCity(m[2]!) && !isKnownCity(m[1]!);
};
/** An Australian address's end: 'Sydney NSW 2000', 'Fitzroy VIC', 'Paddington, QLD 4064'. */
const AUSTRALIA_PLACE = /^[\p{Lu}][\p{L}' -]+,?\s(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)(?:\s\d{4})?$/u;
/** 'Madrid (España)', 'Lyon (69)': a city with its country or region in brackets. */
const CITY_BRACKET = /^[\p{Lu}][\p{L}\p{M}.' -]*\s*\((?:[\p{Lu}][\p{L}\p{M}.' -]*|\d{2,3})\)$/u;
/**
 * A programme's language of teaching in brackets ('İşletme (Türkçe)', 'Economics (English)'), or the kind of school a
 * German degree is from ('Dipl.-Ing. (FH)'): no region.
 */
const TAUGHT_IN =
  /\((?:Türkçe|İngilizce|Almanca|Fransızca|English|Englisch|Deutsch|German|French|Français|Inglés|Español|Inglese|Inglês|FH|TH|TU|DH|BA|Uni)\)$/iu;
const CJK_PLACE = new RegExp(`^[${HAN_KANA}]{2,}(?:都|道|府|県|市|区|町|村|省|縣)\\p{Script=Han}*$`, 'u');
/** A town and its district in Arabic script, Persian's joined by the zero-width non-joiner ('تهران، سعادت‌آباد'). */
const ARABIC_PLACE = /^[\p{Script=Arabic}\s\u200c]+[،,]\s*[\p{Script=Arabic}\s\u200c]+$/u;
/**
 * A Korean address by its units: '서울특별시 강남구', '부산광역시 해운대구', '경기도 성남시'; or after the country, as
 * LinkedIn writes it: '대한민국 서울', '대한민국 서울 강남구', '대한민국 경기도 성남시'.
 */
const KOREAN_UNIT = '\\p{Script=Hangul}+(?:특별시|광역시|특별자치시|특별자치도|도|시|군|구)';
const KOREAN_PLACE = new RegExp(
  `^(?:(?:대한민국|한국)\\s+(?:서울|부산|인천|대구|대전|광주|울산|세종|제주|${KOREAN_UNIT})|${KOREAN_UNIT})(?:\\s+${KOREAN_UNIT})*$`,
  'u',
);
/**
 * A Thai address by its units before the province: 'เขตจตุจักร กรุงเทพมหานคร', 'อ.เมือง จ.เชียงใหม่', 'แขวงลาดยาว เขตจตุจักร
 * กรุงเทพฯ 10900'.
 */
const THAI_PLACE =
  /^(?:(?:เขต|แขวง|อำเภอ|อ\.|ตำบล|ต\.)\s?\p{Script=Thai}+\s+)+(?:กรุงเทพมหานคร|กรุงเทพฯ|กทม\.?|(?:จังหวัด|จ\.)\s?\p{Script=Thai}+)(?:\s+\d{5})?$/u;
/**
 * A known town alone or with its district or country: 'Москва', 'Αθήνα', 'Jakarta Selatan', 'Porto, Portugal',
 * 'Lima - Perú'.
 */
const KNOWN_TOWN = (s: string) => {
  const [town, ...rest] = s.split(/,\s*|\s+[-–—]\s+/);
  if (rest.length > 1) return false;
  const words = town!.split(/\s+/);
  // A district is a word of direction ('Jakarta Selatan', 'Mumbai West'): 'Boston Scientific' is a company. A capital
  // district's letters are one too ('Bogotá D.C.', 'México D.F.').
  const district =
    /^(?:selatan|utara|barat|timur|pusat|north|south|east|west|central|city|nord|süd|sud|ost|est|ouest|centro|d\.?c\.?|d\.?f\.?)$/iu;
  return isKnownCity(town!) || (words.length === 2 && isKnownCity(words[0]!) && district.test(words[1]!));
};
/** A Brazilian city with its state's code, as Brazil writes it: 'Belo Horizonte – MG', 'São Paulo/SP'. */
const BRAZIL_PLACE =
  /^[\p{Lu}][\p{L}\p{M}.' ]*?\s*[-–/]\s*(?:AC|AL|AP|AM|BA|CE|DF|ES|GO|MA|MT|MS|MG|PA|PB|PR|PE|PI|RJ|RN|RS|RO|RR|SC|SP|SE|TO)$/u;

/** A remark after a place, in brackets: 'Munich, Germany (open to relocation)', 'Denver, CO (Open to Remote)'. */
export const PLACE_REMARK = /\s*\((?:\p{Ll}[^)]{2,}|[Oo]pen to [^)]+|[Ww]illing to [^)]+|[Rr]emote|[Hh]ybrid)\)$/u;
/** The metro station Russian and Ukrainian resumes give after the town ('Санкт-Петербург, м. Выборгская'). */
const METRO_STATION = /,\s*(?:ст\.\s*)?(?:м\.|метро)\s*\p{Lu}[\p{L}\p{M} -]*$/u;
/** A place without the remark after it. */
export const withoutPlaceRemark = (s: string): string => s.replace(PLACE_REMARK, '').replace(METRO_STATION, '');

export const looksLikeStreet = (s: string): boolean => STREET.test(s) || (POSTAL.test(s) && /\p{L}{3}/u.test(s));
/** A city's wider area as LinkedIn names it: 'Greater Seattle Area', 'San Francisco Bay Area', 'Madrid y alrededores'. */
const METRO_AREA =
  /^(?:greater\s+[\p{Lu}][\p{L}\p{M}.' -]+\s+area|[\p{Lu}][\p{L}\p{M}.' -]+\s+(?:metropolitan|metro|bay)\s+area|[\p{Lu}][\p{L}\p{M}.' -]+\s+(?:y alrededores|e arredores|et périphérie|und umgebung|e dintorni|en omgeving)|(?:área metropolitana de|région de|großraum|regione di|região de|grande)\s+[\p{Lu}][\p{L}\p{M}.' -]+)$/iu;

/** How a job is done where its place would be: 'Remote', 'Hybrid', 'Remoto', 'Télétravail'. */
const WORK_MODE =
  '(?:fully\\s+)?remote|hybrid|on-?site|remoto|en remoto|híbrido|teletrabajo|télétravail|à distance|home ?office';
const MODE_ONLY = new RegExp(`^(?:${WORK_MODE})$`, 'iu');
export const isWorkMode = (s: string): boolean => MODE_ONLY.test(s.trim());
/** The mode and the place together: 'Remote — Denver, CO', 'Denver, CO (Remote)', 'Remote, USA'. */
const MODE_AND_PLACE = new RegExp(
  `^(?:(?:${WORK_MODE})\\s*(?:[—–·|,(-]|\\s-)\\s*(.+?)\\)?|(.+?)\\s*(?:[—–·|,]\\s*|\\s-\\s*|\\()(?:${WORK_MODE})\\)?)$`,
  'iu',
);
const PLACE_NAME = /^[\p{Lu}][\p{L}\p{M}.'-]*(?:\s[\p{Lu}][\p{L}\p{M}.'-]*){0,2}$/u;

/**
 * A place as resumes print it: 'Austin, TX', 'Valencia, España', 'Belo Horizonte – MG', '東京都世田谷区', 'القاهرة، مصر', an
 * address.
 */
export const looksLikePlace = (s: string): boolean => {
  if (MODE_ONLY.test(s.trim())) return true;
  const mode = s.trim().match(MODE_AND_PLACE);
  if (mode) {
    const place = (mode[1] ?? mode[2])!;
    return PLACE_NAME.test(place) || placeAlone(place);
  }
  return placeAlone(s);
};

/**
 * Letters after a name make it no place, but a few of them also name a region ('MD', 'MA', 'RN'): after a town the
 * lists know or a town of one word ('Baltimore, MD', 'Jackson, MS'), they are the region.
 */
const endsWithCredential = (s: string): boolean => {
  const name = withoutCredentials(s);
  return name !== s && !(/,\s*\p{Lu}{2}$/u.test(s) && (/^\p{Lu}[\p{Ll}\p{M}]+$/u.test(name) || KNOWN_TOWN(name)));
};

const placeAlone = (s: string): boolean =>
  !EMAIL.test(s) &&
  // (Nor a university's unit, whatever state it is named for: 'Department of …, University of Michigan'.)
  !(
    /^(?:department|dept\.|faculty|school|institute|laboratory|division)\s+of\s/iu.test(s.trim()) &&
    /^(?:the\s+)?university of\s/iu.test(s.split(/,\s*/u).at(-1)!)
  ) &&
  !credentialsOnly(s) &&
  !endsWithCredential(s) &&
  // (Not a phone's numbers, which only spaces, brackets and dashes part; an address's are words apart: 'Carrera 43A
  // # 7 Sur-120, Apto. 1104'.)
  !/\d{3,}[\s().\-/]{0,3}\d{3,}/.test(s.replace(POSTAL, '')) &&
  (cityRegion(s) ||
    (CITY_BRACKET.test(s) && !TAUGHT_IN.test(s) && placeWords(s)) ||
    BRAZIL_PLACE.test(s) ||
    CJK_PLACE.test(s) ||
    ARABIC_PLACE.test(s) ||
    KOREAN_PLACE.test(s) ||
    THAI_PLACE.test(s) ||
    KNOWN_TOWN(s) ||
    TOWN_DISTRICT(s) ||
    DISTRICT_SLASH_TOWN(s) ||
    METRO_AREA.test(s) ||
    AUSTRALIA_PLACE.test(s) ||
    looksLikeStreet(s));
